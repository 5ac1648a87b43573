// 'Warum Bemedics?': six benefits, every title and description editable: a compact list on phones (icon beside the
// text), cards on tablets, and from lg three editorial columns under a hairline each, so that the page's boxes are left
// to what a visitor compares or acts on (prices, steps, quotes).

import { Icon } from '../components/Icon.tsx';
import { Section } from '../components/ui/Section.tsx';
import type { BenefitsContent } from '../content/benefits.ts';
import { Editable } from '../edit-mode/Editable.tsx';

export function Benefits({ id, content }: { readonly id: string; readonly content: BenefitsContent }) {
  return (
    <Section id={id} title={<Editable content={content.title} />} subtitle={<Editable content={content.subtitle} />}>
      <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 lg:gap-x-12 lg:gap-y-12">
        {content.cards.map((card) => (
          <li key={card.title.key} className="benefit">
            <span className="icon-tile size-9 sm:size-12">
              <Icon name={card.icon} className="size-5 sm:size-6" />
            </span>
            <div className="min-w-0">
              <Editable content={card.title} as="h3" className="font-semibold text-slate-900 sm:mt-4 sm:text-lg" />
              <Editable
                content={card.description}
                as="p"
                className="mt-1 text-sm text-pretty text-slate-600 sm:mt-2 sm:text-base"
              />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
