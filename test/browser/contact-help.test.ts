// The contact form's help after a submit (docs/verhalten.md, „Kontaktformular“): a page cannot know whether a mail
// program opened, so after every submit the form shows below its button, in its own flow and over no field, the message
// to copy, the address and the other ways. Also on the live copy (scripts/test-live.ts): its facts and Google Ads.
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { contactSection } from '../../src/content/contact.ts';
import { phoneAction, whatsappAction } from '../../src/content/navigation.ts';
import { mailtoHref } from '../../src/lib/links.ts';
import { contact } from '../../src/site.ts';
import { selectedText } from '../common/selected-text.ts';
import { chromiumForFile } from './chromium.ts';
import { expectedBody, field, fillAndConsent, opened, openForm, SUBJECT, submit } from './contact-form-page.ts';

const browser = chromiumForFile();

const HELP = contactSection.form.handover;

/** The sizes the help is checked at: two small phones and a laptop. */
const HELP_SIZES = [
  { width: 390, height: 664 },
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
] as const;

/**
 * The box of `selector`'s first match in the viewport, its top and bottom in the page, and whether the element at its
 * centre is it (nothing lies over it).
 */
function boxOf(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const { top, bottom, left, right } = element.getBoundingClientRect();
      const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      const uncovered = hit !== null && (hit === element || element.contains(hit));
      return { top, bottom, left, right, pageTop: top + scrollY, pageBottom: bottom + scrollY, uncovered };
    });
}

const FIELDS = ['#kontakt-name', '#kontakt-email', '#kontakt-message', '#kontakt-consent'] as const;

// One page for the three sizes: each submit with a changed message shows the help anew, where the visitor sees it.
it('shows its help below the button at 390×664, 375×667 and 1280×800: over no field, in view, announced, next for the keyboard; the fields stay filled', async () => {
  const { page, errors, close } = await openForm(browser(), 'phone');
  const form = 'form[data-contact-form]';
  const entry = {
    name: 'Max Mustermann',
    email: 'max.mustermann@example.de',
    message: 'Guten Tag,\nbitte rufen Sie mich an.',
  };
  await fillAndConsent(page, entry);
  // The region that announces the help is there, empty, before it comes (a region added with its text is often not read).
  const region = page.locator(`${form} div[aria-live="polite"]`);
  expect(await region.count()).toBe(1);
  expect(await region.textContent()).toBe('');
  await region.evaluate((node) => {
    (window as unknown as { __region: Element }).__region = node;
  });

  for (const [round, size] of HELP_SIZES.entries()) {
    await page.setViewportSize(size);
    const message = `${entry.message} (${round + 1})`;
    await field(page, 'message').fill(message);
    await submit(page);
    await expect.poll(async () => (await opened(page)).length).toBe(round + 1);
    const help = page.locator('.handover');
    await expect.poll(() => help.isVisible()).toBe(true);
    const at = `at ${size.width}×${size.height}`;

    // Announced politely by the region that was there before, starting with its title.
    expect(
      await help
        .locator('[aria-live="polite"]')
        .first()
        .evaluate((node) => node === (window as unknown as { __region: Element }).__region),
    ).toBe(true);
    expect(await help.locator('h4').textContent()).toBe(HELP.title);
    // The message as the mail has it: subject, a blank line, the body (a textarea's value has LF for CRLF).
    const prepared = `Betreff: ${SUBJECT}\r\n\r\n${expectedBody({ ...entry, message })}`;
    expect(await help.locator('textarea').inputValue()).toBe(prepared.replaceAll('\r\n', '\n'));
    // Next for the keyboard: the button keeps the focus, and Tab goes into the help.
    expect(await page.evaluate(() => document.activeElement?.matches('button[type="submit"]'))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id), at).toBe('kontakt-vorbereitet');

    // Its first lines in view, clear of the header and the phone's bar.
    const title = await boxOf(page, '.handover h4');
    expect(title.top, at).toBeGreaterThanOrEqual(0);
    expect(title.bottom, at).toBeLessThanOrEqual(size.height);
    expect(title.uncovered, `title uncovered ${at}`).toBe(true);
    // In the form's flow below the button, inside the form and the window.
    const button = await boxOf(page, `${form} button[type="submit"]`);
    const panel = await boxOf(page, '.handover');
    const box = await boxOf(page, form);
    expect(panel.top, at).toBeGreaterThanOrEqual(button.bottom);
    expect(panel.left, at).toBeGreaterThanOrEqual(box.left);
    expect(panel.right, at).toBeLessThanOrEqual(Math.min(box.right, size.width));
    expect(await page.evaluate(() => document.documentElement.scrollWidth), at).toBeLessThanOrEqual(size.width);
    // Nothing over any field: each, scrolled into view, is what lies at its centre; and each keeps what was entered.
    for (const selector of FIELDS) {
      await page.locator(selector).scrollIntoViewIfNeeded();
      const fieldBox = await boxOf(page, selector);
      expect(fieldBox.uncovered, `${selector} uncovered ${at}`).toBe(true);
      expect(fieldBox.pageBottom, `${selector} above the help ${at}`).toBeLessThanOrEqual(panel.pageTop);
    }
    expect(await field(page, 'name').inputValue()).toBe(entry.name);
    expect(await field(page, 'email').inputValue()).toBe(entry.email);
    expect(await field(page, 'message').inputValue()).toBe(message);
    expect(await field(page, 'consent').isChecked()).toBe(true);
  }

  // The address as a link and the other ways, each with its own target.
  const help = page.locator('.handover');
  expect(await help.locator('a[href^="mailto:"]').getAttribute('href')).toBe(mailtoHref(contact.email));
  expect(await help.locator('a[href^="mailto:"]').textContent()).toBe(contact.email);
  const chat = help.locator(`a[href="${whatsappAction.href}"]`);
  expect([await chat.getAttribute('target'), await chat.getAttribute('rel')]).toEqual([
    '_blank',
    'noopener noreferrer',
  ]);
  expect(await help.locator(`a[href="${phoneAction.href}"]`).textContent()).toBe(contact.phoneDisplay);
  expect(await page.locator('[data-toast]').count()).toBe(0);
  expect(errors).toEqual([]);
  await close();
});

it('copies the message and the address; where the browser refuses or has no clipboard, selects them and says how', async () => {
  const { page, errors, close } = await openForm(browser(), 'phone');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inject('baseURL') });
  const entry = { name: 'Erika Muster', email: 'erika@example.de', message: 'Bitte um Rückruf.' };
  await fillAndConsent(page, entry);
  await submit(page);
  const help = page.locator('.handover');
  const status = help.locator('p[aria-live="polite"]');
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
  await help.getByRole('button', { name: HELP.copy }).click();
  await expect.poll(() => status.textContent()).toBe(HELP.copied);
  expect(await clipboard()).toBe(`Betreff: ${SUBJECT}\r\n\r\n${expectedBody(entry)}`);
  await help.getByRole('button', { name: HELP.copyAddress }).click();
  await expect.poll(() => status.textContent()).toBe(HELP.addressCopied);
  expect(await clipboard()).toBe(contact.email);

  // Refused (a permission the visitor denied), then missing (a page served without HTTPS has no Clipboard API): the
  // text is selected for the keyboard or the menu, and the help says so.
  const selection = () => page.evaluate(selectedText);
  for (const fault of [
    () => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    },
    () => {
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    },
  ]) {
    await page.evaluate(fault);
    await page.evaluate(() => getSelection()?.removeAllRanges());
    await help.getByRole('button', { name: HELP.copy }).click();
    await expect.poll(() => status.textContent()).toBe(HELP.refused);
    expect(await selection()).toBe(await help.locator('textarea').inputValue());
    await help.getByRole('button', { name: HELP.copyAddress }).click();
    await expect.poll(selection).toBe(contact.email);
    expect(await status.textContent()).toBe(HELP.refused);
  }
  // Nothing was entered anew: the form keeps what the visitor typed.
  expect(await field(page, 'message').inputValue()).toBe(entry.message);
  expect(errors).toEqual([]);
  await close();
});
