// The generic screen for an unexpected error (spec): the fixed heading and the error's message, never a stack trace.
// Deliberately bare (logo, heading, a line of text and a way home, no header or footer): it shows when rendering failed,
// so it draws on as little of the site as it can.

import type { PageHead } from '../components/Document.tsx';
import { Logo } from '../components/Logo.tsx';
import { ButtonLink } from '../components/ui/ButtonLink.tsx';
import { MAIN_ID } from '../content/navigation.ts';
import { errorText } from '../content/pages.ts';
import { paths } from '../routes.ts';

export const errorHead: PageHead = { meta: errorText.meta, fallbackHeadings: true };

export function ErrorPage({ message }: { readonly message: string }) {
  return (
    <main id={MAIN_ID} className="flex min-h-screen flex-col items-center justify-center bg-sand-50 px-4 text-center">
      <Logo className="h-10 w-auto" />
      {/* The spec's heading is English: marked as such (WCAG 3.1.2). */}
      <h1
        lang={errorText.headingLang}
        className="mt-10 font-display text-4xl font-semibold tracking-tight text-balance text-slate-900 sm:text-5xl"
      >
        {errorText.heading}
      </h1>
      <p
        className="mt-4 max-w-md rounded-lg bg-white px-4 py-3 font-mono text-sm text-slate-800 shadow-sm"
        data-error-message
      >
        {message}
      </p>
      <p className="mt-4 max-w-md text-slate-600">{errorText.text}</p>
      <ButtonLink action={{ label: errorText.homeLink, href: paths.home, icon: 'arrow-left' }} className="mt-8" />
    </main>
  );
}
