// The generic screen for an unexpected error (spec): the fixed heading and the error's message, never a stack trace.

import type { DocumentShell } from '../components/Document.tsx';
import { ButtonLink } from '../components/ui/ButtonLink.tsx';
import { errorText, pageMeta } from '../content/pages.ts';
import { paths } from '../routes.ts';
import { StatusPage } from './StatusPage.tsx';

export const errorShell: DocumentShell = { meta: pageMeta.error };

export function ErrorPage({ message }: { readonly message: string }) {
  return (
    <StatusPage heading={errorText.heading} headingLang={errorText.headingLang}>
      <p
        className="mt-4 max-w-md rounded-lg bg-white px-4 py-3 font-mono text-sm text-slate-800 shadow-sm"
        data-error-message
      >
        {message}
      </p>
      <p className="mt-4 max-w-md text-slate-600">{errorText.text}</p>
      <ButtonLink action={{ label: errorText.homeLink, href: paths.home, icon: 'arrow-left' }} className="mt-8" />
    </StatusPage>
  );
}
