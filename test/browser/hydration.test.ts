// The landing page's islands through their real life: a deploy that removed their code or props, a phone that went
// offline, an island or chunk that throws, malformed props, props in the page, a slow chunk and impatient visitors. No
// click or submit is lost or doubled: a held action is replayed once after hydration, or happens natively when the
// islands cannot start.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile, clientReady, type OpenedPage, openPage, type ViewportName } from './chromium.ts';
import { holdBack } from './hold-back.ts';

const browser = chromiumForFile();

const ISLANDS_CHUNK = '**/assets/hydrate-*.js';
const ENTRY = '**/assets/main-*.js';
const PROPS_FILE = '**/inseln/*.json';
const ISLAND_ERROR = /^Insel „\w+“ konnte nicht starten/;
const LOAD_ERROR = /^Die Inseln konnten nicht geladen werden/;

interface Watched extends OpenedPage {
  /** Every submit that reached the window: whether something had prevented it, and where it would go. */
  submits(): Promise<{ prevented: boolean; action: string }[]>;
  /** Every window.open call (the hydrated form opens the mail program with it). */
  opened(): Promise<string[]>;
  /** Page loads of this tab, reloads included. */
  loads(): number;
}

/**
 * Opens the landing page with `setup` applied first (routes, init scripts). Submits that reach the window are
 * recorded and then stopped, so a native mailto submission is seen but does not leave the page.
 */
async function open(
  viewport: ViewportName,
  setup: (page: Page, context: BrowserContext) => Promise<unknown> = async () => {},
): Promise<Watched> {
  const opened = await openPage(browser(), viewport, 'about:blank');
  const { page } = opened;
  await page.context().addInitScript(() => {
    const seen = { submits: [] as { prevented: boolean; action: string }[], opened: [] as string[] };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    window.addEventListener('submit', (event) => {
      const form = event.target as HTMLFormElement;
      seen.submits.push({ prevented: event.defaultPrevented, action: form.action });
      event.preventDefault();
    });
    window.open = (url?: string | URL) => {
      seen.opened.push(String(url));
      return null;
    };
  });
  await setup(page, page.context());
  let loads = 0;
  page.on('load', () => {
    loads++;
  });
  await page.goto(new URL('/', inject('baseURL')).href);
  await clientReady(page);
  const seen = () =>
    page.evaluate(() => (window as unknown as { __seen: { submits: never[]; opened: never[] } }).__seen);
  return {
    ...opened,
    submits: async () => (await seen()).submits,
    opened: async () => (await seen()).opened,
    loads: () => loads,
  };
}

/** Opens the landing page as `open` does, with the islands' chunk held back until `release()` (then `setup`). */
async function openHoldingIslands(
  viewport: ViewportName,
  setup: (page: Page) => Promise<unknown> = async () => {},
): Promise<{ watched: Watched; release: () => void }> {
  let release = () => {};
  const watched = await open(viewport, async (page) => {
    release = await holdBack(page, ISLANDS_CHUNK);
    await setup(page);
  });
  return { watched, release };
}

/** Answers the islands' chunk as a deploy leaves it: gone. */
const removed = (page: Page) => page.route(ISLANDS_CHUNK, (route) => route.fulfill({ status: 404, body: 'weg' }));
/** Answers the islands' props as a deploy leaves them: gone (src/components/island-props.ts). */
const removedProps = (page: Page) => page.route(PROPS_FILE, (route) => route.fulfill({ status: 404, body: 'weg' }));

/** Rewrites the landing page's HTML on its way to the browser. */
const rewriteHome = (page: Page, rewrite: (html: string) => string) =>
  page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: rewrite(await response.text()) });
    },
  );

/** The landing page with island `name`'s props in its marker instead of the file (`props`: an HTML value, quoted). */
const propsInMarker = (name: string, props: string) => (html: string) =>
  html.replace(new RegExp(`(data-island="${name}") data-props-src="[^"]*"`), `$1 data-props=${props}`);

/** The islands' props as the deploy serves them, from the address the landing page names. */
async function servedProps(): Promise<Record<string, unknown>> {
  const html = await (await fetch(new URL('/', inject('baseURL')))).text();
  const address = /data-props-src="([^"]+)"/.exec(html)?.[1];
  if (!address) throw new Error('Die Startseite nennt keine Datei mit den Props ihrer Inseln.');
  return (await (await fetch(new URL(address, inject('baseURL')))).json()) as Record<string, unknown>;
}

async function fillForm(page: Page, consent = true): Promise<void> {
  const form = page.locator('form[data-contact-form]');
  await form.scrollIntoViewIfNeeded();
  await form.locator('#kontakt-name').fill('Max Muster');
  await form.locator('#kontakt-email').fill('max@example.de');
  await form.locator('#kontakt-message').fill('Hallo, bitte um Rückruf.');
  if (consent) await form.locator('#kontakt-consent').check();
}

const submitButton = (page: Page) =>
  page.locator('form[data-contact-form]').getByRole('button', { name: 'E-Mail-Programm öffnen' });

/** Waits until the submit has settled one way or the other (loading and hydrating can take seconds on a busy machine). */
const settled = (watched: Watched) =>
  expect.poll(async () => (await watched.submits()).length + (await watched.opened()).length).toBeGreaterThan(0);

// At the phone's size only: what these tests prove is the islands' logic, and nothing in it depends on the width. The
// client wires the same handlers at every size (no media query or width in client/; hydration starts on pointerover,
// pointerdown, touchstart or focusin: client/main.tsx), and the same journey at desktop size ran the same code again.
// The form's layout at both sizes: test/browser/contact-form.test.ts (docs/tests.md, „Laufzeit“).
describe.each<ViewportName>(['phone'])('the contact form at %s size', (viewport) => {
  it.each([
    ['code', removed],
    ['props', removedProps],
  ])('after a deploy removed the islands’ %s, submits natively to the mail program', async (_what, gone) => {
    const watched = await open(viewport, gone);
    await fillForm(watched.page);
    await submitButton(watched.page).click();
    await settled(watched);
    expect(await watched.submits()).toEqual([{ prevented: false, action: expect.stringMatching(/^mailto:/) }]);
    expect(await watched.opened()).toEqual([]);
    expect(watched.errors.filter((error) => !LOAD_ERROR.test(error) && !/404/.test(error))).toEqual([]);
    await watched.close();
  });

  it('after a deploy removed the code, still requires consent: nothing is sent without it', async () => {
    const watched = await open(viewport, removed);
    await fillForm(watched.page, false);
    await submitButton(watched.page).click();
    const consent = watched.page.locator('form[data-contact-form] #kontakt-consent');
    expect(await consent.evaluate((box: HTMLInputElement) => box.validity.valueMissing)).toBe(true);
    await watched.page.waitForTimeout(300);
    expect(await watched.submits()).toEqual([]);
    expect(await watched.opened()).toEqual([]);
    await watched.close();
  });

  it('offline, submits natively (the mail program needs no network)', async () => {
    const watched = await open(viewport);
    await watched.page.context().setOffline(true);
    await fillForm(watched.page);
    await submitButton(watched.page).click();
    await settled(watched);
    expect(await watched.submits()).toEqual([{ prevented: false, action: expect.stringMatching(/^mailto:/) }]);
    await watched.page.context().setOffline(false);
    await watched.close();
  });

  it('when the islands’ chunk throws, submits natively', async () => {
    const watched = await open(viewport, (page) =>
      page.route(ISLANDS_CHUNK, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: "throw new Error('kaputter Chunk');" }),
      ),
    );
    await fillForm(watched.page);
    await submitButton(watched.page).click();
    await settled(watched);
    expect(await watched.submits()).toEqual([{ prevented: false, action: expect.stringMatching(/^mailto:/) }]);
    await watched.close();
  });

  it.each([
    ['malformed props', "'{'"],
    ['props of the wrong shape (the island throws)', "'{}'"],
  ])('with %s, keeps the form’s server HTML, reports it once and submits natively', async (_case, props) => {
    const watched = await open(viewport, (page) => rewriteHome(page, propsInMarker('ContactForm', props)));
    // The island fails as soon as it hydrates (a pointer over it is enough); the visitor then fills and sends the form.
    await watched.page.locator('form[data-contact-form]').hover();
    await expect.poll(() => watched.errors.filter((error) => ISLAND_ERROR.test(error)).length).toBe(1);
    await fillForm(watched.page);
    await submitButton(watched.page).click();
    await settled(watched);
    expect(await watched.submits()).toEqual([{ prevented: false, action: expect.stringMatching(/^mailto:/) }]);
    expect(await watched.page.locator('form[data-contact-form] #kontakt-consent[required]').count()).toBe(1);
    expect(watched.errors.filter((error) => ISLAND_ERROR.test(error))).toHaveLength(1);
    await watched.close();
  });

  it('when the island throws while a submit waits for it, gives the form back as typed and submits it natively', async () => {
    const { watched, release } = await openHoldingIslands(viewport, (page) =>
      rewriteHome(page, propsInMarker('ContactForm', "'{}'")),
    );
    await fillForm(watched.page);
    await submitButton(watched.page).click();
    release();
    await settled(watched);
    expect(await watched.submits()).toEqual([{ prevented: false, action: expect.stringMatching(/^mailto:/) }]);
    expect(await watched.page.locator('form[data-contact-form] #kontakt-name').inputValue()).toBe('Max Muster');
    expect(await watched.page.locator('form[data-contact-form] #kontakt-consent').isChecked()).toBe(true);
    expect(watched.errors.filter((error) => ISLAND_ERROR.test(error))).toHaveLength(1);
    await watched.close();
  });

  it('sent twice before a slow chunk arrives, opens one mail', async () => {
    const { watched, release } = await openHoldingIslands(viewport);
    await fillForm(watched.page);
    await submitButton(watched.page).click();
    await submitButton(watched.page).click();
    await submitButton(watched.page).dblclick();
    release();
    await expect.poll(() => watched.opened()).toHaveLength(1);
    await watched.page.waitForTimeout(500);
    expect(await watched.opened()).toEqual([expect.stringMatching(/^mailto:/)]);
    expect((await watched.submits()).every((submit) => submit.prevented)).toBe(true);
    await watched.close();
  });
});

describe('the desktop edit buttons', () => {
  const toggle = (page: Page) => page.locator('[data-header-actions] button[data-edit-toggle]');

  /** A click reloads the page once; the same click on the reloaded page (still broken) does not reload again. */
  async function expectOneReload(watched: Watched): Promise<void> {
    await toggle(watched.page).click();
    await expect.poll(() => watched.loads()).toBe(2);
    await clientReady(watched.page);
    await toggle(watched.page).click();
    await watched.page.waitForTimeout(1000);
    expect(watched.loads()).toBe(2);
  }

  it.each([
    ['after a deploy removed their code', removed],
    ['after a deploy removed their props', removedProps],
    ['with a corrupt props file', (page: Page) => page.route(PROPS_FILE, (route) => route.fulfill({ body: '{' }))],
  ])('%s, reload the page once to the current deploy, never in a loop', async (_case, gone) => {
    const watched = await open('desktop', gone);
    await expectOneReload(watched);
    expect(await toggle(watched.page).textContent()).toBe('Bearbeiten');
    await watched.close();
  });

  it('guard that reload also when the browser blocks every storage', async () => {
    const watched = await open('desktop', async (page) => {
      await removed(page);
      await page.addInitScript(() => {
        for (const name of ['localStorage', 'sessionStorage']) {
          Object.defineProperty(window, name, {
            get() {
              throw new DOMException('Der Speicher ist gesperrt.', 'SecurityError');
            },
          });
        }
      });
    });
    await expectOneReload(watched);
    await watched.close();
  });

  it('offline, do not reload into the browser’s error page, and work once the phone is back online', async () => {
    const watched = await open('desktop');
    await watched.page.context().setOffline(true);
    await toggle(watched.page).click();
    await watched.page.waitForTimeout(1000);
    expect(watched.loads()).toBe(1);
    await watched.page.context().setOffline(false);
    await toggle(watched.page).click();
    await expect.poll(() => toggle(watched.page).getAttribute('aria-pressed')).toBe('true');
    await watched.close();
  });

  it('clicked twice before a slow chunk arrives, switch edit mode on once (not on and off again)', async () => {
    const { watched, release } = await openHoldingIslands('desktop');
    await toggle(watched.page).dblclick();
    release();
    await expect.poll(() => toggle(watched.page).getAttribute('aria-pressed')).toBe('true');
    await watched.page.waitForTimeout(500);
    expect(await toggle(watched.page).getAttribute('aria-pressed')).toBe('true');
    await watched.close();
  });

  it('clicked before the client entry has even loaded, still switch edit mode on', async () => {
    const opened = await openPage(browser(), 'desktop', 'about:blank');
    const release = await holdBack(opened.page, ENTRY);
    await opened.page.goto(new URL('/', inject('baseURL')).href, { waitUntil: 'domcontentloaded' });
    expect(await opened.page.locator('html[data-client-ready]').count()).toBe(0);
    await toggle(opened.page).click();
    release();
    await expect.poll(() => toggle(opened.page).getAttribute('aria-pressed')).toBe('true');
    await opened.close();
  });

  it('with their props in the page and no file, go live from those props', async () => {
    const file = await servedProps();
    const attribute = (props: unknown) =>
      `'${JSON.stringify(props).replaceAll('&', '&amp;').replaceAll("'", '&#x27;')}'`;
    const watched = await open('desktop', async (page) => {
      await removedProps(page);
      await rewriteHome(page, (html) =>
        Object.entries(file).reduce((page, [name, props]) => propsInMarker(name, attribute(props))(page), html),
      );
    });
    expect(await watched.page.locator('[data-island][data-props-src]').count()).toBe(0);
    await toggle(watched.page).click();
    await expect.poll(() => toggle(watched.page).getAttribute('aria-pressed')).toBe('true');
    expect(watched.loads()).toBe(1);
    await watched.close();
  });

  it('with malformed props, keep their server HTML and reload once', async () => {
    const watched = await open('desktop', (page) => rewriteHome(page, propsInMarker('EditControls', "'{'")));
    await expectOneReload(watched);
    expect(await toggle(watched.page).textContent()).toBe('Bearbeiten');
    await watched.close();
  });
});
