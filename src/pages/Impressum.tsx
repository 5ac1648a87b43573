// The /impressum page: the legal text from src/content/legal/impressum.ts in the legal page frame.
import { impressum } from '../content/legal/impressum.ts';
import { pages } from '../routes.ts';
import { LegalPage } from './LegalPage.tsx';

export function Impressum() {
  return <LegalPage document={impressum} page={pages.impressum} />;
}
