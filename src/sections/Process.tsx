// 'So läuft es ab': three numbered steps.
import { Icon } from '../components/Icon.tsx';
import { Section } from '../components/ui/Section.tsx';
import type { ProcessContent } from '../content/process.ts';

export function Process({ id, content }: { readonly id: string; readonly content: ProcessContent }) {
  return (
    <Section id={id} title={content.title} subtitle={content.subtitle}>
      <ol className="grid gap-6 md:grid-cols-3">
        {content.steps.map((step, index) => (
          <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-4">
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-teal-700 text-lg font-bold text-white">
                {index + 1}
              </span>
              <Icon name={step.icon} className="size-6 text-teal-700" />
            </div>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-2 text-slate-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
