// The /datenschutz page: the legal text from src/content/legal/datenschutz.ts in the legal page frame.
import { datenschutz } from '../content/legal/datenschutz.ts';
import { pageMeta } from '../content/pages.ts';
import { LegalPage } from './LegalPage.tsx';

export function Datenschutz() {
  return <LegalPage document={datenschutz} meta={pageMeta.datenschutz} />;
}
