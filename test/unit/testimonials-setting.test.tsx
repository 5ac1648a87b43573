import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { isPair, testimonials } from '../../src/content/testimonials.ts';
import { Testimonials } from '../../src/sections/Testimonials.tsx';

// Both sides of settings.showBeforeAfter and settings.showTestimonials, whatever site.ts says today.
it('shows the before/after picture with its caption while the setting is on', () => {
  const html = renderToStaticMarkup(
    <Testimonials id="erfahrungen" content={testimonials} showBeforeAfter showReviews />,
  );
  expect(html).toContain('data-before-after');
  const { beforeAfter } = testimonials;
  for (const image of isPair(beforeAfter) ? [beforeAfter.before, beforeAfter.after] : [beforeAfter]) {
    expect(html).toContain(`alt="${image.alt}"`);
  }
  expect(html).toContain(testimonials.beforeAfter.caption);
  expect(html.match(/data-testimonial/g)).toHaveLength(3);
});

it('leaves the before/after picture out when the setting is off', () => {
  const html = renderToStaticMarkup(
    <Testimonials id="erfahrungen" content={testimonials} showBeforeAfter={false} showReviews />,
  );
  expect(html).not.toContain('data-before-after');
  expect(html).not.toContain('<img');
  expect(html).not.toContain(testimonials.beforeAfter.caption);
  expect(html.match(/data-testimonial/g)).toHaveLength(3);
});

it('leaves the reviews and their verification note out when that setting is off', () => {
  const html = renderToStaticMarkup(
    <Testimonials id="erfahrungen" content={testimonials} showBeforeAfter showReviews={false} />,
  );
  expect(html).not.toContain('data-testimonial');
  expect(html).not.toContain(testimonials.verificationNote);
  expect(html).toContain('data-before-after');
});

it('leaves the whole section out when it would show nothing', () => {
  const html = renderToStaticMarkup(
    <Testimonials id="erfahrungen" content={testimonials} showBeforeAfter={false} showReviews={false} />,
  );
  expect(html).toBe('');
});
