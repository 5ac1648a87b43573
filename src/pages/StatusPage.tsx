// The frame of the error screen: logo, a large heading, a line of text and a way home. Deliberately bare: it shows
// when rendering failed, so it draws on as little of the site as it can.
import type { ReactNode } from 'react';
import { Logo } from '../components/Logo.tsx';

interface StatusPageProps {
  readonly heading: string;
  /** The heading's language where it is not the page's German (the spec's English status headings). */
  readonly headingLang?: string;
  readonly children: ReactNode;
}

export function StatusPage({ heading, headingLang, children }: StatusPageProps) {
  return (
    <main id="inhalt" className="flex min-h-screen flex-col items-center justify-center bg-sand-50 px-4 text-center">
      <Logo className="h-10 w-auto" />
      <h1
        lang={headingLang}
        className="mt-10 font-display text-4xl font-semibold tracking-tight text-balance text-slate-900 sm:text-5xl"
      >
        {heading}
      </h1>
      {children}
    </main>
  );
}
