// Engine pages at any window size. engine.ts opens the two named viewports (phone, desktop) every journey uses; the
// widths test also needs tablets (768, 820, 1024 px). The drivers already open a page at any size (Driver.open), so this
// only launches one with driverForSuite and opens its pages at the size asked for. Neither driver can resize a page
// it has opened, so each size is a page of its own (WebKit resizes its one window only when the size changes).
import { inject } from 'vitest';
import { driverForSuite, type EngineName } from './engine.ts';

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** A loaded page of one engine at one size. */
export interface SizedPage {
  /** Runs a self-contained function in the page (sent as source text); awaits a returned promise. */
  evaluate<R>(fn: () => R): Promise<Awaited<R>>;
  close(): Promise<void>;
}

/** One browser of `name` for the enclosing describe block (driverForSuite); its pages open at any size. */
export function sizedEngineForSuite(name: EngineName): () => { open(size: Size, path: string): Promise<SizedPage> } {
  const driver = driverForSuite(name);
  return () => {
    const running = driver();
    return {
      async open(size, path) {
        const { page, origin } = await running.open(size, inject('baseURL'), []);
        await page.goto(new URL(path, origin).href);
        return {
          evaluate: <R>(fn: () => R) => page.evaluate(fn.toString(), []) as Promise<Awaited<R>>,
          close: () => page.close(),
        };
      },
    };
  };
}
