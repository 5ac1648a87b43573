// A legal text (src/content/legal/agb.ts) as a page, served at its route by file name (src/page-modules.ts).
import { agb } from '../content/legal/agb.ts';
import { legalPage } from './LegalPage.tsx';

export default legalPage(agb);
