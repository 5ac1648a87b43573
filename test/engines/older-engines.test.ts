// Older engines degrade, never break: with a platform feature removed before the page's scripts run, as in an engine
// that predates it, the fallback in the client code keeps the journey working. Where an engine can switch the feature
// off itself, it runs once more that way: WebKit without popover (a MiniBrowser feature flag, which covers the
// stylesheet's part as well) and Firefox without exclusive <details> (a preference).
import { describe, expect, it } from 'vitest';
import { editMode } from '../../src/content/interaction.ts';
import { EDITABLE_KEYS } from '../../src/edit-mode/editable-keys.ts';
import { type EnginePage, engineForSuite, engineNames, type ViewportName } from './engine.ts';
import {
  editableKeys,
  editModeOn,
  faqOneOpenOrNone,
  keyed,
  leave,
  MENU,
  MENU_TOGGLE,
  menuOpensAndCloses,
  stored,
  toasts,
  typeOver,
} from './landing-page.ts';
import {
  initScript,
  withoutContentVisibility,
  withoutDetailsName,
  withoutPlaintextOnly,
  withoutPopover,
} from './page-scripts.ts';

/** Puts rich content (bold text and a link) on the clipboard the way a visitor would: select it, press Ctrl+C. */
async function copyRichText(page: EnginePage): Promise<void> {
  await page.evaluate(() => {
    const source = document.createElement('div');
    source.id = 'engine-clipboard';
    // Built node by node: writing HTML would throw where Trusted Types are required (src/http/content-security-policy.ts).
    const link = Object.assign(document.createElement('a'), { href: 'https://evil.example/', textContent: 'Link' });
    source.append(Object.assign(document.createElement('b'), { textContent: 'Fetter' }), ' ', link);
    document.body.prepend(source);
    const range = document.createRange();
    range.selectNodeContents(source);
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(range);
  });
  await page.press('Control+c');
  await page.evaluate(() => document.getElementById('engine-clipboard')?.remove());
}

describe.each(engineNames)('%s as an older engine', (name) => {
  const engine = engineForSuite(name);

  it('without popover (Safari < 17): the phone menu still opens and closes', async () => {
    const page = await engine().open('phone', '/', {
      init: [initScript(withoutPopover), initScript(withoutContentVisibility)],
    });
    expect(await page.evaluate(() => typeof HTMLElement.prototype.showPopover)).toBe('undefined');
    await menuOpensAndCloses(page);
    expect(await page.errors()).toEqual([]);
    await page.close();
  });

  it.each<ViewportName>(['phone', 'desktop'])(
    'without <details name> (Safari < 17.2): the FAQ still opens one item at a time, at %s size',
    async (viewport) => {
      const page = await engine().open(viewport, '/', { init: [initScript(withoutDetailsName)] });
      expect(await page.evaluate(() => 'name' in HTMLDetailsElement.prototype)).toBe(false);
      await page.clientReady();
      await faqOneOpenOrNone(page);
      expect(await page.errors()).toEqual([]);
      await page.close();
    },
  );

  it('without contenteditable="plaintext-only" (Firefox < 136): edit mode edits, as plain text only', async () => {
    const page = await engine().open('desktop', '/', { init: [initScript(withoutPlaintextOnly)] });
    const refused = await page.evaluate(() => {
      try {
        document.createElement('p').contentEditable = 'plaintext-only';
        return 'accepted';
      } catch (error) {
        return (error as DOMException).name;
      }
    });
    expect(refused, 'the engine refuses the value, as an older one does').toBe('SyntaxError');
    await editModeOn(page, 'true');
    expect((await editableKeys(page)).toSorted()).toEqual([...EDITABLE_KEYS].toSorted());
    const childElements = (key: string) =>
      page.evaluate((sel: string) => document.querySelector(sel)?.childElementCount, keyed(key));

    // A formatting shortcut does nothing.
    await typeOver(page, 'hero-title-1', 'Neu');
    await page.press('Control+b');
    await page.type(' und fett');
    expect(await page.text(keyed('hero-title-1'))).toBe('Neu und fett');
    expect(await childElements('hero-title-1')).toBe(0);
    // Enter ends the text instead of adding a line.
    await page.press('Enter');
    await expect.poll(() => page.focused(keyed('hero-title-1'))).toBe(false);
    await expect.poll(() => stored(page)).toEqual({ 'hero-title-1': 'Neu und fett' });

    // Pasted rich content goes in as its text.
    await copyRichText(page);
    await page.click(keyed('services-title'));
    await page.press('Control+a');
    await page.press('Control+v');
    await expect.poll(() => page.text(keyed('services-title'))).toBe('Fetter Link');
    expect(await childElements('services-title')).toBe(0);
    expect(await page.count('[data-edit-key] a, [data-edit-key] b')).toBe(0);
    await leave(page, 'services-title');
    await expect.poll(() => stored(page)).toEqual({ 'hero-title-1': 'Neu und fett', 'services-title': 'Fetter Link' });
    // The toast follows the stored text by a render.
    await expect
      .poll(async () => (await toasts(page)).filter((toast) => toast.text.includes(editMode.saved)))
      .toHaveLength(2);
    expect(await page.errors()).toEqual([]);
    await page.close();
  });
});

describe.runIf(engineNames.includes('webkit'))('webkit with the popover switched off (Safari < 17)', () => {
  describe('with JavaScript', () => {
    const engine = engineForSuite('webkit', { webkitFeaturesOff: ['PopoverAttribute'] });

    it('opens and closes the phone menu', async () => {
      const page = await engine().open('phone', '/');
      expect(await page.evaluate(() => CSS.supports('selector(:popover-open)'))).toBe(false);
      expect(await page.evaluate(() => typeof HTMLElement.prototype.showPopover)).toBe('undefined');
      await menuOpensAndCloses(page);
      expect(await page.errors()).toEqual([]);
      await page.close();
    });
  });

  describe('without JavaScript', () => {
    const engine = engineForSuite('webkit', { webkitFeaturesOff: ['PopoverAttribute'], javaScript: false });

    it('keeps the closed menu out of the header instead of over the page', async () => {
      const page = await engine().open('phone', '/');
      expect(await page.visible(MENU)).toBe(false);
      expect(await page.visible(MENU_TOGGLE)).toBe(true);
      const header = await page.evaluate(() => document.querySelector('[data-header]')?.getBoundingClientRect().height);
      expect(Math.round(header ?? 0)).toBe(
        Math.round(
          (await page.evaluate(() => document.querySelector('[data-header] > div')?.getBoundingClientRect().height)) ??
            -1,
        ) + 1, // the header's bottom border
      );
      await page.close();
    });
  });
});

describe.runIf(engineNames.includes('firefox'))('firefox with exclusive <details> switched off (Safari < 17.2)', () => {
  const engine = engineForSuite('firefox', { firefoxPrefs: { 'dom.details_group.enabled': false } });

  it('opens one FAQ item at a time', async () => {
    const page = await engine().open('phone', '/');
    expect(await page.evaluate(() => 'name' in HTMLDetailsElement.prototype)).toBe(false);
    await page.clientReady();
    await faqOneOpenOrNone(page);
    expect(await page.errors()).toEqual([]);
    await page.close();
  });
});
