// Patient testimonials with five-star ratings, and the before/after image when the setting allows it.
import { Icon } from '../components/Icon.tsx';
import { Picture } from '../components/Picture.tsx';
import { Section } from '../components/ui/Section.tsx';
import type { Testimonial } from '../content/patient-reviews.ts';
import { type BeforeAfterContent, isPair, type TestimonialsContent } from '../content/testimonials.ts';

function Stars({ rating, label }: { readonly rating: number; readonly label: string }) {
  return (
    <p className="flex gap-0.5 text-amber-500" role="img" aria-label={label} data-rating={rating}>
      {Array.from({ length: rating }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the stars are identical and never reorder
        <Icon key={index} name="star" className="size-5 fill-current" />
      ))}
    </p>
  );
}

function Quote({ item, label }: { readonly item: Testimonial; readonly label: string }) {
  return (
    <figure
      className="flex w-[85%] shrink-0 snap-start flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 md:w-auto"
      data-testimonial
    >
      <Stars rating={item.rating} label={label} />
      <blockquote className="mt-3 flex-1 text-sm text-slate-700 sm:mt-4 sm:text-base">
        <p>„{item.text}“</p>
      </blockquote>
      <figcaption className="mt-4 flex items-center gap-3 sm:mt-6">
        <span
          aria-hidden="true"
          className="inline-flex size-10 items-center justify-center rounded-full bg-teal-100 font-semibold text-teal-900"
        >
          {item.name.charAt(0)}
        </span>
        <span data-author>
          <span className="block font-semibold text-slate-900">{item.name}</span>
          <span className="sr-only">, </span>
          <span className="block text-sm text-slate-600">{item.city}</span>
        </span>
      </figcaption>
    </figure>
  );
}

const frame = 'rounded-2xl border border-slate-200 bg-white shadow-sm';

/** The before/after: one composed picture, or two photos side by side, each labelled. */
function BeforeAfter({ content }: { readonly content: BeforeAfterContent }) {
  return (
    <figure className="mx-auto mt-8 max-w-3xl sm:mt-12" data-before-after>
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
        <>
          {/* On phones a row to swipe through, one quote in view and the next peeking in (a focusable region, so the
              keyboard can scroll it too); from tablet width three columns. Positioned, so that what is positioned
              inside (the screen-reader comma) scrolls with it instead of widening a phone's page. */}
          <section
            aria-label={content.reviewsLabel}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
            tabIndex={0}
            className="relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-3 md:gap-6 md:overflow-visible md:px-0 md:pb-0"
            data-reviews
          >
            {content.items.map((item) => (
              <Quote key={item.name} item={item} label={content.ratingLabel(item.rating)} />
            ))}
          </section>
          <p className="mt-6 text-center text-sm text-slate-600">{content.verificationNote}</p>
        </>
      )}
      {showBeforeAfter && <BeforeAfter content={content.beforeAfter} />}
    </Section>
  );
}
