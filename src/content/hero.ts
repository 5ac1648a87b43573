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
  readonly trustPoints: readonly (ClaimLine & {
    readonly icon: IconName;
    /**
     * The scope drawn from lg only: the guarantee's condition, which below lg the footnote's visible line says right
     * under the points (and screen readers hear at the label everywhere).
     */
    readonly scopeFromLg?: boolean;
  })[];
  /**
   * The offer in one line for the first screen: 'Komplettpaket' and each location's starting price with its place, in
   * the price cards' words ('ab', 'inklusive aller Nebenkosten').
   */
  readonly offer: { readonly lead: string; readonly prices: readonly string[]; readonly note: string };
  readonly primary: LinkAction;
  readonly secondary: LinkAction;
  readonly image: PictureContent;
  /** The footnote of the trust point with an asterisk: the guarantee in full, in the binding wording with what it gives. */
  readonly priceNote: string;
  /**
   * The footnote folded to its promise and condition, with the words that open the rest: on a phone the full text stood
   * about 260 px between the first screen and the picture (docs/gestaltung.md).
   */
  readonly priceNoteFold: { readonly summary: string; readonly more: string };
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
  /** When the figures were read, and since when the reviews they count reach: 'Stand: März 2026, Bewertungen seit 2015'. */
  readonly asOf: string;
  /** What the stars say, for a screen reader after the score: 'von 5 Sternen'. */
  readonly outOf: string;
  readonly href: string;
}

const decimal = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The rating as the hero shows it beside its main button, and the testimonials above their quotes. */
export function ratingLine(rating: Rating | null): RatingLine | null {
  if (!rating) return null;
  const score = decimal.format(rating.score);
  const count = formatNumber(rating.count);
  return {
    // To a hundredth: 4,7 fills the fifth star 0.7, not the float's 0.7000000000000002.
    stars: [0, 1, 2, 3, 4].map((star) => Math.min(1, Math.max(0, Math.round((rating.score - star) * 100) / 100))),
    score,
    text: `${count} ${rating.source}-Bewertungen`,
    // The period the average covers (UWG Anhang Nr. 23b, § 5b Abs. 3 UWG), in the line of its date; a year as written, a
    // month as its name. Without it the deploy refuses (scripts/lib/deploy-guard.ts).
    asOf: `Stand: ${monthName(rating.asOf)}${rating.since ? `, Bewertungen seit ${monthName(rating.since)}` : ''}`,
    outOf: 'von 5 Sternen',
    href: rating.url,
  };
}

/**
 * 'Es operiert in Istanbul: Ayşe Demir, Tıp Doktoru (İstanbul Üniversitesi), Fachärztin für Dermatologie (Türkei) ·
 * Haartransplantationen seit 2009': where, the degree as awarded, and the title with the state that awarded it, so that
 * neither reads as a German one (§ 5 Abs. 2 Nr. 3 UWG; § 132a StGB). A degree from the EU or the EEA stands before the
 * name, as it is carried in Germany ('Dr. med. Lea Beispiel'); any other after it, in its awarded form with the
 * institution that awarded it.
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
  const { degree } = doctor;
  const name = degree?.inEuEea ? `${degree.form} ${doctor.name}` : doctor.name;
  const awarded = degree && !degree.inEuEea ? `${degree.form} (${degree.institution}), ` : '';
  return {
    lead: `Es operiert in ${place}`,
    name,
    detail: `${awarded}${doctor.title} (${doctor.titleAwardedIn}) · Haartransplantationen seit ${doctor.since}`,
    // A photo only: a drawing beside a real name would pass it off as the person.
    portrait: portrait?.kind === 'raster' ? { picture: portrait, alt: `Porträt: ${name}` } : null,
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
      { icon: 'shield', ...claimLine(facts, 'takeRate'), scopeFromLg: true },
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
    priceNote: `*${claims.guaranteeNote}`,
    priceNoteFold: { summary: `*${claims.guaranteeSummary}`, more: 'Alle Bedingungen' },
    doctor: facts.team.leadDoctor && doctorLine(facts.team.leadDoctor, facts, portrait),
    rating: ratingLine(facts.reviews.rating),
  };
}

export const hero = heroFor(site);
