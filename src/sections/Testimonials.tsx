// Patient testimonials with five-star ratings, and the before/after image when the setting allows it.
import { Icon } from '../components/Icon.tsx';
import { Picture } from '../components/Picture.tsx';
import { Section } from '../components/ui/Section.tsx';
import type { Testimonial, TestimonialsContent } from '../content/testimonials.ts';

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
    <figure className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testimonial>
      <Stars rating={item.rating} label={label} />
      <blockquote className="mt-4 flex-1 text-slate-700">
        <p>„{item.text}“</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
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

interface TestimonialsProps {
  readonly id: string;
  readonly content: TestimonialsContent;
  readonly showBeforeAfter: boolean;
  /** The reviews and their verification note (site.ts `settings.showTestimonials`). */
  readonly showReviews: boolean;
}

export function Testimonials({ id, content, showBeforeAfter, showReviews }: TestimonialsProps) {
  const image = content.beforeAfter;
  // With neither reviews nor picture there is nothing to show, not even the heading.
  if (!showReviews && !showBeforeAfter) return null;
  return (
    <Section id={id} tone="tinted" title={content.title} subtitle={content.subtitle}>
      {showReviews && (
        <>
          <div className="grid gap-6 md:grid-cols-3">
            {content.items.map((item) => (
              <Quote key={item.name} item={item} label={content.ratingLabel(item.rating)} />
            ))}
          </div>
          <p className="mt-6 text-center text-sm text-slate-600">{content.verificationNote}</p>
        </>
      )}
      {showBeforeAfter && (
        <figure className="mx-auto mt-12 max-w-3xl" data-before-after>
          <Picture image={image} layout="figure" className="rounded-2xl border border-slate-200 bg-white shadow-sm" />
          <figcaption className="mt-3 text-center text-sm text-slate-600">{image.caption}</figcaption>
        </figure>
      )}
    </Section>
  );
}
