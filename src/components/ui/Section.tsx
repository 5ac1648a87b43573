// The frame of a landing section: anchor id, centred heading in the display face and subtitle, and a width-limited
// container; tighter on phones, where every screen of height is a scroll the visitor has to make.
import type { ReactNode } from 'react';

/** The section backgrounds, alternating white and warm sand so that sections read apart without lines. */
const tones = { white: 'bg-white', tinted: 'bg-sand-50' } as const;

interface SectionProps {
  readonly id: string;
  readonly title: ReactNode;
  readonly subtitle?: ReactNode;
  /** A subtitle that adds nothing a phone's visitor needs: shown from sm, where a screen holds more. */
  readonly subtitleFromSm?: boolean;
  readonly tone?: keyof typeof tones;
  readonly children: ReactNode;
}

export function Section({ id, title, subtitle, subtitleFromSm = false, tone = 'white', children }: SectionProps) {
  const headingId = `${id}-titel`;
  return (
    <section id={id} aria-labelledby={headingId} data-section={id} className={`py-7 sm:py-16 lg:py-20 ${tones[tone]}`}>
      <div className="wrap">
        <header className="section-head">
          <h2 id={headingId} className="section-title">
            {title}
          </h2>
          {subtitle && (
            <p
              className={`mt-2 text-base text-pretty text-slate-600 sm:mt-4 sm:text-lg ${subtitleFromSm ? 'max-sm:hidden' : ''}`}
            >
              {subtitle}
            </p>
          )}
        </header>
        {children}
      </div>
    </section>
  );
}
