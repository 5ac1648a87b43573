// A legal text (src/content/legal/datenschutz.ts) as a page, served at its route by file name (src/page-modules.ts).
import { datenschutz } from '../content/legal/datenschutz.ts';
import { legalPage } from './LegalPage.tsx';

export default legalPage(datenschutz);
