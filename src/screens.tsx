// The screen of every page in the route table (routes.ts): its shell and its body. A page without a screen, or a
// screen without a page, is a type error.
import { agbScreen } from './pages/Agb.tsx';
import { datenschutzScreen } from './pages/Datenschutz.tsx';
import { homeScreen } from './pages/Home.tsx';
import { impressumScreen } from './pages/Impressum.tsx';
import type { Screen } from './pages/screen.ts';
import type { PageId } from './routes.ts';

export const screens: { readonly [Id in PageId]: Screen } = {
  home: homeScreen,
  impressum: impressumScreen,
  datenschutz: datenschutzScreen,
  agb: agbScreen,
};
