// The engine driver for Firefox ESR (WebDriver BiDi; Debian ships no geckodriver, and the npm one downloads at run
// time) and, when asked for, Chromium (CDP), both through puppeteer-core. Each page gets its own browser context, so
// it starts with empty storage; pages of other origins go to a proxy that refuses them.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page, type Target } from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';
import type { Driver, DriverPage, LaunchOptions } from './engine.ts';
import { ANSWERED_HOST, startDeadProxy } from './proxies.ts';

/**
 * Firefox reports a web font whose download a navigation cut off (NS_BINDING_ABORTED, 0x804B0002) as a page error. The
 * headings' font is requested only after the first paint (docs/gestaltung.md, "Schrift"), so a test that reloads soon
 * after load can cut it off; the page did nothing wrong, and a font that really fails (404, bad file) has another status.
 */
const ABORTED_BY_NAVIGATION = /^downloadable font: download failed .*status=2152398850\b/;

/** A browser command that does not answer in time fails the test instead of hanging it. */
const STEP_MS = 20_000;

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Where a window was sent: Firefox shows a refused address as about:neterror?…&u=<address>. */
function sentTo(url: string): string {
  if (!url.startsWith('about:neterror')) return url;
  return new URLSearchParams(url.slice(url.indexOf('?') + 1)).get('u') ?? url;
}

/**
 * Where Firefox sends a mailto: link: Debian's Firefox has no mail program to hand it to and reports nothing through
 * WebDriver BiDi, so the profile names a web mail handler instead (as a webmail site registers itself). Firefox then
 * requests this address with the link, encoded as `%s`, which the dead proxy records and answers with nothing (the page
 * stays): the link exactly as Firefox wrote it.
 */
const MAIL_HANDLER = `http://${ANSWERED_HOST}/mail?u=`;

/** Firefox's list of protocol handlers (handlers.json in the profile): mailto: goes to MAIL_HANDLER, without asking. */
const MAIL_HANDLERS_FILE = JSON.stringify({
  defaultHandlersVersion: {},
  mimeTypes: {},
  schemes: { mailto: { action: 2, ask: false, handlers: [{ name: 'Test', uriTemplate: `${MAIL_HANDLER}%s` }] } },
});

/** The mailto: links among the dead proxy's request lines (`GET <MAIL_HANDLER><link> HTTP/1.1`). */
function mailtoLinksIn(requests: readonly string[]): string[] {
  const prefix = `GET ${MAIL_HANDLER}`;
  return requests
    .filter((line) => line.startsWith(prefix))
    .map((line) => decodeURIComponent(line.slice(prefix.length).split(' ')[0] ?? ''));
}

function functionFrom(source: string): (...args: unknown[]) => unknown {
  return new Function(`return (${source});`)() as (...args: unknown[]) => unknown;
}

export async function launchPuppeteer(name: 'firefox' | 'chromium', options: LaunchOptions): Promise<Driver> {
  const javaScript = options.javaScript ?? true;
  const home = await mkdtemp(join(tmpdir(), `bemedics-${name}-`));
  const dead = await startDeadProxy();
  const env = {
    ...process.env,
    HOME: home,
    XDG_CONFIG_HOME: join(home, 'config'),
    XDG_CACHE_HOME: join(home, 'cache'),
    XDG_DATA_HOME: join(home, 'data'),
  };
  const profile = join(home, 'profile');
  await mkdir(profile);
  await writeFile(join(profile, 'handlers.json'), MAIL_HANDLERS_FILE);
  let browser: Browser;
  try {
    browser =
      name === 'firefox'
        ? await puppeteer.launch({
            browser: 'firefox',
            executablePath: FIREFOX_PATH,
            headless: true,
            userDataDir: profile,
            env,
            timeout: 30_000,
            protocolTimeout: STEP_MS,
            extraPrefsFirefox: {
              'javascript.enabled': javaScript,
              'ui.prefersReducedMotion': 1,
              'network.proxy.type': 1,
              'network.proxy.http': '127.0.0.1',
              'network.proxy.http_port': dead.port,
              'network.proxy.ssl': '127.0.0.1',
              'network.proxy.ssl_port': dead.port,
              // The mail handler above opens without asking whether this site may use it.
              'security.external_protocol_requires_permission': false,
              ...options.firefoxPrefs,
            },
          })
        : await puppeteer.launch({
            browser: 'chrome',
            executablePath: CHROMIUM_PATH,
            headless: true,
            env,
            timeout: 30_000,
            protocolTimeout: STEP_MS,
            args: [
              ...CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
              `--proxy-server=127.0.0.1:${dead.port}`,
            ],
          });
  } catch (error) {
    await dead.close();
    await rm(home, { recursive: true, force: true });
    throw error;
  }
  const version = await browser.version();

  async function open(viewport: { width: number; height: number }, baseURL: string, init: string[]) {
    const context = await browser.createBrowserContext();
    const page: Page = await context.newPage();
    const errors: string[] = [];
    const dialogs: string[] = [];
    const popups: Target[] = [];
    const error = (text: string) => {
      if (!ABORTED_BY_NAVIGATION.test(text)) errors.push(text);
    };
    page.on('console', (message) => {
      if (message.type() === 'error') error(message.text());
    });
    // Firefox reports page-level errors that are no exception (a failed font download, too) through this event.
    page.on('pageerror', (thrown) => error(thrown instanceof Error ? thrown.message : String(thrown)));
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    context.on('targetcreated', (target) => {
      if (target.type() === 'page') popups.push(target);
    });
    // Chromium reports each navigation the page asks for, a mailto: link too; Firefox's go to the dead proxy.
    const mailtoLinks: string[] = [];
    const requestsBefore = dead.requests.length;
    if (name === 'chromium') {
      const cdp = await page.createCDPSession();
      await cdp.send('Page.enable');
      cdp.on('Page.frameRequestedNavigation', ({ url }) => {
        if (url.startsWith('mailto:')) mailtoLinks.push(url);
      });
    }
    await page.setViewport(viewport);
    if (name === 'chromium') {
      await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
      if (!javaScript) await page.setJavaScriptEnabled(false);
    }
    for (const source of init) await page.evaluateOnNewDocument(source);

    const driverPage: DriverPage = {
      goto: async (url) => {
        await page.goto(url, { waitUntil: 'load' });
      },
      reload: async () => {
        await page.reload({ waitUntil: 'load' });
      },
      url: async () => page.url(),
      evaluate: (source, args) => page.evaluate(functionFrom(source), ...args),
      // At the middle of the element's first box, as WebDriver clicks (its "in-view centre point"): a text that wraps
      // has a box per line, and the middle of their union can lie between two lines, outside the element. Not
      // page.click: it waits for script in the page, which never answers when JavaScript is off.
      click: async (selector) => {
        const point = await page.evaluate((sel: string) => {
          const box = document.querySelector(sel)?.getClientRects()[0];
          return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
        }, selector);
        if (!point) throw new Error(`${name}: nothing matches ${selector}`);
        await page.mouse.click(point.x, point.y);
      },
      press: async (keys) => {
        for (const key of keys) await page.keyboard.down(key as never);
        for (const key of keys.toReversed()) await page.keyboard.up(key as never);
      },
      type: (text) => page.keyboard.type(text),
      errors: async () => [...errors],
      dialogs: async () => [...dialogs],
      mailtoLinks: async () =>
        name === 'chromium' ? [...mailtoLinks] : mailtoLinksIn(dead.requests.slice(requestsBefore)),
      popups: async () => popups.map((target) => sentTo(target.url())),
      closePopups: async () => {
        for (const target of popups.splice(0)) await (await target.page())?.close();
      },
      close: () => context.close(),
    };
    return { page: driverPage, origin: new URL(baseURL).origin };
  }

  return {
    version,
    externalRequests: dead.requests,
    open,
    async close() {
      await browser.close();
      await dead.close();
      await rm(home, { recursive: true, force: true });
    },
  };
}
