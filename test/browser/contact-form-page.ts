// The contact form's page for the browser tests (contact-form.test.ts, contact-help.test.ts): the landing page with
// window.open recorded instead of leaving it for the mail program, the page's clock fixed, and the mail the contract
// expects.
import type { Browser, BrowserContextOptions, Dialog, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { mailDraft } from '../../src/content/mail-draft.ts';
import { consentTime } from '../../src/lib/mail-body.ts';
import { contact } from '../../src/site.ts';
import { clientReady, type OpenedPage, openPage, type ViewportName } from './chromium.ts';

export const SUBJECT = 'Haartransplantation Beratungsanfrage';
/** The page's clock while these tests run: the consent line records it. */
const CONSENT_AT = new Date(2026, 10, 22, 14, 5);
/** The last lines of every mail: the ticked consent with the time it was given (Art. 7 Abs. 1 DSGVO). */
export const CONSENT_LINES = `\r\n\r\n--\r\n${mailDraft.consentRecord.replace('{date}', consentTime(CONSENT_AT))}`;

export interface Entry {
  readonly name: string;
  readonly email: string;
  readonly message: string;
}

/** The mail's body the contract expects; line breaks in the message become CRLF. */
export function expectedBody({ name, email, message }: Entry): string {
  return `Name: ${name}\r\nE-Mail: ${email}\r\n\r\nNachricht:\r\n${message.replace(/\r\n|\r|\n/g, '\r\n')}${CONSENT_LINES}`;
}

/** The mailto: URL the contract expects. */
export function expectedUrl(entry: Entry): string {
  return `mailto:${contact.email}?subject=Haartransplantation%20Beratungsanfrage&body=${encodeURIComponent(expectedBody(entry))}`;
}

/** Opens the landing page with window.open recorded instead of leaving the page. */
export async function openForm(
  browser: Browser,
  viewport: ViewportName,
  options: BrowserContextOptions = {},
): Promise<OpenedPage & { dialogs: Dialog[] }> {
  const opened = await openPage(browser, viewport, 'about:blank', options);
  await opened.page.clock.setFixedTime(CONSENT_AT);
  await opened.page.context().addInitScript(() => {
    const calls: string[][] = [];
    (window as unknown as { __opened: string[][] }).__opened = calls;
    window.open = (...args: unknown[]) => {
      calls.push(args.map(String));
      return null;
    };
  });
  const dialogs: Dialog[] = [];
  opened.page.on('dialog', (dialog) => {
    dialogs.push(dialog);
    void dialog.accept();
  });
  await opened.page.goto(new URL('/', inject('baseURL')).href);
  const form = opened.page.locator('form[data-contact-form]');
  await form.scrollIntoViewIfNeeded();
  // The client entry is wired; the form's island hydrates on the first interaction with it.
  await clientReady(opened.page);
  return { ...opened, dialogs };
}

export function field(page: Page, name: string) {
  return page.locator(`form[data-contact-form] #kontakt-${name}`);
}

/**
 * Fills the form and waits until its island is live: typing starts hydration, and the island then drops the consent
 * box's `required` (the no-JS check) for the spec's alert. A submit before that gets the browser's own hint instead.
 */
export async function fill(page: Page, entry: Partial<Entry>): Promise<void> {
  for (const name of ['name', 'email', 'message'] as const) await field(page, name).fill(entry[name] ?? '');
  await expect.poll(() => field(page, 'consent').evaluate((box: HTMLInputElement) => box.required)).toBe(false);
}

/** Fills the form as `fill` does and ticks the consent box: the form as a visitor leaves it before sending. */
export async function fillAndConsent(page: Page, entry: Partial<Entry>): Promise<void> {
  await fill(page, entry);
  await field(page, 'consent').check();
}

export async function submit(page: Page): Promise<void> {
  await page.locator('form[data-contact-form]').getByRole('button', { name: 'E-Mail-Programm öffnen' }).click();
}

export function opened(page: Page): Promise<string[][]> {
  return page.evaluate(() => (window as unknown as { __opened: string[][] }).__opened);
}
