// What every page but the error screen has around its content: the fixed header with the contact buttons and the phone
// menu, the consent banner, the footer, and on phones the bottom bar, so that every way to reach us is one tap away on
// every page.
import type { ReactNode } from 'react';
import { ConsentBanner } from '../consent/ConsentBanner.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { WithIconSymbols } from './IconSymbols.tsx';
import { MobileBar } from './MobileBar.tsx';

interface PageFrameProps {
  /**
   * The landing page: in-page section anchors and the owner's edit controls in the header, and icons from the sprite
   * file. Every other page carries the symbols of its icons itself (components/IconSymbols.tsx).
   */
  readonly landing?: boolean;
  /**
   * The consent banner after the content (where it is asked for at all: src/consent/ConsentBanner.tsx); the landing
   * page places it itself, right after the hero, where a visitor meets it on the first screens.
   */
  readonly consentBanner?: boolean;
  /** After the bottom bar: what only floats above the page (the landing page's toasts). */
  readonly after?: ReactNode;
  readonly children: ReactNode;
}

export function PageFrame({ landing = false, consentBanner = true, after, children }: PageFrameProps) {
  const frame = (
    <>
      <Header landing={landing} />
      {children}
      {consentBanner && <ConsentBanner />}
      <Footer />
      <MobileBar />
      {after}
    </>
  );
  return landing ? frame : <WithIconSymbols>{frame}</WithIconSymbols>;
}
