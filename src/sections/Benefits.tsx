// 'Warum Bemedics?': six benefit cards, every title and description editable.
import { Editable } from '../components/Editable.tsx';
import { Icon } from '../components/Icon.tsx';
import { Section } from '../components/ui/Section.tsx';
import type { BenefitsContent } from '../content/benefits.ts';

export function Benefits({ id, content }: { readonly id: string; readonly content: BenefitsContent }) {
  return (
    <Section id={id} title={<Editable content={content.title} />} subtitle={<Editable content={content.subtitle} />}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {content.cards.map((card) => (
          <li key={card.title.key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
              <Icon name={card.icon} className="size-6" />
            </span>
            <Editable content={card.title} as="h3" className="mt-4 text-lg font-semibold text-slate-900" />
            <Editable content={card.description} as="p" className="mt-2 text-slate-600" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
