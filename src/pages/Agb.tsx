// The /agb page: the legal text from src/content/legal/agb.ts in the legal page frame.
import { agb } from '../content/legal/agb.ts';
import { pages } from '../routes.ts';
import { LegalPage } from './LegalPage.tsx';

export function Agb() {
  return <LegalPage document={agb} page={pages.agb} />;
}
