// One small, engine-neutral way to drive a page. Every engine journey is written once against it and runs in each
// engine of ENGINES: Firefox (puppeteer.ts, WebDriver BiDi through puppeteer-core) and WebKitGTK (webkit.ts, WebDriver
// classic through WebKitWebDriver), and Chromium (the same puppeteer driver over CDP) when asked for.
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { type ViewportName, viewports } from '../browser/chromium.ts';
import { type InitScript, initSource } from './page-scripts.ts';

export { routes, type ViewportName, viewports } from '../browser/chromium.ts';

export type EngineName = 'firefox' | 'webkit' | 'chromium';

/** The engines to run: `ENGINES=firefox,webkit` (the default), or any of firefox, webkit, chromium. */
export const engineNames: readonly EngineName[] = (() => {
  const names = (process.env.ENGINES ?? 'firefox,webkit').split(',').map((name) => name.trim());
  for (const name of names) {
    if (name !== 'firefox' && name !== 'webkit' && name !== 'chromium') throw new Error(`unknown engine ${name}`);
  }
  return names as EngineName[];
})();

export interface LaunchOptions {
  /** false: the engine runs no page script at all (a browser setting, as a visitor would switch it off). */
  readonly javaScript?: boolean;
  /** WebKit only: runtime features switched off (MiniBrowser --features), e.g. PopoverAttribute for Safari < 17. */
  readonly webkitFeaturesOff?: readonly string[];
  /** Firefox only: preferences, e.g. `dom.details_group.enabled: false` for an engine without `<details name>`. */
  readonly firefoxPrefs?: Readonly<Record<string, string | number | boolean>>;
}

export interface OpenOptions {
  /** Run in every document of the page before the page's own scripts. */
  readonly init?: readonly InitScript[];
  /** Another build to open, e.g. a copy with a setting switched on (default: the build under test). */
  readonly baseURL?: string;
}

/** What each driver implements; everything else is built on it, once, in EnginePage. */
export interface DriverPage {
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** Runs `source` (a function expression) with `args`; awaits a returned promise. */
  evaluate(source: string, args: readonly unknown[]): Promise<unknown>;
  /** A real click in the middle of the first element matching `selector` (already scrolled into view). */
  click(selector: string): Promise<void>;
  /** Keys pressed together, in order: e.g. ['Control', 'a'] or ['Enter']. */
  press(keys: readonly string[]): Promise<void>;
  /** Types text into the focused element, character by character. */
  type(text: string): Promise<void>;
  /** Console errors, uncaught exceptions and CSP reports of every document this page showed. */
  errors(): Promise<string[]>;
  /** Messages of the alerts the page showed; each was accepted. */
  dialogs(): Promise<string[]>;
  /**
   * The mailto: links the page handed to the mail program, each exactly as the engine wrote it (not decoded: a "+" for a
   * space stays a "+").
   */
  mailtoLinks(): Promise<string[]>;
  /** Where each window the page opened was sent (the address, also when the load failed). */
  popups(): Promise<string[]>;
  closePopups(): Promise<void>;
  close(): Promise<void>;
}

export interface Driver {
  readonly version: string;
  /** Requests to any origin but the test server's, e.g. `CONNECT wa.me:443 HTTP/1.1`: all refused. */
  readonly externalRequests: readonly string[];
  open(
    viewport: { width: number; height: number },
    baseURL: string,
    init: string[],
  ): Promise<{ page: DriverPage; origin: string }>;
  close(): Promise<void>;
}

/** A page in one engine at one viewport, with the few queries the journeys need. */
export class EnginePage {
  constructor(
    readonly engine: EngineName,
    readonly viewport: ViewportName,
    private readonly driver: DriverPage,
    /** The origin this page is served from (a fresh one per page in WebKit: empty storage). */
    readonly origin: string,
  ) {}

  goto(path: string): Promise<void> {
    return this.driver.goto(new URL(path, this.origin).href);
  }

  reload(): Promise<void> {
    return this.driver.reload();
  }

  url(): Promise<string> {
    return this.driver.url();
  }

  /** Runs a self-contained function in the page (it is sent as source text) and returns its JSON-able result. */
  async evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return (await this.driver.evaluate(fn.toString(), args)) as Awaited<R>;
  }

  /**
   * Scrolls the element to the middle of the window at once (smooth scrolling makes WebDriver clicks miss), waits until
   * the page stands still as a visitor sees it before he taps, checks the element is still in view, and clicks. A
   * section not drawn yet is drawn a frame later at its real height (src/site-rules.css), and its neighbours with it:
   * so the scroll is repeated until a whole round moves nothing. Read from here, not with a frame callback in the page:
   * with JavaScript off the page runs none.
   */
  async click(selector: string): Promise<void> {
    const place = () =>
      this.evaluate((sel: string) => {
        const element = document.querySelector(sel);
        if (!element) return null;
        const { top, bottom } = element.getBoundingClientRect();
        // Every section in view drawn: its content is skipped until then (content-visibility: auto).
        const drawn = [...document.querySelectorAll('[data-section], [data-footer]')].every((part) => {
          const box = part.getBoundingClientRect();
          const inView = box.bottom > 0 && box.top < innerHeight;
          return !inView || (part.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? true);
        });
        return { top: Math.round(top), bottom: Math.round(bottom), height: innerHeight, drawn };
      }, selector);
    const scroll = () =>
      this.evaluate((sel: string) => {
        const element = document.querySelector(sel);
        element?.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
        return element !== null;
      }, selector);
    let where: Awaited<ReturnType<typeof place>> = null;
    for (let round = 0; round < 5; round++) {
      if (!(await scroll())) throw new Error(`${this.engine}: nothing matches ${selector}`);
      const scrolled = await place();
      where = scrolled;
      for (let reading = 0; reading < 100; reading++) {
        await new Promise((done) => setTimeout(done, 100));
        const now = await place();
        const still = now?.drawn && now.top === where?.top;
        where = now;
        if (still) break;
      }
      if (where?.top === scrolled?.top) break;
    }
    if (!where || where.bottom <= 0 || where.top >= where.height) {
      throw new Error(`${this.engine}: ${selector} left the view after scrolling to it (top ${where?.top} px)`);
    }
    await this.driver.click(selector);
  }

  /** Presses a key or a chord: 'Enter', 'Escape', 'Tab', 'Shift+Tab', 'Control+a'. */
  press(chord: string): Promise<void> {
    return this.driver.press(chord.split('+'));
  }

  /** Types into the focused element; a line break is the Enter key. */
  async type(text: string): Promise<void> {
    const lines = text.split('\n');
    for (const [index, line] of lines.entries()) {
      if (index > 0) await this.driver.press(['Enter']);
      if (line) await this.driver.type(line);
    }
  }

  /** Clicks a field, selects what it holds and types `text` over it. */
  async fill(selector: string, text: string): Promise<void> {
    await this.click(selector);
    await this.evaluate((sel: string) => {
      const field = document.querySelector(sel);
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.select();
    }, selector);
    if (text) await this.type(text);
    else await this.press('Backspace');
  }

  errors(): Promise<string[]> {
    return this.driver.errors();
  }

  dialogs(): Promise<string[]> {
    return this.driver.dialogs();
  }

  mailtoLinks(): Promise<string[]> {
    return this.driver.mailtoLinks();
  }

  popups(): Promise<string[]> {
    return this.driver.popups();
  }

  closePopups(): Promise<void> {
    return this.driver.closePopups();
  }

  close(): Promise<void> {
    return this.driver.close();
  }

  /** Rendered and not hidden: a box with an area, and not display:none, visibility:hidden or content-visibility. */
  visible(selector: string): Promise<boolean> {
    return this.evaluate((sel: string) => {
      const element = document.querySelector(sel);
      if (!element) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
    }, selector);
  }

  count(selector: string): Promise<number> {
    return this.evaluate((sel: string) => document.querySelectorAll(sel).length, selector);
  }

  text(selector: string): Promise<string | null> {
    return this.evaluate((sel: string) => document.querySelector(sel)?.textContent ?? null, selector);
  }

  attribute(selector: string, name: string): Promise<string | null> {
    return this.evaluate(
      (sel: string, attr: string) => document.querySelector(sel)?.getAttribute(attr) ?? null,
      selector,
      name,
    );
  }

  /** Whether the focused element matches `selector`. */
  focused(selector: string): Promise<boolean> {
    return this.evaluate((sel: string) => document.activeElement?.matches(sel) ?? false, selector);
  }

  /** The landing page's client entry has wired its handlers (it loads after the load event). */
  async clientReady(): Promise<void> {
    await expect
      .poll(() => this.evaluate(() => document.documentElement.hasAttribute('data-client-ready')), { timeout: 15_000 })
      .toBe(true);
  }

  /**
   * The headings' web font has been switched on and has loaded. It comes after the load event (docs/gestaltung.md),
   * and its lines wrap a little differently from the fallback's, so a position measured before it would move; a
   * test that measures positions waits for it.
   */
  async fontsSettled(): Promise<void> {
    await expect.poll(() => this.evaluate(() => document.documentElement.hasAttribute('data-fonts'))).toBe(true);
    await this.evaluate(async () => {
      const heading = document.querySelector('h1, h2');
      if (!heading) return;
      const style = getComputedStyle(heading);
      await document.fonts.load(`${style.fontWeight} 16px ${style.fontFamily}`);
    });
  }

  /** Runs `action`, which makes the page load again by itself, and waits until the new document has loaded. */
  async reloadedBy(action: () => Promise<void>): Promise<void> {
    await this.evaluate(() => {
      (window as unknown as { __engineBefore: boolean }).__engineBefore = true;
    });
    await action();
    await expect
      .poll(
        () =>
          this.evaluate(
            () =>
              !(window as unknown as { __engineBefore?: boolean }).__engineBefore && document.readyState === 'complete',
          ).catch(() => false),
        { timeout: 15_000 },
      )
      .toBe(true);
  }
}

export interface Engine {
  readonly name: EngineName;
  readonly version: string;
  readonly externalRequests: readonly string[];
  /** Opens `path` at a viewport; `init` scripts run before the page's own in every document of this page. */
  open(viewport: ViewportName, path: string, options?: OpenOptions): Promise<EnginePage>;
}

async function launch(name: EngineName, options: LaunchOptions): Promise<Driver> {
  if (name === 'webkit') return (await import('./webkit.ts')).launchWebKit(options);
  return (await import('./puppeteer.ts')).launchPuppeteer(name, options);
}

/**
 * The driver of one browser of `name` for the enclosing describe block: launched before its tests, closed after them
 * (startup costs seconds, so the tests share it; each page gets fresh storage all the same).
 */
export function driverForSuite(name: EngineName, options: LaunchOptions = {}): () => Driver {
  let driver: Driver | undefined;
  beforeAll(async () => {
    driver = await launch(name, options);
  });
  afterAll(async () => {
    await driver?.close();
  });
  return () => {
    if (!driver) throw new Error(`${name} is not running`);
    return driver;
  };
}

/** One browser of `name` for the enclosing describe block (driverForSuite), opening pages at the named viewports. */
export function engineForSuite(name: EngineName, options: LaunchOptions = {}): () => Engine {
  const driver = driverForSuite(name, options);
  return () => {
    const running = driver();
    return {
      name,
      version: running.version,
      externalRequests: running.externalRequests,
      async open(viewport, path, openOptions = {}) {
        const init = (openOptions.init ?? []).map(initSource);
        const { page, origin } = await running.open(
          viewports[viewport],
          openOptions.baseURL ?? inject('baseURL'),
          init,
        );
        const opened = new EnginePage(name, viewport, page, origin);
        await opened.goto(path);
        return opened;
      },
    };
  };
}
