// The screen of every page in the route table (routes.ts): its shell and its body. A page without a screen, or a
// screen without a page, is a type error. The table and the screens are two modules because the content links to pages
// by path while the screens render that content: one module would import itself (README, "Aufbau").
import { agb } from './content/legal/agb.ts';
import { datenschutz } from './content/legal/datenschutz.ts';
import { impressum } from './content/legal/impressum.ts';
import { homeScreen } from './pages/Home.tsx';
import { legalScreen } from './pages/LegalPage.tsx';
import type { Screen } from './pages/screen.ts';
import { type PageId, pages } from './routes.ts';

export const screens: { readonly [Id in PageId]: Screen } = {
  home: homeScreen,
  impressum: legalScreen(pages.impressum, impressum),
  datenschutz: legalScreen(pages.datenschutz, datenschutz),
  agb: legalScreen(pages.agb, agb),
};
