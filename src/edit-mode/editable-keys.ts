// The texts the owner may change in edit mode (spec). The list is the single source for the markup and the client.

export const EDITABLE_KEYS = [
  'hero-badge',
  'hero-title-1',
  'hero-title-2',
  'hero-subtitle',
  'usps-title',
  'usps-subtitle',
  'usp1-title',
  'usp2-title',
  'usp3-title',
  'usp4-title',
  'usp5-title',
  'usp6-title',
  'usp1-desc',
  'usp2-desc',
  'usp3-desc',
  'usp4-desc',
  'usp5-desc',
  'usp6-desc',
  'services-title',
  'services-subtitle',
] as const;

export type EditableKey = (typeof EDITABLE_KEYS)[number];
