// The frame of the 404 and error screens: logo, a large heading, a line of text and a way home.
import type { ReactNode } from 'react';
import { Document } from '../components/Document.tsx';
import { Logo } from '../components/Logo.tsx';
import type { PageMeta } from '../content/pages.ts';

interface StatusPageProps {
  readonly meta: PageMeta;
  readonly eyebrow?: string;
  readonly heading: string;
  /** The heading's language where it is not the page's German (the spec's English status headings). */
  readonly headingLang?: string;
  readonly inlineScript?: string;
  readonly children: ReactNode;
}

export function StatusPage({ meta, eyebrow, heading, headingLang, inlineScript, children }: StatusPageProps) {
  return (
    <Document meta={meta} {...(inlineScript ? { inlineScript } : {})}>
      <main id="inhalt" className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 text-center">
        <Logo className="h-10 w-auto" />
        {eyebrow && <p className="mt-10 text-6xl font-bold text-teal-700">{eyebrow}</p>}
        <h1 lang={headingLang} className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {heading}
        </h1>
        {children}
      </main>
    </Document>
  );
}
