// The screen of every page in the route table (routes.ts): a page without a screen, or a screen without a page, is a
// type error.
import type { FunctionComponent } from 'react';
import { Agb } from './pages/Agb.tsx';
import { Datenschutz } from './pages/Datenschutz.tsx';
import { Home } from './pages/Home.tsx';
import { Impressum } from './pages/Impressum.tsx';
import type { PageId } from './routes.ts';

export const screens: { readonly [Id in PageId]: FunctionComponent } = {
  home: Home,
  impressum: Impressum,
  datenschutz: Datenschutz,
  agb: Agb,
};
