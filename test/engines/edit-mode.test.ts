// Edit mode in each engine (desktop header, spec): the toggle, saving on blur, restoring after a reload, Reset.
import { describe, expect, it } from 'vitest';
import { editMode } from '../../src/content/interaction.ts';
import { EDITABLE_KEYS } from '../../src/edit-mode/editable-keys.ts';
import { engineForSuite, engineNames } from './engine.ts';
import {
  EDIT_RESET,
  EDIT_TOGGLE,
  editableKeys,
  editModeOn,
  keyed,
  leave,
  seed,
  stored,
  texts,
  toasts,
  typeOver,
} from './landing-page.ts';
import { countToastsAcrossLoads, initScript } from './page-scripts.ts';

describe.each(engineNames)('%s: edit mode at desktop size', (name) => {
  const engine = engineForSuite(name);

  // Tests that start from the same fresh page share one visit, one journey after the other (docs/tests.md, „Laufzeit“).
  it('toggles between Bearbeiten and Fertig and makes exactly the keyed texts editable, as plain text; switched on again, ends a text with Enter instead of a line break, and saves it', async () => {
    const page = await engine().open('desktop', '/');
    await page.clientReady();
    expect((await page.text(EDIT_TOGGLE))?.trim()).toBe(editMode.toggleOff);
    expect(await page.attribute(EDIT_TOGGLE, 'aria-pressed')).toBe('false');
    expect(await editableKeys(page)).toEqual([]);

    await editModeOn(page);
    expect((await page.text(EDIT_TOGGLE))?.trim()).toBe(editMode.toggleOn);
    expect((await editableKeys(page)).toSorted()).toEqual([...EDITABLE_KEYS].toSorted());
    expect(await page.count('[contenteditable]')).toBe(EDITABLE_KEYS.length);

    await page.click(EDIT_TOGGLE);
    await expect.poll(() => page.attribute(EDIT_TOGGLE, 'aria-pressed')).toBe('false');
    expect((await page.text(EDIT_TOGGLE))?.trim()).toBe(editMode.toggleOff);
    await expect.poll(() => page.count('[contenteditable], [data-editing]')).toBe(0);
    expect(await stored(page), 'toggling alone stores nothing').toBeNull();
    expect(await page.errors()).toEqual([]);

    // On again: Enter ends the text instead of adding a line, and saves it.
    await editModeOn(page);
    await typeOver(page, 'hero-subtitle', 'Erste Zeile');
    await page.press('Enter');
    await expect.poll(() => page.focused(keyed('hero-subtitle')), { message: 'Enter ends the text' }).toBe(false);
    expect(
      await page.evaluate(() => document.querySelector('[data-edit-key="hero-subtitle"]')?.innerHTML),
      'no line break in the text',
    ).toBe('Erste Zeile');
    await expect.poll(() => stored(page)).toEqual({ 'hero-subtitle': 'Erste Zeile' });
    await page.close();
  });

  it('saves an edited text under its key when it loses focus, and shows it again after a reload', async () => {
    const page = await engine().open('desktop', '/');
    await seed(page, { 'usps-title': 'Gespeicherter Titel' });
    expect(await page.text(keyed('usps-title'))).toBe('Gespeicherter Titel');
    await editModeOn(page);
    await typeOver(page, 'hero-title-1', 'Neuer Titel für Ä & ß');
    expect(await stored(page), 'nothing is saved while typing').toEqual({ 'usps-title': 'Gespeicherter Titel' });
    await leave(page, 'hero-title-1');

    await expect
      .poll(() => toasts(page))
      .toContainEqual({ text: expect.stringContaining(editMode.saved), tone: 'success' });
    expect(await page.text(keyed('hero-title-1'))).toBe('Neuer Titel für Ä & ß');
    expect(await page.evaluate(() => document.querySelector('[data-edit-key="hero-title-1"]')?.childElementCount)).toBe(
      0,
    );
    expect(await stored(page)).toEqual({
      'usps-title': 'Gespeicherter Titel',
      'hero-title-1': 'Neuer Titel für Ä & ß',
    });

    await page.reload();
    expect(await page.text(keyed('hero-title-1'))).toBe('Neuer Titel für Ä & ß');
    expect(await page.text(keyed('usps-title'))).toBe('Gespeicherter Titel');
    expect(await page.count('[contenteditable]')).toBe(0);
    expect(await page.errors()).toEqual([]);
    await page.close();
  });

  it('shows no stored text with an invisible control character and saves none it is given; then resets every change: removes the stored texts, says so and reloads with the defaults', async () => {
    const page = await engine().open('desktop', '/');
    const defaults = await texts(page);
    await seed(page, { 'usps-title': 'Mit \u202eUmkehr', 'hero-badge': 'Gültig gespeichert' });
    expect(await texts(page)).toEqual({ ...defaults, 'hero-badge': 'Gültig gespeichert' });

    await editModeOn(page);
    await typeOver(page, 'hero-title-1', 'Neuer Titel');
    // What a paste could bring in: a bidi override, a zero-width space, a bell.
    await page.evaluate((selector: string) => {
      const element = document.querySelector(selector);
      if (element) element.textContent += '\u202e\u200b!\u0007';
    }, keyed('hero-title-1'));
    await leave(page, 'hero-title-1');
    await expect
      .poll(() => stored(page))
      .toEqual({ 'hero-badge': 'Gültig gespeichert', 'hero-title-1': 'Neuer Titel!' });
    expect(await page.text(keyed('hero-title-1'))).toBe('Neuer Titel!');
    expect(await page.errors()).toEqual([]);

    // Reset, from other stored texts (the seed replaces what is stored).
    await seed(page, { 'hero-badge': 'Geändert', 'services-subtitle': 'Auch geändert' });
    expect(await page.text(keyed('hero-badge')), 'the stored text before Reset').toBe('Geändert');
    // Its name and its tooltip's text, and no second, native tooltip.
    expect(await page.attribute(EDIT_RESET, 'aria-label'), 'the name of Reset').toBe(editMode.reset);
    expect(await page.text(`${EDIT_RESET} [data-tooltip-text]`), 'the tooltip of Reset').toBe(editMode.reset);
    expect(await page.attribute(EDIT_RESET, 'title'), 'no native tooltip on Reset').toBeNull();
    await page.clientReady();
    await page.reloadedBy(async () => {
      await page.click(EDIT_RESET);
      // The page says so, then loads again (after 0.7 s, time to read it).
      await expect
        .poll(() => toasts(page))
        .toContainEqual({ text: expect.stringContaining(editMode.resetDone), tone: 'success' });
    });
    expect(await stored(page), 'Reset removes the stored texts').toBeNull();
    expect(await texts(page), 'Reset reloads with the defaults').toEqual(defaults);
    expect(await page.errors(), 'no errors after Reset').toEqual([]);
    await page.close();
  });

  it('resets once when clicked twice in a row: one notice, one reload', async () => {
    const page = await engine().open('desktop', '/', { init: [initScript(countToastsAcrossLoads)] });
    await seed(page, { 'hero-badge': 'Geändert' });
    await page.clientReady();
    // Live first (a pointer over it hydrates the island): a click before that is held and replayed once anyway.
    await page.evaluate((sel: string) => {
      document.querySelector(sel)?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    }, EDIT_RESET);
    await expect
      .poll(() =>
        page.evaluate(
          (sel: string) => document.querySelector(sel)?.closest('[data-island]')?.hasAttribute('data-live'),
          EDIT_RESET,
        ),
      )
      .toBe(true);
    await page.reloadedBy(async () => {
      await page.click(EDIT_RESET);
      await page.click(EDIT_RESET);
    });
    const notices = await page.evaluate(() => JSON.parse(sessionStorage.getItem('__toasts') ?? '[]') as string[]);
    expect(notices.filter((notice) => notice.includes(editMode.resetDone))).toHaveLength(1);
    expect(await stored(page)).toBeNull();
    await page.close();
  });
});
