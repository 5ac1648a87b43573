// Patient testimonials with five-star ratings, and the before/after image when the setting allows it. The look of the
// parts a quote and the dots repeat stands in the stylesheet (src/site-rules.css, by their data attributes): on /,
// which has to fit the first TCP window, each class list would stand once per quote (docs/messungen.md).
import { Picture } from '../components/Picture.tsx';
import { Section } from '../components/ui/Section.tsx';
import type { Testimonial } from '../content/patient-reviews.ts';
import {
  type BeforeAfterContent,
  isPair,
  type RatingSource,
  type TestimonialsContent,
} from '../content/testimonials.ts';
import { EXTERNAL_LINK } from '../lib/links.ts';
import { Typeset } from '../lib/typeset.tsx';
import { Star } from './Hero.tsx';

/** The rating as stars set in text (one character each, no icon per star); its name says it in words. */
function Stars({ rating, label }: { readonly rating: number; readonly label: string }) {
  return (
    <p role="img" aria-label={label} data-rating={rating}>
      {'★'.repeat(rating)}
    </p>
  );
}

interface QuoteProps {
  readonly item: Testimonial;
  readonly label: string;
  readonly origin: string | null;
}

/**
 * A quote: on a phone the quote, then its stars beside who gave it, where and when, in one run; from md a card with the
 * stars on top and the initial beside the name (src/site-rules.css, .review-card).
 */
function Quote({ item, label, origin }: QuoteProps) {
  const source = item.source;
  return (
    <figure className="review-card" data-testimonial>
      <Stars rating={item.rating} label={label} />
      <blockquote>
        <p>
          <Typeset text={`„${item.text}“`} />
        </p>
      </blockquote>
      <figcaption>
        <span aria-hidden="true" className="initial font-display">
          {item.name.charAt(0)}
        </span>
        <span className="min-w-0">
          {/* The comma is heard, and on a phone, where name and city stand in one run, seen. */}
          <span data-author>
            <span>{item.name}</span>
            <span className="sr-only max-md:not-sr-only">, </span>
            <span>{item.city}</span>
          </span>
          {origin && (
            <span data-review-origin>
              {source?.url ? (
                <a href={source.url} {...EXTERNAL_LINK}>
                  {origin}
                </a>
              ) : (
                origin
              )}
            </span>
          )}
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * The rating on its platform, which anchors the quotes: the score large in the headings' face, the stars as far as it
 * reaches, count, date and period, whether and how the platform checks its reviews, and the way to all of them. The
 * platform's reviews, which we neither choose nor check, apart from our note on our own quotes below them.
 */
function RatingPanel({ rating }: { readonly rating: RatingSource }) {
  const { line } = rating;
  return (
    <div className="rating-panel" data-rating-panel>
      <p className="rating-panel-score font-display">
        {line.score}
        <span className="sr-only">{` ${line.outOf}`}</span>
      </p>
      <p className="rating-panel-figures">
        <span aria-hidden="true" data-panel-stars>
          {line.stars.map((fill, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: five stars in a fixed order; the place is the star
            <Star key={index} fill={fill} />
          ))}
        </span>
        <b>{line.text}</b> {line.asOf}
      </p>
      <p className="rating-panel-check">{rating.verification}</p>
      {/* Its look in the stylesheet ([data-all-reviews], src/site-rules.css). */}
      <a href={line.href} {...EXTERNAL_LINK} data-all-reviews>
        {rating.label}
      </a>
    </div>
  );
}

const frame = 'rounded-2xl border border-slate-200 bg-white shadow-sm';

/** The before/after: one composed picture, or two photos side by side, each labelled. */
function BeforeAfter({ content }: { readonly content: BeforeAfterContent }) {
  return (
    // The pair at most 736 px wide (two photos of 360 px, src/lib/pictures.ts), one picture at most 672 px.
    <figure className={`mx-auto mt-8 sm:mt-12 ${isPair(content) ? 'max-w-3xl' : 'max-w-2xl'}`} data-before-after>
      {isPair(content) ? (
        <div className="mx-auto grid max-w-[736px] grid-cols-2 gap-3">
          {(['before', 'after'] as const).map((side) => (
            <div key={side} className="relative">
              <Picture image={content[side]} layout="figure-half" className={frame} />
              <span className="absolute top-2 left-2 rounded-full bg-white/95 px-2.5 py-0.5 text-sm font-semibold text-slate-900 shadow-sm">
                {content.labels[side]}
              </span>
            </div>
          ))}
        </div>
      ) : (
        <Picture image={content} layout="figure" className={frame} />
      )}
      <figcaption className="mt-3 text-center text-sm text-slate-600">{content.caption}</figcaption>
    </figure>
  );
}

interface TestimonialsProps {
  readonly id: string;
  readonly content: TestimonialsContent;
  readonly showBeforeAfter: boolean;
  /** The reviews and their verification note (site.ts `settings.showTestimonials`). */
  readonly showReviews: boolean;
}

export function Testimonials({ id, content, showBeforeAfter, showReviews }: TestimonialsProps) {
  // With neither reviews nor picture there is nothing to show, not even the heading.
  if (!showReviews && !showBeforeAfter) return null;
  return (
    <Section id={id} tone="tinted" title={content.title} subtitle={content.subtitle}>
      {showReviews && (
        <div data-reviews-block>
          {content.rating && <RatingPanel rating={content.rating} />}
          {/* Every quote readable as it stands, none behind a swipe: one under the other on phones, between hairlines,
              three cards in a row from md; a region named by its label. */}
          <section aria-label={content.reviewsLabel} className="review-row" data-reviews>
            {content.items.map((item) => (
              <Quote
                key={`${item.name}-${item.city}`}
                item={item}
                label={content.ratingLabel(item.rating)}
                origin={content.origin(item)}
              />
            ))}
          </section>
          <p className="mt-6 text-center text-sm text-pretty text-slate-600">{content.verificationNote}</p>
        </div>
      )}
      {showBeforeAfter && <BeforeAfter content={content.beforeAfter} />}
    </Section>
  );
}
