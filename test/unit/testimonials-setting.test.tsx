import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { testimonials } from '../../src/content/testimonials.ts';
import { Testimonials } from '../../src/sections/Testimonials.tsx';
import { settings } from '../../src/site.ts';

it('shows the before/after image while the setting is on, as the spec does by default', () => {
  expect(settings.showBeforeAfter).toBe(true);
  const html = renderToStaticMarkup(<Testimonials id="erfahrungen" content={testimonials} showBeforeAfter />);
  expect(html).toContain('src="/images/before-after.svg"');
});

it('leaves the before/after image out when the setting is off', () => {
  const html = renderToStaticMarkup(<Testimonials id="erfahrungen" content={testimonials} showBeforeAfter={false} />);
  expect(html).not.toContain('before-after');
  expect(html.match(/data-testimonial/g)).toHaveLength(3);
});
