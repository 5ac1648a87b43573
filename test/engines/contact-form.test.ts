// The contact form in each engine (spec): the consent alert, then the exact mailto: once consent is given, and the help
// below the button for a visitor whose mail program did not open.
import { describe, expect, it } from 'vitest';
import { contactSection } from '../../src/content/contact.ts';
import { mailDraft } from '../../src/content/mail-draft.ts';
import { phoneAction, whatsappAction } from '../../src/content/navigation.ts';
import { mailtoHref } from '../../src/lib/links.ts';
import { consentTime } from '../../src/lib/mail-body.ts';
import { contact } from '../../src/site.ts';
import { selectedText } from '../common/selected-text.ts';
import { type EnginePage, engineForSuite, engineNames } from './engine.ts';
import { toasts } from './landing-page.ts';
import { fixClock, initScript, recordWindowOpen } from './page-scripts.ts';

const CONSENT_ALERT = 'Bitte stimmen Sie der Datenschutzerklärung zu.';
const HELP = contactSection.form.handover;
/** The page's clock while these tests run: the consent line records it. */
const CONSENT_AT = new Date(2026, 10, 22, 14, 5);
const CONSENT_LINES = `\r\n\r\n--\r\n${mailDraft.consentRecord.replace('{date}', consentTime(CONSENT_AT))}`;

const FORM = 'form[data-contact-form]';
const field = (name: string) => `${FORM} #kontakt-${name}`;
const SUBMIT = `${FORM} button[type="submit"]`;

const entry = {
  name: 'Max Mustermann',
  email: 'max.mustermann@example.de',
  message: 'Guten Tag,\nich interessiere mich für eine Haartransplantation (Ä, ß & 100 %).\n\nViele Grüße',
};

/** The mail's body the contract expects; line breaks in the message become CRLF. */
function expectedBody({ name, email, message }: typeof entry): string {
  return `Name: ${name}\r\nE-Mail: ${email}\r\n\r\nNachricht:\r\n${message.replace(/\r\n|\r|\n/g, '\r\n')}${CONSENT_LINES}`;
}

/** The mailto: URL the contract expects. */
function expectedUrl(sent: typeof entry): string {
  return `mailto:${contact.email}?subject=Haartransplantation%20Beratungsanfrage&body=${encodeURIComponent(expectedBody(sent))}`;
}

/** What the help shows and holds, read in the page. */
function helpShown(page: EnginePage) {
  return page.evaluate(() => {
    const help = document.querySelector('.handover');
    const button = document.querySelector('form[data-contact-form] button[type="submit"]');
    if (!help || !button) return null;
    const fields = ['#kontakt-name', '#kontakt-email', '#kontakt-message', '#kontakt-consent'].map(
      (selector) => document.querySelector(selector)?.getBoundingClientRect().bottom ?? Number.POSITIVE_INFINITY,
    );
    const top = help.getBoundingClientRect().top;
    return {
      title: help.querySelector('h4')?.textContent,
      message: help.querySelector('textarea')?.value,
      links: [...help.querySelectorAll('a')].map((link) => [link.getAttribute('href'), link.getAttribute('target')]),
      // Below the button, and so below every field: it lies over none.
      belowButton: top >= button.getBoundingClientRect().bottom,
      belowFields: fields.every((bottom) => bottom <= top),
    };
  });
}

/** A property of a form field (`value`, `checked`, `required`), read in the page. */
function fieldProperty<K extends 'value' | 'checked' | 'required'>(page: EnginePage, selector: string, property: K) {
  return page.evaluate(
    (sel: string, key: string) => (document.querySelector(sel) as HTMLInputElement)[key as K],
    selector,
    property,
  );
}

function opened(page: EnginePage): Promise<string[][]> {
  return page.evaluate(() => (window as unknown as { __opened: string[][] }).__opened);
}

describe.each(engineNames)('%s: contact form', (name) => {
  const engine = engineForSuite(name);

  // The form's logic at phone size; at desktop size the place of its help, the one thing there that the size can change
  // (client/ wires the same handlers at every width: docs/tests.md, „Laufzeit“).
  it('at phone size alerts without consent, then opens the exact mailto once consent is ticked, and shows its help below the button', async () => {
    // window.open is recorded instead of leaving the page for the mail program.
    const page = await engine().open('phone', '/', {
      init: [initScript(recordWindowOpen), initScript(fixClock, CONSENT_AT.getTime())],
    });
    await page.clientReady();
    for (const key of ['name', 'email', 'message'] as const) await page.fill(field(key), entry[key]);
    // Typing hydrates the form's island, which then replaces the browser's required check by the spec's alert.
    await expect.poll(() => fieldProperty(page, field('consent'), 'required')).toBe(false);
    expect(await fieldProperty(page, field('message'), 'value')).toBe(entry.message);

    await page.click(SUBMIT);
    await expect.poll(() => page.dialogs()).toEqual([CONSENT_ALERT]);
    expect(await opened(page)).toEqual([]);
    expect(await toasts(page)).toEqual([]);

    await page.click(field('consent'));
    expect(await fieldProperty(page, field('consent'), 'checked')).toBe(true);
    await page.click(SUBMIT);
    await expect.poll(() => opened(page)).toEqual([[expectedUrl(entry), '_self']]);
    const url = new URL((await opened(page))[0]?.[0] ?? '');
    expect(url.pathname).toBe(contact.email);
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
    expect(await page.dialogs()).toEqual([CONSENT_ALERT]);
    expect(new URL(await page.url()).pathname).toBe('/');
    // The help below the button: the message as the mail has it (a textarea's value has LF for CRLF), the address
    // and the other ways; no toast over the fields.
    await expect
      .poll(() => helpShown(page))
      .toEqual({
        title: HELP.title,
        message: `Betreff: Haartransplantation Beratungsanfrage\n\n${expectedBody(entry).replaceAll('\r\n', '\n')}`,
        links: [
          [mailtoHref(contact.email), null],
          [whatsappAction.href, '_blank'],
          [phoneAction.href, null],
        ],
        belowButton: true,
        belowFields: true,
      });
    expect(await toasts(page)).toEqual([]);
    // Copied; and where the browser refuses (a permission the visitor denied), selected for the keyboard and said so.
    const status = () => page.text('.handover p[aria-live]');
    const selected = () => page.evaluate(selectedText);
    await page.click('.handover button');
    await expect.poll(status).toBe(HELP.copied);
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    });
    await page.click('.handover button');
    await expect.poll(status).toBe(HELP.refused);
    expect(await selected()).toBe(
      await page.evaluate(() => document.querySelector<HTMLTextAreaElement>('.handover textarea')?.value),
    );
    await page.click('.handover p button');
    await expect.poll(selected).toBe(contact.email);
    // The fields keep what was typed.
    expect(await fieldProperty(page, field('message'), 'value')).toBe(entry.message);

    // Two more quick clicks on the unchanged form (an impatient double click): still one mail.
    await page.click(SUBMIT);
    await page.click(SUBMIT);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(await opened(page)).toHaveLength(1);
    // A changed form is a new message.
    await page.fill(field('message'), `${entry.message} Nachtrag`);
    await page.click(SUBMIT);
    await expect.poll(async () => (await opened(page)).length).toBe(2);
    expect(await page.errors()).toEqual([]);
    await page.close();
  });

  it('at desktop size opens the exact mailto and shows its help below the button and every field', async () => {
    const page = await engine().open('desktop', '/', {
      init: [initScript(recordWindowOpen), initScript(fixClock, CONSENT_AT.getTime())],
    });
    await page.clientReady();
    for (const key of ['name', 'email', 'message'] as const) await page.fill(field(key), entry[key]);
    await page.click(field('consent'));
    await page.click(SUBMIT);
    await expect.poll(() => opened(page)).toEqual([[expectedUrl(entry), '_self']]);
    await expect
      .poll(async () => (await helpShown(page))?.belowButton, { message: 'the help below the button at desktop size' })
      .toBe(true);
    expect((await helpShown(page))?.belowFields, 'the help below every field at desktop size').toBe(true);
    expect(await page.errors()).toEqual([]);
    await page.close();
  });
});
