// The /impressum page: the legal text from src/content/legal/impressum.ts in the legal page frame.
import { impressum } from '../content/legal/impressum.ts';
import { pages } from '../routes.ts';
import { LegalPage, legalShell } from './LegalPage.tsx';
import type { Screen } from './screen.ts';

function Impressum() {
  return <LegalPage document={impressum} />;
}

export const impressumScreen: Screen = { shell: legalShell(pages.impressum), Body: Impressum };
