// The /agb page: the legal text from src/content/legal/agb.ts in the legal page frame.
import { agb } from '../content/legal/agb.ts';
import { pages } from '../routes.ts';
import { LegalPage, legalShell } from './LegalPage.tsx';
import type { Screen } from './screen.ts';

function Agb() {
  return <LegalPage document={agb} />;
}

export const agbScreen: Screen = { shell: legalShell(pages.agb), Body: Agb };
