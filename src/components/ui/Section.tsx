// The frame of a landing section: anchor id, centred heading and subtitle, and a width-limited container; tighter on
// phones, where every screen of height is a scroll the visitor has to make.
import type { ReactNode } from 'react';

interface SectionProps {
  readonly id: string;
  readonly title: ReactNode;
  readonly subtitle?: ReactNode;
  readonly tone?: 'white' | 'tinted';
  readonly children: ReactNode;
}

export function Section({ id, title, subtitle, tone = 'white', children }: SectionProps) {
  const headingId = `${id}-titel`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-section={id}
      className={`py-8 sm:py-24 ${tone === 'tinted' ? 'bg-slate-50' : 'bg-white'}`}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <header className="mx-auto mb-6 max-w-2xl text-center sm:mb-14">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {title}
          </h2>
          {subtitle && <p className="mt-3 text-base text-slate-600 sm:mt-4 sm:text-lg">{subtitle}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
