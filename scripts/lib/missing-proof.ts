// What would let a visitor check who we are and is still missing: the slots the pages hide until the owner fills them
// (src/site.ts `optional(…)`), shown reviews without their source and month, and pictures that are still the drawings
// this repository shipped. `npm run placeholders` and `npm run deploy` list them; none of them stops a deploy.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Testimonial } from '../../src/content/patient-reviews.ts';
import type { EmptySlot } from '../../src/site.ts';

/** The drawings the site shipped, where the content imports them, and the photo each stands in for. */
export const SHIPPED_DRAWINGS = [
  { file: 'team.svg', content: 'src/content/hero.ts', photo: 'Foto des Teams im Hero' },
  { file: 'istanbul.svg', content: 'src/content/services.ts', photo: 'Foto des Standorts Istanbul (Preiskarte)' },
  { file: 'willich.svg', content: 'src/content/services.ts', photo: 'Foto des Standorts Willich (Preiskarte)' },
] as const;

/** Picture slots the pages leave out while their content module sets them to null (never a stand-in), and what goes in. */
export const EMPTY_PICTURE_SLOTS = [
  {
    slot: 'doctorPortrait',
    content: 'src/content/hero.ts',
    photo: 'Porträt der operierenden Ärztin oder des operierenden Arztes (rund neben „Es operiert“)',
  },
] as const;

/** The picture slots of `root` still empty: their content module still sets them to null. */
export function emptyPictureSlots(root: string): (typeof EMPTY_PICTURE_SLOTS)[number][] {
  return EMPTY_PICTURE_SLOTS.filter(({ slot, content }) =>
    new RegExp(`const ${slot}\\b[^=]*=\\s*null;`).test(readFileSync(join(root, content), 'utf8')),
  );
}

/** The shipped drawings a content module of `root` still imports. */
export function drawingsInUse(root: string): (typeof SHIPPED_DRAWINGS)[number][] {
  return SHIPPED_DRAWINGS.filter(({ file, content }) =>
    readFileSync(join(root, content), 'utf8').includes(`assets/images/${file}?picture`),
  );
}

export interface MissingProofInput {
  readonly emptySlots: readonly EmptySlot[];
  /** The reviews the page shows (none while the setting hides them). */
  readonly reviews: readonly Testimonial[];
  readonly drawings: readonly { readonly file: string; readonly content: string; readonly photo: string }[];
  /** Picture slots still empty (emptyPictureSlots). */
  readonly pictures?: readonly { readonly content: string; readonly photo: string }[];
  /** The advertising claims (src/content/claims.ts): a slot of a claim's evidence names the claim it stands beside. */
  readonly claims?: readonly { readonly evidence: string; readonly text: string }[];
}

/** One line per missing piece, in the owner's words. */
export function missingProof({
  emptySlots,
  reviews,
  drawings,
  pictures = [],
  claims = [],
}: MissingProofInput): string[] {
  const claimOf = (slot: EmptySlot) => claims.find((claim) => slot.id.startsWith(`evidence.${claim.evidence}.`));
  return [
    ...emptySlots.map((slot) => {
      const claim = claimOf(slot);
      return `${claim ? `Neben „${claim.text}“: ` : ''}${slot.label} (src/site.ts)`;
    }),
    ...reviews
      .filter((review) => !review.source || !review.month)
      .map(
        (review) =>
          `Patientenstimme ${review.name} (${review.city}): ${[!review.source && 'Quelle', !review.month && 'Monat'].filter(Boolean).join(' und ')} (src/content/patient-reviews.ts)`,
      ),
    ...pictures.map((picture) => `${picture.photo}: noch kein Foto (${picture.content})`),
    ...drawings.map((drawing) => `${drawing.photo}: noch die Zeichnung ${drawing.file} (${drawing.content})`),
  ];
}
