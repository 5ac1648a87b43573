// Edit mode's Exportieren and Importieren: the file an owner carries from one browser to another (and publishes with
// `npm run texts:apply`). What the exported file holds, what an import shows and keeps, and what it refuses.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { textsFile } from '../../src/content/texts-transfer.ts';
import { EDITABLE_KEYS } from '../../src/edit-mode/editable-keys.ts';
import { MAX_TEXTS_FILE_BYTES, TEXTS_FORMAT, TEXTS_VERSION } from '../../src/edit-mode/texts-file.ts';
import { chromiumForFile } from './chromium.ts';
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
const open = () => openWithToasts(browser(), 'desktop');

const [first = '', second = '', third = ''] = EDITABLE_KEYS;
const EXPORT = '[data-header-actions] button[data-texts-export]';
const IMPORT = '[data-header-actions] button[data-texts-import]';

const file = (texts: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: TEXTS_FORMAT,
    version: TEXTS_VERSION,
    exportedAt: new Date().toISOString(),
    texts,
    ...extra,
  });

/** Clicks Exportieren and returns the downloaded file's name and content. */
async function exported(page: Page): Promise<{ name: string; content: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator(EXPORT).click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), content: Buffer.concat(chunks).toString('utf8') };
}

/** Clicks Importieren and picks a file with `content` in the chooser, as a person would. */
async function importFile(page: Page, content: string | Buffer, name = 'bemedics-texte-2026-11-22.json') {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.locator(IMPORT).click()]);
  await chooser.setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content) });
}

it.each([1024, 1280])('fits the header at %i px with edit mode on, each button named', async (width) => {
  const { page, close } = await open();
  await page.setViewportSize({ width, height: 800 });
  await editModeOn(page);
  const overflow = await page.evaluate(() =>
    [...document.querySelectorAll('[data-header-actions] a, [data-header-actions] button')]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth)
      .map((element) => element.textContent),
  );
  expect(overflow).toEqual([]);
  for (const [selector, name] of [
    [EXPORT, textsFile.exportLabel],
    [IMPORT, textsFile.importLabel],
  ] as const) {
    expect(await page.locator(selector).getAttribute('aria-label')).toBeNull();
    expect((await page.locator(selector).textContent())?.trim()).toBe(name);
  }
  await close();
});

describe('Exportieren', () => {
  it('is disabled with its reason while nothing is changed, then downloads exactly the changed texts', async () => {
    const { page, errors, close } = await open();
    await editModeOn(page);
    const button = page.locator(EXPORT);
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    expect(await button.getAttribute('title')).toBe(textsFile.exportNothing);

    await replaceText(page, first, 'Erster neuer Text');
    await replaceText(page, third, 'Dritter – mit „Anführungszeichen“ & Ümlauten');
    await expect.poll(() => button.getAttribute('aria-disabled')).toBe('false');
    expect(await button.getAttribute('title')).toBe(textsFile.exportTitle);

    const before = Date.now();
    const { name, content } = await exported(page);
    expect(name).toMatch(/^bemedics-texte-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(content) as Record<string, unknown>;
    expect(Object.keys(data)).toEqual(['format', 'version', 'exportedAt', 'texts']);
    expect(data).toMatchObject({ format: TEXTS_FORMAT, version: TEXTS_VERSION });
    expect(data.texts).toEqual({
      [first]: 'Erster neuer Text',
      [third]: 'Dritter – mit „Anführungszeichen“ & Ümlauten',
    });
    const exportedAt = Date.parse(String(data.exportedAt));
    expect(exportedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(exportedAt).toISOString()).toBe(data.exportedAt);
    // Named after the browser's local date on the export's moment; pretty-printed.
    const local = await page.evaluate((time) => {
      const date = new Date(time);
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    }, exportedAt);
    expect(name).toBe(`bemedics-texte-${local}.json`);
    expect(content).toContain('\n  "texts": {\n    "');
    // A Blob download needs no change to the strict Content-Security-Policy: nothing was blocked.
    expect(errors).toEqual([]);
    await close();
  });

  it('leaves out a saved text that equals the page (published since), and the next save drops it', async () => {
    const { page, close } = await open();
    const defaults = await texts(page);
    await seed(page, { [first]: defaults[first], [second]: 'Noch geändert' });
    expect((await texts(page))[first]).toBe(defaults[first]);
    await editModeOn(page);
    expect(JSON.parse((await exported(page)).content).texts).toEqual({ [second]: 'Noch geändert' });
    await replaceText(page, third, 'Neu gespeichert');
    expect(await stored(page)).toEqual({ [second]: 'Noch geändert', [third]: 'Neu gespeichert' });
    // Editing a text back to the page's own wording removes it from storage too.
    await replaceText(page, second, defaults[second] ?? '');
    expect(await stored(page)).toEqual({ [third]: 'Neu gespeichert' });
    await close();
  });
});

describe('Importieren', () => {
  it('shows valid texts at once and after a reload, merged over saved ones, and counts what it skipped', async () => {
    const { page, toasts, errors, close } = await open();
    await seed(page, { [first]: 'Schon vorher gespeichert', [second]: 'Wird überschrieben' });
    await editModeOn(page);
    await importFile(
      page,
      file({ [second]: '  Aus   der\nDatei  ', [third]: 'Auch aus der Datei', 'hero-unbekannt': 'Nein', [first]: '' }),
    );
    await expect.poll(() => visibleToast(page, textsFile.imported(2, 2)).count()).toBe(1);
    expect(textsFile.imported(2, 2)).toBe('2 Texte übernommen, 2 übersprungen.');
    const shown = await texts(page);
    expect([shown[first], shown[second], shown[third]]).toEqual([
      'Schon vorher gespeichert',
      'Aus der Datei',
      'Auch aus der Datei',
    ]);
    expect(await stored(page)).toEqual({
      [first]: 'Schon vorher gespeichert',
      [second]: 'Aus der Datei',
      [third]: 'Auch aus der Datei',
    });
    await page.reload();
    const reloaded = await texts(page);
    expect([reloaded[first], reloaded[second], reloaded[third]]).toEqual([
      'Schon vorher gespeichert',
      'Aus der Datei',
      'Auch aus der Datei',
    ]);
    expect(toasts.some((toast) => toast.tone === 'error')).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it('carries texts from one browser to a fresh one', async () => {
    const source = await open();
    await editModeOn(source.page);
    await replaceText(source.page, second, 'Im Büro geschrieben');
    const { content } = await exported(source.page);
    await source.close();

    const target = await open();
    expect(await storedRaw(target.page)).toBeNull();
    await editModeOn(target.page);
    await importFile(target.page, content);
    await expect.poll(() => visibleToast(target.page, '1 Text übernommen.').count()).toBe(1);
    expect((await texts(target.page))[second]).toBe('Im Büro geschrieben');
    await target.page.reload();
    expect((await texts(target.page))[second]).toBe('Im Büro geschrieben');
    await target.close();
  });

  it('keeps markup as text: nothing runs, no element appears, also after a reload', async () => {
    const { page, errors, close } = await open();
    await editModeOn(page);
    const hostile = '<img src=x onerror="window.__pwned=1"><b>fett</b>';
    await importFile(page, file({ [first]: hostile }));
    await expect.poll(() => page.locator(keyed(first)).textContent()).toBe(hostile);
    for (let round = 0; round < 2; round++) {
      expect(await page.locator(`${keyed(first)} *`).count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      await page.reload();
      expect(await page.locator(keyed(first)).textContent()).toBe(hostile);
    }
    expect(errors).toEqual([]);
    await close();
  });

  // The same files `npm run texts:apply` reads, decoded the same way (src/edit-mode/texts-file-encoding.ts).
  it.each([
    ['UTF-8 with a byte-order mark', Buffer.from(`\ufeff${file({ [second]: 'Grüße aus Willich' })}`)],
    ['UTF-16 LE with its byte-order mark', Buffer.from(`\ufeff${file({ [second]: 'Grüße aus Willich' })}`, 'utf16le')],
    [
      'UTF-16 BE with its byte-order mark',
      Buffer.from(`\ufeff${file({ [second]: 'Grüße aus Willich' })}`, 'utf16le').swap16(),
    ],
  ])('reads a file in %s', async (_, content) => {
    const { page, close } = await open();
    await editModeOn(page);
    await importFile(page, content);
    await expect.poll(() => visibleToast(page, '1 Text übernommen.').count()).toBe(1);
    expect((await texts(page))[second]).toBe('Grüße aus Willich');
    await close();
  });

  it.each<[string, string | Buffer, string]>([
    ['not JSON', 'kein JSON {', textsFile.refused['not-json']],
    [
      'of another format',
      JSON.stringify({ format: 'wordpress-export', version: 1, texts: {} }),
      textsFile.refused.format,
    ],
    ['of another version', file({ [first]: 'Neu' }, { version: 2 }), textsFile.refused.version],
    [
      'larger than 64 KB',
      file({ [first]: 'Neu' }, { padding: 'x'.repeat(MAX_TEXTS_FILE_BYTES) }),
      textsFile.refused['too-large'],
    ],
    // Read as UTF-8, its „ü“ became U+FFFD and was stored.
    ['saved as Windows-1252', Buffer.from(file({ [first]: 'Grüße' }), 'latin1'), textsFile.refused.encoding],
  ])('refuses a file %s with its reason and changes nothing', async (_, content, message) => {
    const { page, close } = await open();
    await seed(page, { [first]: 'Bleibt, wie es ist' });
    const before = await storedRaw(page);
    const shown = await texts(page);
    await editModeOn(page);
    await importFile(page, content);
    await expect.poll(() => visibleToast(page, message).count()).toBe(1);
    expect(await page.locator('[data-toaster] [data-toast]', { hasText: message }).getAttribute('data-tone')).toBe(
      'error',
    );
    expect(await storedRaw(page)).toBe(before);
    expect(await texts(page)).toEqual(shown);
    await close();
  });
});
