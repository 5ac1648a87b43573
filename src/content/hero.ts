// Copy of the hero: badge, two-part title, the offer with each location's starting price, calls to action, subtitle,
// trust points and the team image.
// The team picture: a file in src/assets/images. To show a photograph, put it there and change this file name.
import teamPicture from '../assets/images/team.svg?picture';
import { formatNumber, monthName } from '../lib/format.ts';
import type { PictureContent, ProcessedPicture } from '../lib/pictures.ts';
import { type LeadDoctor, type Rating, type SiteFacts, site } from '../site.ts';
import { type ClaimLine, claimLine, claimsFor, placedPrice } from './claims.ts';
import { anchors, whatsappAction } from './navigation.ts';
import { packageTermsFor } from './package-terms.ts';
import type { EditableText, IconName, LinkAction } from './types.ts';

export interface HeroContent {
  readonly badge: EditableText;
  readonly titleStart: EditableText;
  readonly titleHighlight: EditableText;
  readonly subtitle: EditableText;
  /** Each with where it holds, where it is an advertising claim and the owner has said so (src/content/claims.ts). */
  readonly trustPoints: readonly (ClaimLine & { readonly icon: IconName })[];
  /**
   * The offer in one line for the first screen: 'Komplettpaket' and each location's starting price with its place, in
   * the price cards' words ('ab', 'inklusive aller Nebenkosten').
   */
  readonly offer: { readonly lead: string; readonly prices: readonly string[]; readonly note: string };
  readonly primary: LinkAction;
  readonly secondary: LinkAction;
  readonly image: PictureContent;
  /** The footnote of the trust point with an asterisk: the guarantee in full. */
  readonly priceNote: string;
  /**
   * The operating doctor, as the picture's caption (from lg) and as a line under the buttons ('Es operiert in …: …', on
   * phones and tablets, where the picture comes after the text); null, and both hidden, until the facts name one.
   */
  readonly doctor: {
    readonly lead: string;
    readonly name: string;
    readonly detail: string;
    /** A photo of him or her, round beside the name; null, and the stethoscope stands there, until the owner brings one. */
    readonly portrait: PictureContent | null;
  } | null;
  /** A rating visitors can check, beside the main button; null, and the line hidden, until the facts hold one. */
  readonly rating: RatingLine | null;
}

/** '★ 4,8 · 312 Google-Bewertungen', linked to where the reviews are. */
export interface RatingLine {
  /** How much of each of the five stars is filled, 0 to 1: 4,7 fills four and 70 % of the fifth. */
  readonly stars: readonly number[];
  readonly score: string;
  readonly text: string;
  /** When the figures were read: 'Stand: März 2026'. */
  readonly asOf: string;
  /** What the stars say, for a screen reader after the score: 'von 5 Sternen'. */
  readonly outOf: string;
  readonly href: string;
}

const decimal = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function ratingLine(rating: Rating | null): RatingLine | null {
  if (!rating) return null;
  const score = decimal.format(rating.score);
  const count = formatNumber(rating.count);
  return {
    stars: [0, 1, 2, 3, 4].map((star) => Math.min(1, Math.max(0, rating.score - star))),
    score,
    text: `${count} ${rating.source}-Bewertungen`,
    asOf: `Stand: ${monthName(rating.asOf)}`,
    outOf: 'von 5 Sternen',
    href: rating.url,
  };
}

/**
 * 'Es operiert in Istanbul: Dr. med. …, Fachärztin für Dermatologie (Türkei) · Haartransplantationen seit 2009': where,
 * and the title with the state that awarded it, so a title from abroad is not read as a German one (§ 132a StGB).
 */
function doctorLine(
  doctor: LeadDoctor,
  facts: SiteFacts,
  portrait: ProcessedPicture | null,
): NonNullable<HeroContent['doctor']> {
  const { istanbul, willich } = facts.clinics;
  const place = { istanbul: istanbul.city, willich: willich.city, both: `${istanbul.city} und ${willich.city}` }[
    doctor.operatesIn
  ];
  return {
    lead: `Es operiert in ${place}`,
    name: doctor.name,
    detail: `${doctor.title} (${doctor.titleAwardedIn}) · Haartransplantationen seit ${doctor.since}`,
    // A photo only: a drawing beside a real name would pass it off as the person.
    portrait: portrait?.kind === 'raster' ? { picture: portrait, alt: `Porträt: ${doctor.name}` } : null,
  };
}

/**
 * The operating doctor's portrait, round beside his or her name: none until the owner brings a photo (never a drawn
 * face beside a real name). To show one, put the photo into src/assets/images and write here instead
 * `import doctorPortrait from '../assets/images/aerztin.jpg?picture';` (docs/betreiber.md).
 */
const doctorPortrait: ProcessedPicture | null = null;

export function heroFor(facts: SiteFacts, portrait: ProcessedPicture | null = doctorPortrait): HeroContent {
  const claims = claimsFor(facts);
  const terms = packageTermsFor(facts);
  const { istanbul, willich } = facts.clinics;
  return {
    badge: { key: 'hero-badge', text: `FUE-Haartransplantation in ${istanbul.city} & ${willich.city}` },
    // What the treatment does, not how the hair will look (§ 3 S. 2 Nr. 2 a HWG: no result promised).
    titleStart: { key: 'hero-title-1', text: 'Lichte Stellen behandeln –' },
    titleHighlight: { key: 'hero-title-2', text: 'mit Ihren eigenen Haarwurzeln' },
    subtitle: {
      key: 'hero-subtitle',
      text: 'Geplant von Deutschland aus, begleitet auf Deutsch – vom ersten Gespräch bis zur Nachsorge.',
    },
    trustPoints: [
      { icon: 'award', ...claimLine(facts, 'experience') },
      { icon: 'users', ...claimLine(facts, 'patients') },
      { icon: 'headset', text: 'Deutschsprachige Betreuung', scope: null },
      { icon: 'shield', ...claimLine(facts, 'takeRate') },
    ],
    offer: {
      lead: 'Komplettpaket',
      prices: Object.values(facts.clinics).map(placedPrice),
      note: `jeweils ${terms.priceIncludes}`,
    },
    // No consultation called free (§ 7 Abs. 1 HWG; docs/vor-dem-livegang.md, „Kostenlose Beratung“).
    primary: { ...whatsappAction, label: 'Per WhatsApp beraten lassen' },
    secondary: { label: 'Preise ansehen', href: `#${anchors.services}` },
    image: {
      picture: teamPicture,
      alt: 'Das Bemedics-Team: eine Ärztin, ein Chirurg und eine Patientenbetreuerin',
    },
    priceNote: `*${claims.guarantee}`,
    doctor: facts.team.leadDoctor && doctorLine(facts.team.leadDoctor, facts, portrait),
    rating: ratingLine(facts.reviews.rating),
  };
}

export const hero = heroFor(site);
