// Copy of the patient testimonials section: heading, the reviews (patient-reviews.ts) and the before/after image.
// The before/after picture: a file in src/assets/images. To show a photograph, put it there and change this file name.
// Two photos instead of one composed picture (shown side by side, labelled): see `BeforeAfterPair` below.
import beforeAfterPicture from '../assets/images/before-after.svg?picture';
import { formatNumber, monthName } from '../lib/format.ts';
import type { PictureContent } from '../lib/pictures.ts';
import { type Rating, type SiteFacts, site } from '../site.ts';
import { type RatingLine, ratingLine } from './hero.ts';
import { patientReviews, type Testimonial } from './patient-reviews.ts';

export interface TestimonialsContent {
  readonly title: string;
  readonly subtitle: string;
  readonly items: readonly Testimonial[];
  readonly verificationNote: string;
  readonly ratingLabel: (rating: number) => string;
  /** The name of the quotes' region. */
  readonly reviewsLabel: string;
  /** 'Google · März 2026', where a review names its source and month. */
  readonly origin: (item: Testimonial) => string | null;
  /**
   * The rating on its platform, above the quotes: score, stars, count and period, whether and how the platform checks
   * its reviews, and the way to all of them; null, and nothing shown, while the facts hold no rating (site.ts
   * `reviews.rating`).
   */
  readonly rating: RatingSource | null;
  readonly beforeAfter: BeforeAfterContent;
}

/** The platform's reviews as a visitor can check them: the figures, who checks them, and the link to all. */
export interface RatingSource {
  /** Score, stars, count ('312 Google-Bewertungen'), date and period, as the hero's line gives them, and their page. */
  readonly line: RatingLine;
  /** 'Alle 312 Bewertungen auf Google lesen', the link's words. */
  readonly label: string;
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

function ratingSourceOf(rating: Rating | null): RatingSource | null {
  const line = ratingLine(rating);
  return rating && line
    ? {
        line,
        label: `Alle ${formatNumber(rating.count)} Bewertungen auf ${rating.source} lesen`,
        verification: rating.verification,
      }
    : null;
}

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
    origin: (item) => {
      const when = item.month && monthName(item.month);
      const parts = [item.source?.name, when].filter(Boolean);
      return parts.length ? parts.join(' · ') : null;
    },
    // Apart from our note on our own reviews: these are the platform's, which we neither choose nor check.
    rating: ratingSourceOf(facts.reviews.rating),
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
