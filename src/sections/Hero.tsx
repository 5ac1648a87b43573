// Hero: badge, title, the offer with both starting prices and the WhatsApp button first, so that a phone's first screen
// (390×664 between Safari's bars, above the fixed bottom bar) shows what a visitor needs to act; then the subtitle, the
// trust points and the team image. One order for every screen, so reading and tab order match what is seen.
import { Fragment } from 'react';
import { Icon } from '../components/Icon.tsx';
import { Picture } from '../components/Picture.tsx';
import { ButtonLink } from '../components/ui/ButtonLink.tsx';
import type { HeroContent } from '../content/hero.ts';
import { Editable } from '../edit-mode/Editable.tsx';

/** The language's own list ('a', 'a und b', 'a, b und c'), so the section adds no words; each item set in bold. */
const LIST = new Intl.ListFormat('de', { type: 'conjunction' });

function Listed({ items }: { readonly items: readonly string[] }) {
  // The parts of one list, in a fixed order; separators repeat, so only their place tells them apart.
  return LIST.formatToParts(items).map((part, index) =>
    part.type === 'element' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <strong key={`${index}-${part.value}`} className="font-semibold whitespace-nowrap text-slate-900">
        {part.value}
      </strong>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <Fragment key={`${index}-${part.value}`}>{part.value}</Fragment>
    ),
  );
}

export function Hero({ content }: { readonly content: HeroContent }) {
  return (
    <section
      aria-labelledby="hero-titel"
      data-section="hero"
      className="bg-gradient-to-b from-teal-50 to-white pt-20 pb-12 sm:pt-32 sm:pb-24"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-12">
        <div className="min-w-0">
          <Editable
            content={content.badge}
            as="p"
            className="inline-block rounded-full bg-teal-100 px-3 py-1 text-sm font-semibold text-teal-900 sm:px-4 sm:py-1.5"
          />
          <h1
            id="hero-titel"
            className="mt-4 text-[2rem] leading-tight font-bold tracking-tight text-slate-900 sm:mt-6 sm:text-5xl sm:leading-none lg:text-6xl"
          >
            <Editable content={content.titleStart} />{' '}
            <Editable content={content.titleHighlight} className="block text-teal-700" />
          </h1>
          <p className="mt-4 text-base text-slate-700 sm:mt-6 sm:text-lg" data-hero-offer>
            {content.offer.lead} <Listed items={content.offer.prices} />, {content.offer.note}.
          </p>
          <div className="mt-5 flex flex-col flex-wrap gap-3 sm:mt-8 sm:flex-row">
            <ButtonLink action={content.primary} variant="whatsapp" size="lg" wrap />
            {/* On a phone the prices are already on screen above; the menu leads to them as well. */}
            <ButtonLink action={content.secondary} variant="outline" size="lg" wrap className="max-sm:hidden" />
          </div>
          <Editable content={content.subtitle} as="p" className="mt-8 text-base text-slate-600 sm:text-xl" />
          <ul
            className="mt-6 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:text-base"
            aria-label="Ihre Vorteile auf einen Blick"
          >
            {content.trustPoints.map((point) => (
              <li key={point.text} className="flex items-center gap-2 font-medium text-slate-800 sm:gap-3">
                <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-teal-100 text-teal-800 sm:size-9">
                  <Icon name={point.icon} className="size-4 sm:size-5" />
                </span>
                {point.text}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-600">{content.priceNote}</p>
        </div>
        <Picture image={content.image} layout="hero" priority className="rounded-3xl shadow-xl" />
      </div>
    </section>
  );
}
