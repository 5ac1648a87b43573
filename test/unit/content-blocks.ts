// The copy of the landing page and the legal pages as the blocks a reader sees together (a paragraph, a list item, a
// price card), built from content objects: what the wording rules read in the unit layer. Texts the owner edits
// (EditableText) are left out: `npm run texts:apply` checks those and refuses a risky one unless the owner accepts it.
import type { LandingContent } from '../../src/content/landing.ts';
import { isPair } from '../../src/content/testimonials.ts';
import type { Block, LegalDocument, Paragraph } from '../../src/content/types.ts';

/** Every string in a value, in order; links' targets, icon names and a review's month as data ('2026-09', shown as a name) are not text. */
export function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([field, inner]) =>
      ['href', 'url', 'month', 'icon', 'key', 'clinic', 'picture', 'name'].includes(field) ? [] : stringsOf(inner),
    );
  }
  return [];
}

const paragraphText = (paragraph: Paragraph) =>
  typeof paragraph === 'string'
    ? paragraph
    : paragraph.map((run) => (typeof run === 'string' ? run : run.text)).join('');

function blockTexts(block: Block): string[] {
  if (typeof block === 'object' && 'list' in block) return block.list.map(paragraphText);
  return [paragraphText(block)];
}

export function legalBlocks(document: LegalDocument): string[] {
  return [
    document.heading,
    ...(document.intro ?? []).flatMap(blockTexts),
    ...document.sections.flatMap((section) => [section.heading, ...section.blocks.flatMap(blockTexts)]),
  ];
}

export function landingBlocks(content: LandingContent, { realTestimonials }: { realTestimonials: boolean }): string[] {
  const { meta, hero, services, process, testimonials, faq, contact } = content;
  return [
    meta.title,
    meta.description,
    ...hero.trustPoints.map((point) => point.text),
    // The offer line is read as one: each price right after its place.
    [hero.offer.lead, ...hero.offer.prices, hero.offer.note].join(' '),
    hero.priceNote,
    hero.priceNoteFold.summary,
    hero.primary.label,
    hero.secondary.label,
    hero.image.alt,
    // The benefits are the owner's texts, every one of them.
    services.includesLabel,
    services.coverageLabel,
    // A price card is read as one: its place heads it, its price and what it covers follow.
    ...services.cards.map((card) => stringsOf(card).join(' ')),
    // The line a phone shows in place of a card's package list, with that card's count.
    ...services.cards.map((card) => services.includesFolded(card.includes.length)),
    ...services.notes.map((note) => `${note.lead}${note.rest}`),
    ...stringsOf(process),
    testimonials.title,
    testimonials.subtitle,
    testimonials.verificationNote,
    // Real reviews are the patients' own words; the examples until then are ours.
    ...(realTestimonials ? [] : testimonials.items.map((item) => item.text)),
    ...(isPair(testimonials.beforeAfter)
      ? [testimonials.beforeAfter.before.alt, testimonials.beforeAfter.after.alt]
      : [testimonials.beforeAfter.alt]),
    testimonials.beforeAfter.caption,
    ...stringsOf(faq),
    ...stringsOf({ ...contact, form: { ...contact.form, consent: undefined } }),
    paragraphText(contact.form.consent),
  ];
}
