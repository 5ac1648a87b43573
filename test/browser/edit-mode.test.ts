// Edit mode (spec): the desktop toggle, saving on blur, the limits, reset, and restoring saved texts at start-up.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { EDITABLE_KEYS } from '../../src/edit-mode/editable-keys.ts';
import { MAX_TEXT_LENGTH } from '../../src/edit-mode/saved-texts.ts';
import { chromiumForFile, clientReady, openPage, settled, type ViewportName } from './chromium.ts';
import {
  editModeOn,
  keyed,
  openWithToasts,
  replaceText,
  seed,
  stored,
  storedRaw,
  texts,
  visibleToast,
} from './edit-page.ts';

const browser = chromiumForFile();

const SAVED = 'Änderung gespeichert.';
const TOO_LONG = 'Der Text ist zu lang: höchstens 400 Zeichen.';
const RESET_DONE = 'Alle Änderungen wurden zurückgesetzt.';
const RESET_LABEL = 'Alle Änderungen zurücksetzen';
const RESTORE_FAILED = 'Gespeicherte Texte konnten nicht geladen werden';
const HOSTILE = '<img src=x onerror="window.__pwned=1">';

const open = (viewport: ViewportName, init?: () => void) => openWithToasts(browser(), viewport, init);
/** Focuses the keyed text and selects all of it, so that the keys pressed next replace it; returns its locator. */
async function selectAllOf(page: Page, key: string) {
  const element = page.locator(keyed(key));
  await element.click();
  await page.keyboard.press('ControlOrMeta+A');
  return element;
}

/** The landing page at desktop size with edit mode switched on (every editable text editable). */
async function openEditing() {
  const opened = await open('desktop');
  await editModeOn(opened.page);
  return opened;
}

describe('edit mode at desktop size', () => {
  // The tools grow in edit mode (Fertig, Exportieren, Importieren): the navigation stays where it was, and the bar still
  // holds everything, at the narrowest desktop width and at a laptop's.
  it.each([1024, 1280])('keeps the navigation in place and the header within its bar at %i px', async (width) => {
    const { page, close } = await openPage(browser(), 'desktop', '/', { viewport: { width, height: 800 } });
    const boxes = () =>
      page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
        const bar = box('[data-header-bar]');
        const padding = Number.parseFloat(
          getComputedStyle(document.querySelector('[data-header-bar]') as Element).paddingRight,
        );
        return {
          nav: Math.round(box('[data-header-bar] nav')?.left ?? Number.NaN),
          actionsRight: Math.round(box('[data-header-actions]')?.right ?? Number.NaN),
          barRight: Math.round((bar?.right ?? Number.NaN) - padding),
          navRight: Math.round(box('[data-header-bar] nav')?.right ?? Number.NaN),
          actionsLeft: Math.round(box('[data-header-actions]')?.left ?? Number.NaN),
          phoneShown: (box('[data-header-phone]')?.width ?? 0) > 0,
        };
      });
    await settled(page);
    const before = await boxes();
    expect(before.phoneShown).toBe(width >= 1280);
    await editModeOn(page);
    await expect.poll(async () => (await page.locator('[data-edit-tray] button').count()) > 2).toBe(true);
    const editing = await boxes();
    expect(editing.nav).toBe(before.nav);
    expect(editing.actionsRight).toBeLessThanOrEqual(editing.barRight);
    expect(editing.navRight).toBeLessThan(editing.actionsLeft);
    // The phone number in the bar (from 1280 px) makes room for the tools while he edits, and is back once he is done.
    const phone = page.locator('[data-header-phone]');
    if (before.phoneShown) {
      expect(await phone.isVisible()).toBe(false);
      await page.locator('[data-edit-toggle]').click();
      await expect.poll(() => phone.isVisible()).toBe(true);
    }
    await close();
  });

  it('toggles between Bearbeiten and Fertig and makes exactly the 20 keyed texts editable', async () => {
    const { page, errors, close } = await open('desktop');
    const toggle = page.locator('[data-header-actions] button[data-edit-toggle]');
    expect(await toggle.isVisible()).toBe(true);
    await clientReady(page);
    expect((await toggle.textContent())?.trim()).toBe('Bearbeiten');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');

    const keys = await page
      .locator('[data-edit-key]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-edit-key')));
    expect(keys.toSorted()).toEqual([...EDITABLE_KEYS].toSorted());
    const editable = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((node) => node.isContentEditable)
          .map((node) => node.getAttribute('data-edit-key') ?? node.tagName),
      );
    const outline = () =>
      page
        .locator('[data-edit-key]')
        .evaluateAll((nodes) =>
          nodes.map((node) => `${getComputedStyle(node).outlineStyle} ${getComputedStyle(node).outlineWidth}`),
        );
    expect(await editable()).toEqual([]);
    expect(await page.locator('[contenteditable], [data-editing]').count()).toBe(0);
    for (const style of await outline()) expect(style).toMatch(/^none /);

    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    expect((await toggle.textContent())?.trim()).toBe('Fertig');
    await expect
      .poll(() => page.locator('[data-edit-key][contenteditable="plaintext-only"][data-editing]').count())
      .toBe(EDITABLE_KEYS.length);
    expect(await page.locator('[contenteditable]').count()).toBe(EDITABLE_KEYS.length);
    expect(await page.locator('[data-editing]').count()).toBe(EDITABLE_KEYS.length);
    expect((await editable()).toSorted()).toEqual([...EDITABLE_KEYS].toSorted());
    for (const style of await outline()) {
      expect(style).not.toMatch(/^none /);
      expect(style).not.toMatch(/ 0px$/);
    }

    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    expect((await toggle.textContent())?.trim()).toBe('Bearbeiten');
    await expect.poll(() => page.locator('[contenteditable], [data-editing]').count()).toBe(0);
    expect(await editable()).toEqual([]);
    expect(await storedRaw(page), 'toggling alone stores nothing').toBeNull();
    expect(errors).toEqual([]);
    await close();
  });

  it('saves an edited text under its key on blur, keeps the other keys and shows it after a reload', async () => {
    const { page, toasts, close } = await open('desktop');
    await seed(page, { 'usps-title': 'Gespeicherter Titel' });
    expect(await page.locator(keyed('usps-title')).textContent()).toBe('Gespeicherter Titel');
    await editModeOn(page);
    await replaceText(page, 'hero-title-1', 'Neuer Titel');

    await expect.poll(() => visibleToast(page, SAVED).isVisible()).toBe(true);
    expect(await visibleToast(page, SAVED).getAttribute('data-tone')).toBe('success');
    expect(await page.locator(keyed('hero-title-1')).textContent()).toBe('Neuer Titel');
    expect(await stored(page)).toEqual({ 'usps-title': 'Gespeicherter Titel', 'hero-title-1': 'Neuer Titel' });
    expect(toasts.map((toast) => toast.text)).toEqual([expect.stringContaining(SAVED)]);

    await page.reload();
    expect(await page.locator(keyed('hero-title-1')).textContent()).toBe('Neuer Titel');
    expect(await page.locator(keyed('usps-title')).textContent()).toBe('Gespeicherter Titel');
    expect((await page.locator('button[data-edit-toggle]').textContent())?.trim()).toBe('Bearbeiten');
    expect(await page.locator('[contenteditable]').count()).toBe(0);
    await close();
  });

  it('neither saves nor notifies when a text is left unchanged', async () => {
    const { page, toasts, close } = await openEditing();
    const badge = page.locator(keyed('hero-badge'));
    await badge.click();
    await badge.blur();
    // A real change afterwards proves that blur handling is live; only that one may be stored and announced.
    await replaceText(page, 'usps-title', 'Nur dieser Titel');
    await expect.poll(() => visibleToast(page, SAVED).isVisible()).toBe(true);
    expect(await stored(page)).toEqual({ 'usps-title': 'Nur dieser Titel' });
    expect(toasts).toHaveLength(1);
    await close();
  });

  it('ends editing with Enter instead of inserting a line break, and saves', async () => {
    const { page, close } = await openEditing();
    const subtitle = await selectAllOf(page, 'hero-subtitle');
    await page.keyboard.type('Erste Zeile');
    await page.keyboard.press('Enter');
    await expect.poll(() => subtitle.evaluate((node) => node === document.activeElement)).toBe(false);
    await page.keyboard.type('danach');
    expect(await subtitle.textContent()).toBe('Erste Zeile');
    expect(await subtitle.evaluate((node) => node.innerHTML)).toBe('Erste Zeile');
    await expect.poll(() => visibleToast(page, SAVED).isVisible()).toBe(true);
    expect(await stored(page)).toEqual({ 'hero-subtitle': 'Erste Zeile' });
    await close();
  });

  it('pastes plain text only', async () => {
    const { page, close } = await open('desktop');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inject('baseURL') });
    await editModeOn(page);
    await page.evaluate(async () => {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/html': new Blob(['<b>Fetter</b> <a href="https://evil.example/">Link</a>'], { type: 'text/html' }),
          'text/plain': new Blob(['Fetter Link'], { type: 'text/plain' }),
        }),
      ]);
    });
    const title = await selectAllOf(page, 'services-title');
    await page.keyboard.press('ControlOrMeta+V');
    await expect.poll(() => title.textContent()).toBe('Fetter Link');
    expect(await title.evaluate((node) => node.childElementCount)).toBe(0);
    await title.blur();
    await expect.poll(() => visibleToast(page, SAVED).isVisible()).toBe(true);
    expect(await stored(page)).toEqual({ 'services-title': 'Fetter Link' });
    expect(await page.locator('a[href="https://evil.example/"], [data-edit-key] b').count()).toBe(0);
    await close();
  });

  it('shows typed HTML as literal text and runs nothing, also after a reload', async () => {
    const { page, errors, close } = await openEditing();
    const title = await selectAllOf(page, 'usps-title');
    await page.keyboard.type(HOSTILE);
    await title.blur();
    await expect.poll(() => visibleToast(page, SAVED).isVisible()).toBe(true);
    const check = async () => {
      expect(await title.textContent()).toBe(HOSTILE);
      expect(await title.evaluate((node) => node.childElementCount)).toBe(0);
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      await settled(page);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    };
    await check();
    expect(await stored(page)).toEqual({ 'usps-title': HOSTILE });
    await page.reload();
    await check();
    expect(errors).toEqual([]);
    await close();
  });

  it(`rejects a text over ${MAX_TEXT_LENGTH} characters, restores the previous one and accepts exactly ${MAX_TEXT_LENGTH}`, async () => {
    const { page, toasts, close } = await open('desktop');
    await seed(page, { 'hero-badge': 'Vorher' });
    await editModeOn(page);
    const badge = page.locator(keyed('hero-badge'));
    await replaceText(page, 'hero-badge', 'x'.repeat(MAX_TEXT_LENGTH + 1));
    await expect.poll(() => visibleToast(page, TOO_LONG).isVisible()).toBe(true);
    expect(await visibleToast(page, TOO_LONG).getAttribute('data-tone')).toBe('error');
    expect(await badge.textContent()).toBe('Vorher');
    expect(await stored(page)).toEqual({ 'hero-badge': 'Vorher' });
    expect(toasts.some((toast) => toast.text.includes(SAVED))).toBe(false);

    await replaceText(page, 'hero-badge', 'y'.repeat(MAX_TEXT_LENGTH));
    await expect.poll(() => visibleToast(page, SAVED).isVisible()).toBe(true);
    expect(await badge.textContent()).toBe('y'.repeat(MAX_TEXT_LENGTH));
    expect(await stored(page)).toEqual({ 'hero-badge': 'y'.repeat(MAX_TEXT_LENGTH) });
    await close();
  });

  it('collapses white space and never saves an empty text', async () => {
    const { page, toasts, close } = await openEditing();
    const title = page.locator(keyed('usp3-title'));
    await replaceText(page, 'usp3-title', '   Viel    Platz \t hier   ');
    await expect.poll(() => visibleToast(page, SAVED).isVisible()).toBe(true);
    expect(await title.textContent()).toBe('Viel Platz hier');
    expect(await stored(page)).toEqual({ 'usp3-title': 'Viel Platz hier' });

    await replaceText(page, 'usp3-title', '');
    await expect.poll(() => title.textContent()).toBe('Viel Platz hier');
    await replaceText(page, 'usp3-title', '    ');
    await expect.poll(() => title.textContent()).toBe('Viel Platz hier');
    expect(await stored(page)).toEqual({ 'usp3-title': 'Viel Platz hier' });
    expect(toasts.filter((toast) => toast.text.includes(SAVED))).toHaveLength(1);
    await close();
  });

  it('drops invisible control and format characters before saving, so the export carries none', async () => {
    const { page, close } = await openEditing();
    // A pasted bidi override reverses what follows; a zero-width space and a bell are invisible.
    await replaceText(page, 'usp3-title', 'Viel \u202eRuhe\u200b hier\u0007');
    await expect.poll(() => visibleToast(page, SAVED).isVisible()).toBe(true);
    expect(await page.locator(keyed('usp3-title')).textContent()).toBe('Viel Ruhe hier');
    expect(await stored(page)).toEqual({ 'usp3-title': 'Viel Ruhe hier' });
    await close();
  });

  it('resets every change: removes the stored texts, notifies and reloads with the defaults', async () => {
    const { page, toasts, close } = await open('desktop');
    const defaults = await texts(page);
    await seed(page, { 'hero-badge': 'Geändert', 'services-subtitle': 'Auch geändert' });
    expect(await page.locator(keyed('hero-badge')).textContent()).toBe('Geändert');

    const reset = page.locator('[data-header-actions] button[data-edit-reset]');
    // Named by the spec's title; shown as a tooltip (test/browser/phone.test.ts), not as the browser's own.
    expect(await reset.getAttribute('title')).toBeNull();
    expect(await reset.getAttribute('aria-label')).toBe(RESET_LABEL);
    expect(await page.getByRole('button', { name: RESET_LABEL, exact: true }).isVisible()).toBe(true);
    await clientReady(page);
    await page.evaluate(() => {
      (window as unknown as { __beforeReset: boolean }).__beforeReset = true;
    });
    const reloaded = page.waitForEvent('load');
    await reset.click();
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { __beforeReset?: boolean }).__beforeReset)).toBeUndefined();
    expect(toasts).toContainEqual({ text: expect.stringContaining(RESET_DONE), tone: 'success' });
    expect(await storedRaw(page)).toBeNull();
    expect(await texts(page)).toEqual(defaults);
    await close();
  });

  it('resets once on a double click: one notice, one reload', async () => {
    const { page, toasts, close } = await open('desktop');
    await seed(page, { 'hero-badge': 'Geändert' });
    await clientReady(page);
    // Live first (the pointer over it hydrates the island): a click before that is held and replayed once anyway.
    const reset = page.locator('[data-header-actions] button[data-edit-reset]');
    await reset.hover();
    await expect
      .poll(() => reset.evaluate((button) => button.closest('[data-island]')?.hasAttribute('data-live')))
      .toBe(true);
    let loads = 0;
    page.on('load', () => loads++);
    const reloaded = page.waitForEvent('load');
    await reset.dblclick();
    await reloaded;
    await settled(page);
    expect(toasts.filter((toast) => toast.text.includes(RESET_DONE))).toHaveLength(1);
    expect(loads).toBe(1);
    expect(await storedRaw(page)).toBeNull();
    await close();
  });
});

describe.each<ViewportName>(['phone', 'desktop'])('saved texts at %s size', (viewport) => {
  it('replace the defaults before the first paint', async () => {
    const { page, errors, close } = await open(viewport);
    const defaults = await texts(page);
    const saved = { 'hero-title-1': 'Gespeichert vor dem ersten Bild', 'usp6-desc': 'Auch weiter unten ersetzt' };
    // From the moment an element exists until load, record what it would show on every frame.
    await page.context().addInitScript(() => {
      const samples: { key: string; text: string; visibility: string }[] = [];
      (window as unknown as { __samples: typeof samples }).__samples = samples;
      const sample = () => {
        for (const node of document.querySelectorAll('[data-edit-key="hero-title-1"], [data-edit-key="usp6-desc"]')) {
          samples.push({
            key: node.getAttribute('data-edit-key') ?? '',
            text: node.textContent ?? '',
            visibility: getComputedStyle(node).visibility,
          });
        }
      };
      new MutationObserver(sample).observe(document, { childList: true, subtree: true });
      const frame = () => {
        sample();
        if (document.readyState !== 'complete') requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await seed(page, saved);
    expect(await texts(page)).toEqual({ ...defaults, ...saved });
    expect(await page.locator('html').getAttribute('data-restoring')).toBeNull();
    expect(await page.locator(keyed('hero-title-1')).isVisible()).toBe(true);
    const samples = await page.evaluate(
      () => (window as unknown as { __samples: { key: string; text: string; visibility: string }[] }).__samples,
    );
    expect(samples.length).toBeGreaterThan(0);
    const flashes = samples.filter(
      (sample) => sample.visibility !== 'hidden' && sample.text !== saved[sample.key as keyof typeof saved],
    );
    expect(flashes, 'a default text was visible before the saved one').toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('ignore unknown keys, non-string values, texts over the cap and texts with invisible control characters', async () => {
    const { page, errors, close } = await open(viewport);
    const defaults = await texts(page);
    const raw = {
      'hero-badge': 'Gültig gespeichert',
      'services-title': 'z'.repeat(MAX_TEXT_LENGTH),
      'unbekannter-schluessel': 'Darf nirgends erscheinen',
      'usps-title': 42,
      'usps-subtitle': { text: 'verschachtelt' },
      'usp1-title': null,
      'hero-subtitle': 'w'.repeat(MAX_TEXT_LENGTH + 1),
      'usp2-title': 'Mit \u202eUmkehr',
    };
    await seed(page, raw);
    expect(await texts(page)).toEqual({
      ...defaults,
      'hero-badge': 'Gültig gespeichert',
      'services-title': 'z'.repeat(MAX_TEXT_LENGTH),
    });
    expect(await page.locator('[data-edit-key="unbekannter-schluessel"]').count()).toBe(0);
    expect(await page.locator('body').textContent()).not.toContain('Darf nirgends erscheinen');
    expect(await page.locator('html').getAttribute('data-restoring')).toBeNull();
    expect(await storedRaw(page), 'reading never rewrites the entry').toBe(JSON.stringify(raw));
    expect(errors).toEqual([]);
    await close();
  });

  it('log a parse failure and keep the defaults', async () => {
    const { page, errors, close } = await open(viewport);
    const defaults = await texts(page);
    await seed(page, '{"hero-badge": "kaputt"');
    expect(await texts(page)).toEqual(defaults);
    await expect.poll(() => errors.filter((error) => error.startsWith(RESTORE_FAILED)).length).toBe(1);
    expect(await page.locator('html').getAttribute('data-restoring')).toBeNull();
    expect(await page.locator(keyed('hero-title-1')).isVisible()).toBe(true);
    expect(await storedRaw(page)).toBe('{"hero-badge": "kaputt"');
    await close();
  });

  it('are never written on a visit that does not use edit mode', async () => {
    const { page, errors, close } = await open(viewport);
    await seed(page, { 'hero-badge': 'Schon gespeichert' });
    await page.context().addInitScript(() => {
      const writes: string[] = [];
      (window as unknown as { __writes: string[] }).__writes = writes;
      for (const name of ['setItem', 'removeItem', 'clear'] as const) {
        const original = Storage.prototype[name] as (...args: unknown[]) => unknown;
        Storage.prototype[name] = function (this: Storage, ...args: unknown[]) {
          writes.push(name);
          return original.apply(this, args);
        } as never;
      }
    });
    await page.reload();
    expect(await page.locator(keyed('hero-badge')).textContent()).toBe('Schon gespeichert');
    if (viewport === 'phone') {
      await page.locator('[data-menu-toggle]').click();
      await page.locator('#mobile-menu a[href="#faq"]').click();
    } else {
      await page.getByRole('navigation', { name: 'Hauptnavigation' }).locator('a[href="#faq"]').click();
    }
    await page.locator('#faq summary').first().click();
    await page.locator('#kontakt').scrollIntoViewIfNeeded();
    await page.locator('footer, [data-footer]').first().scrollIntoViewIfNeeded();
    await settled(page);
    expect(await page.evaluate(() => (window as unknown as { __writes: string[] }).__writes)).toEqual([]);
    expect(await storedRaw(page)).toBe(JSON.stringify({ 'hero-badge': 'Schon gespeichert' }));
    expect(await page.evaluate(() => localStorage.length)).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('edit mode at phone size', () => {
  it('offers no edit controls and nothing is editable', async () => {
    const { page, close } = await open('phone');
    expect(await page.locator('button[data-edit-toggle]').isVisible()).toBe(false);
    expect(await page.locator('button[data-edit-reset]').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Bearbeiten' }).count()).toBe(0);
    expect(await page.locator('[contenteditable], [data-editing]').count()).toBe(0);
    await close();
  });
});
