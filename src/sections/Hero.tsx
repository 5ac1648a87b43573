// Hero: badge, two-part title, subtitle, trust points, calls to action and the team image.
import { Editable } from '../components/Editable.tsx';
import { Icon } from '../components/Icon.tsx';
import { Picture } from '../components/Picture.tsx';
import { ButtonLink } from '../components/ui/ButtonLink.tsx';
import type { HeroContent } from '../content/hero.ts';

export function Hero({ content }: { readonly content: HeroContent }) {
  return (
    <section
      aria-labelledby="hero-titel"
      data-section="hero"
      className="bg-gradient-to-b from-teal-50 to-white pt-24 pb-16 sm:pt-32 sm:pb-24"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div className="min-w-0">
          <Editable
            content={content.badge}
            as="p"
            className="inline-block rounded-full bg-teal-100 px-4 py-1.5 text-sm font-semibold text-teal-900"
          />
          <h1 id="hero-titel" className="mt-6 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">
            <Editable content={content.titleStart} />{' '}
            <Editable content={content.titleHighlight} className="block text-teal-700" />
          </h1>
          <Editable content={content.subtitle} as="p" className="mt-6 text-lg text-slate-600 sm:text-xl" />
          <ul className="mt-8 grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label="Ihre Vorteile auf einen Blick">
            {content.trustPoints.map((point) => (
              <li key={point.text} className="flex items-center gap-3 font-medium text-slate-800">
                <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-teal-100 text-teal-800">
                  <Icon name={point.icon} className="size-5" />
                </span>
                {point.text}
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-col flex-wrap gap-3 sm:flex-row">
            <ButtonLink action={content.primary} variant="whatsapp" size="lg" wrap />
            <ButtonLink action={content.secondary} variant="outline" size="lg" wrap />
          </div>
          <p className="mt-4 text-sm text-slate-600">{content.priceNote}</p>
        </div>
        <Picture image={content.image} layout="hero" priority className="rounded-3xl shadow-xl" />
      </div>
    </section>
  );
}
