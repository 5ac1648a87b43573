// What every page but the error screen has around its content: the fixed header with the contact buttons and the phone
// menu, the footer, and on phones the bottom bar, so that every way to reach us is one tap away on every page.
import type { ReactNode } from 'react';
import { ConsentBanner } from '../consent/ConsentBanner.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { MobileBar } from './MobileBar.tsx';

export function PageFrame({ children }: { readonly children: ReactNode }) {
  return (
    <>
      <Header />
      {children}
      <ConsentBanner />
      <Footer />
      <MobileBar />
    </>
  );
}
