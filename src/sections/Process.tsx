// 'So läuft es ab': three numbered steps; a compact list on phones, cards from tablet width.
import { Icon } from '../components/Icon.tsx';
import { Section } from '../components/ui/Section.tsx';
import type { ProcessContent } from '../content/process.ts';

export function Process({ id, content }: { readonly id: string; readonly content: ProcessContent }) {
  return (
    <Section id={id} title={content.title} subtitle={content.subtitle}>
      <ol className="grid gap-5 md:grid-cols-3 md:gap-6">
        {content.steps.map((step, index) => (
          <li
            key={step.title}
            className="relative flex gap-4 md:block md:rounded-2xl md:border md:border-slate-200 md:bg-white md:p-6 md:shadow-sm"
          >
            <div className="flex shrink-0 items-center gap-4">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-teal-700 font-bold text-white md:size-12 md:text-lg">
                {index + 1}
              </span>
              <Icon name={step.icon} className="hidden size-6 text-teal-700 md:block" />
            </div>
            <div className="min-w-0">
              <h3 className="font-semibold text-slate-900 md:mt-4 md:text-lg">{step.title}</h3>
              <p className="mt-1 text-sm text-slate-600 md:mt-2 md:text-base">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mx-auto mt-6 max-w-2xl text-sm text-slate-600 md:text-center">{content.photos}</p>
    </Section>
  );
}
