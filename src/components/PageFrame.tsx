// What every page but the error screen has around its content: the fixed header with the contact buttons and the phone
// menu, the footer, and on phones the bottom bar, so that every way to reach us is one tap away on every page.
import type { ReactNode } from 'react';
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
  /** After the bottom bar: what only floats above the page (the landing page's toasts). */
  readonly after?: ReactNode;
  readonly children: ReactNode;
}

export function PageFrame({ landing = false, after, children }: PageFrameProps) {
  const frame = (
    <>
      <Header landing={landing} />
      {children}
      <Footer />
      <MobileBar />
      {after}
    </>
  );
  return landing ? frame : <WithIconSymbols>{frame}</WithIconSymbols>;
}
