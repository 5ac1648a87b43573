// Every page with JavaScript switched off in each engine (a browser setting): all of its main content shown, as with
// JavaScript; the FAQ and the phone menu work natively, every link and the form keep their targets.
import { describe, expect, it } from 'vitest';
import { whatsappAction } from '../../src/content/navigation.ts';
import { mailtoHref, telHref } from '../../src/lib/links.ts';
import { contact } from '../../src/site.ts';
import { type EnginePage, engineForSuite, engineNames, routes, type ViewportName } from './engine.ts';
import { faqOneOpenOrNone, MENU, MENU_TOGGLE } from './landing-page.ts';

/**
 * The texts of <main> that are shown, not hidden, node by node, so that a failure names what is missing. Not innerText:
 * Firefox and WebKit leave out the legal pages' sections that `content-visibility: auto` has not drawn yet (they
 * appear as the visitor scrolls); Chromium keeps them.
 */
function readableText(page: EnginePage): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const shown: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.nodeValue ?? '').trim();
      if (text && node.parentElement?.checkVisibility({ visibilityProperty: true })) shown.push(text);
    }
    return shown;
  });
}

describe.each(engineNames)('%s with JavaScript off', (name) => {
  const engine = engineForSuite(name, { javaScript: false });
  // The same engine with script, for what each page shows a visitor who has it.
  const scripted = engineForSuite(name);

  describe.each<ViewportName>(['phone', 'desktop'])('at %s size', (viewport) => {
    // Judged by what the page must hold, not by its length: whatever a page of the route table says (a short new page
    // as much as a legal text), a visitor without script reads all of it, nothing less than with script.
    it.each(routes)('%s shows its heading and all of its main content, as with JavaScript', async (path) => {
      const withScript = await scripted().open(viewport, path);
      if (path === '/') await withScript.clientReady();
      const expected = await readableText(withScript);
      await withScript.close();
      const page = await engine().open(viewport, path);
      // No script ran: neither the client entry nor the inline loader that would fetch it.
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-client-ready'))).toBe(false);
      expect(await page.evaluate(() => document.querySelector('script[type="module"]') !== null)).toBe(false);
      expect(await page.visible('h1')).toBe(true);
      expect(expected, 'the page with script shows some main content').not.toEqual([]);
      expect(await readableText(page), 'what the page shows without script, text by text').toEqual(expected);
      await page.close();
    });

    it('opens one FAQ answer at a time, and keeps the links and the form', async () => {
      const page = await engine().open(viewport, '/');
      await faqOneOpenOrNone(page);
      const hrefs = await page.evaluate(() =>
        [...document.querySelectorAll('a[href]')].map((link) => link.getAttribute('href')),
      );
      expect(hrefs).toEqual(
        expect.arrayContaining(['#leistungen', '#ablauf', '#faq', '#kontakt', '/impressum', '/datenschutz', '/agb']),
      );
      expect(hrefs).toEqual(
        expect.arrayContaining([telHref(contact.phoneE164), mailtoHref(contact.email), whatsappAction.href]),
      );
      // The recipient only; the browser writes subject and body from the fields (method GET).
      expect(await page.attribute('form[data-contact-form]', 'action')).toBe(mailtoHref(contact.email));
      expect(await page.attribute('form[data-contact-form]', 'method')).toBe('get');
      expect(await page.attribute('#kontakt-message', 'name')).toBe('body');
      expect(await page.attribute('#kontakt-consent', 'name')).toBe('subject');
      await page.close();
    });
  });

  it('opens and closes the phone menu natively', async () => {
    const page = await engine().open('phone', '/');
    expect(await page.visible(MENU)).toBe(false);
    await page.click(MENU_TOGGLE);
    await expect.poll(() => page.visible(MENU)).toBe(true);
    await page.press('Escape');
    await expect.poll(() => page.visible(MENU)).toBe(false);
    await page.click(MENU_TOGGLE);
    await expect.poll(() => page.visible(MENU)).toBe(true);
    await page.click(`${MENU} > button`);
    await expect.poll(() => page.visible(MENU)).toBe(false);
    await page.close();
  });
});
