// A legal text (src/content/legal/impressum.ts) as a page, served at its route by file name (src/page-modules.ts).
import { impressum } from '../content/legal/impressum.ts';
import { legalPage } from './LegalPage.tsx';

export default legalPage(impressum);
