import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { testimonials } from '../../src/content/testimonials.ts';
import { Testimonials } from '../../src/sections/Testimonials.tsx';

// Both sides of settings.showBeforeAfter, whatever site.ts says today.
it('shows the before/after picture with its caption while the setting is on', () => {
  const html = renderToStaticMarkup(<Testimonials id="erfahrungen" content={testimonials} showBeforeAfter />);
  expect(html).toContain('data-before-after');
  expect(html).toContain(`alt="${testimonials.beforeAfter.alt}"`);
  expect(html).toContain(testimonials.beforeAfter.caption);
  expect(html.match(/data-testimonial/g)).toHaveLength(3);
});

it('leaves the before/after picture out when the setting is off', () => {
  const html = renderToStaticMarkup(<Testimonials id="erfahrungen" content={testimonials} showBeforeAfter={false} />);
  expect(html).not.toContain('data-before-after');
  expect(html).not.toContain('<img');
  expect(html).not.toContain(testimonials.beforeAfter.caption);
  expect(html.match(/data-testimonial/g)).toHaveLength(3);
});
