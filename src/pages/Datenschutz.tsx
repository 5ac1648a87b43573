// The /datenschutz page: the legal text from src/content/legal/datenschutz.ts in the legal page frame.
import { datenschutz } from '../content/legal/datenschutz.ts';
import { pages } from '../routes.ts';
import { LegalPage } from './LegalPage.tsx';

export function Datenschutz() {
  return <LegalPage document={datenschutz} page={pages.datenschutz} />;
}
