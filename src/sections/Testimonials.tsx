// Patient testimonials with five-star ratings, and the before/after image when the setting allows it. The look of the
// parts a quote and the dots repeat stands in the stylesheet (src/site-rules.css, by their data attributes): on /,
// which has to fit the first TCP window, each class list would stand once per quote (docs/messungen.md).
import { Picture } from '../components/Picture.tsx';
import { Section } from '../components/ui/Section.tsx';
import type { Testimonial } from '../content/patient-reviews.ts';
import { type BeforeAfterContent, isPair, type TestimonialsContent } from '../content/testimonials.ts';
import { EXTERNAL_LINK } from '../lib/links.ts';
import { Typeset } from '../lib/typeset.tsx';

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
  readonly id: string;
  readonly label: string;
  readonly origin: string | null;
}

function Quote({ item, id, label, origin }: QuoteProps) {
  const source = item.source;
  return (
    <figure id={id} className="review-card" data-testimonial>
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
          <span className="block" data-author>
            <span>{item.name}</span>
            <span className="sr-only">, </span>
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
 * Under the phone's row: one dot per quote, each a link to it; the dot of the quote in view is drawn long, by the row's
 * own scroll position (src/site-rules.css, no script). Hidden from md, where the quotes stand side by side.
 */
function Dots({ ids, content }: { readonly ids: readonly string[]; readonly content: TestimonialsContent }) {
  return (
    <nav aria-label={content.positionLabel} data-review-dots>
      {ids.map((id, index) => (
        <a key={id} href={`#${id}`} aria-label={content.dotLabel(index + 1, ids.length)} data-review-dot>
          <span />
        </a>
      ))}
    </nav>
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
  const ids = content.items.map((_, index) => `stimme-${index + 1}`);
  return (
    <Section id={id} tone="tinted" title={content.title} subtitle={content.subtitle}>
      {showReviews && (
        <div data-reviews-block>
          {/* On phones a row to swipe through, one quote in view and the next peeking in: the element that scrolls is
              itself the named region and a Tab stop, so the keyboard can scroll it and a screen reader names what it
              lands on. From tablet width the grid around it sets the quotes in three columns and the row has no box
              (display: contents), so it is no Tab stop that leads nowhere; Chromium keeps its role and name, one
              region at either width (docs/sicherheit.md). Positioned, so that what is positioned inside (the
              screen-reader comma) scrolls with it instead of widening a phone's page. */}
          <div className="review-grid">
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1) */}
            <section aria-label={content.reviewsLabel} tabIndex={0} className="review-row" data-reviews>
              {content.items.map((item, index) => (
                <Quote
                  key={`${item.name}-${item.city}`}
                  item={item}
                  id={ids[index] ?? ''}
                  label={content.ratingLabel(item.rating)}
                  origin={content.origin(item)}
                />
              ))}
            </section>
          </div>
          <Dots ids={ids} content={content} />
          <p className="mt-6 text-center text-sm text-pretty text-slate-600">{content.verificationNote}</p>
          {/* The platform's reviews in a line of their own: our note on checking ours does not read as said of them. */}
          {content.allReviews && (
            <p className="mt-2 text-center text-sm text-pretty text-slate-600">
              {`${content.allReviews.lead} `}
              {/* Its look in the stylesheet ([data-all-reviews], src/site-rules.css). */}
              <a href={content.allReviews.href} {...EXTERNAL_LINK} data-all-reviews>
                {content.allReviews.label}
              </a>
              {`. ${content.allReviews.verification}`}
            </p>
          )}
        </div>
      )}
      {showBeforeAfter && <BeforeAfter content={content.beforeAfter} />}
    </Section>
  );
}
