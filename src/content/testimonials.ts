// Copy of the patient testimonials section: heading, the reviews (patient-reviews.ts) and the before/after image.
// The before/after picture: a file in src/assets/images. To show a photograph, put it there and change this file name.
// Two photos instead of one composed picture (shown side by side, labelled): see `BeforeAfterPair` below.
import beforeAfterPicture from '../assets/images/before-after.svg?picture';
import { formatNumber, monthName } from '../lib/format.ts';
import type { PictureContent } from '../lib/pictures.ts';
import { type SiteFacts, site } from '../site.ts';
import { patientReviews, type Testimonial } from './patient-reviews.ts';

export interface TestimonialsContent {
  readonly title: string;
  readonly subtitle: string;
  readonly items: readonly Testimonial[];
  readonly verificationNote: string;
  readonly ratingLabel: (rating: number) => string;
  /** The name of the quotes' region (a row to swipe through on phones). */
  readonly reviewsLabel: string;
  /** The phone's position dots under the row: their list's name, and each dot's ('Stimme 2 von 3'). */
  readonly positionLabel: string;
  readonly dotLabel: (index: number, total: number) => string;
  /** 'Google · März 2026', where a review names its source and month. */
  readonly origin: (item: Testimonial) => string | null;
  /**
   * The way to every review on the rating's platform, in a line of its own that names the platform as their source and
   * says whether and how they are checked; null while the facts hold no rating (site.ts `reviews.rating`).
   */
  readonly allReviews: RatingSource | null;
  readonly beforeAfter: BeforeAfterContent;
}

/** The platform's reviews as a visitor can check them: who publishes them, the link to all, and who checks them. */
export interface RatingSource {
  /** 'Bewertungen auf Google, von Google veröffentlicht:' */
  readonly lead: string;
  /** 'alle 312 lesen', the link's words. */
  readonly label: string;
  readonly href: string;
  /**
   * Whether and how the platform checks them and whether we do, in the owner's words (§ 5b Abs. 3 UWG): our note on our
   * own quotes (`verificationNote`) says nothing of these.
   */
  readonly verification: string;
}

/**
 * A before and an after photo, shown side by side with their labels. To use two photos, put both into
 * src/assets/images, import them like the one below, and write `beforeAfter` as
 * `{ before: { picture: vorher, alt: '…' }, after: { picture: nachher, alt: '…', focus: 'top' }, labels, caption }`.
 */
export interface BeforeAfterPair {
  readonly before: PictureContent;
  readonly after: PictureContent;
  readonly labels: { readonly before: string; readonly after: string };
}

/** One composed picture, or a pair of photos; either with its caption. */
export type BeforeAfterContent = (PictureContent | BeforeAfterPair) & { readonly caption: string };

export const isPair = (content: BeforeAfterContent): content is BeforeAfterPair & { readonly caption: string } =>
  'before' in content;

const drawn = beforeAfterPicture.kind === 'vector';

export function testimonialsFor(facts: SiteFacts): TestimonialsContent {
  return {
    title: 'Das sagen unsere Patienten',
    // "Real" only once the owner has confirmed real, consented reviews (Anhang Nr. 23b/c zu § 3 Abs. 3 UWG).
    subtitle: facts.reviews.realTestimonials
      ? 'Echte Erfahrungen von Menschen, die den Schritt gewagt haben.'
      : 'Beispieltexte: Hier stehen bald echte, freigegebene Stimmen unserer Patienten.',
    items: patientReviews,
    verificationNote: facts.reviews.verificationNote,
    ratingLabel: (rating) => `${rating} von 5 Sternen`,
    reviewsLabel: 'Patientenstimmen',
    positionLabel: 'Welche Stimme Sie sehen',
    dotLabel: (index, total) => `Stimme ${index} von ${total}`,
    origin: (item) => {
      const when = item.month && monthName(item.month);
      const parts = [item.source?.name, when].filter(Boolean);
      return parts.length ? parts.join(' · ') : null;
    },
    // Apart from our note on our own reviews: these are the platform's, which we neither choose nor check.
    allReviews: facts.reviews.rating && {
      lead: `Bewertungen auf ${facts.reviews.rating.source}, von ${facts.reviews.rating.source} veröffentlicht:`,
      label: `alle ${formatNumber(facts.reviews.rating.count)} lesen`,
      href: facts.reviews.rating.url,
      verification: facts.reviews.rating.verification,
    },
    beforeAfter: {
      picture: beforeAfterPicture,
      // A drawing says so; a photograph, once the owner puts one in, is not called an illustration. What it shows, not
      // how good it looks: no full or natural hair promised (§ 3 S. 2 Nr. 2 a HWG).
      alt: `${drawn ? 'Illustration vorher und nachher' : 'Vorher und nachher'}: links ein zurückweichender Haaransatz mit Geheimratsecken, rechts derselbe Mann mit geschlossenem Haaransatz`,
      caption: `Vorher und nachher${drawn ? ' (Illustration)' : ''}. Ergebnisse sind individuell verschieden.`,
    },
  };
}

export const testimonials = testimonialsFor(site);
