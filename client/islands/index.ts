// The interactive islands by marker name. The landing page is complete without them; each one only adds behaviour.
import type { ComponentType } from 'react';

export const islands: Record<string, ComponentType<Record<string, unknown>>> = {};
