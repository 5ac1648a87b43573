// The /datenschutz page: the legal text from src/content/legal/datenschutz.ts in the legal page frame.
import { datenschutz } from '../content/legal/datenschutz.ts';
import { pages } from '../routes.ts';
import { LegalPage, legalShell } from './LegalPage.tsx';
import type { Screen } from './screen.ts';

function Datenschutz() {
  return <LegalPage document={datenschutz} />;
}

export const datenschutzScreen: Screen = { shell: legalShell(pages.datenschutz), Body: Datenschutz };
