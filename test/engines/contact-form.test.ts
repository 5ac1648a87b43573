// The contact form in each engine (spec): the consent alert, then the exact mailto: once consent is given.
import { describe, expect, it } from 'vitest';
import { mailDraft } from '../../src/content/mail-draft.ts';
import { consentTime } from '../../src/lib/mail-body.ts';
import { contact } from '../../src/site.ts';
import { type EnginePage, engineForSuite, engineNames, type ViewportName } from './engine.ts';
import { toasts } from './landing-page.ts';
import { fixClock, initScript, recordWindowOpen } from './page-scripts.ts';

const CONSENT_ALERT = 'Bitte stimmen Sie der Datenschutzerklärung zu.';
const OPENED_TOAST = mailDraft.opened.replace('{address}', contact.email);
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

/** The mailto: URL the contract expects; line breaks in the message become CRLF. */
function expectedUrl({ name, email, message }: typeof entry): string {
  const body = `Name: ${name}\r\nE-Mail: ${email}\r\n\r\nNachricht:\r\n${message.replace(/\r\n|\r|\n/g, '\r\n')}${CONSENT_LINES}`;
  return `mailto:${contact.email}?subject=Haartransplantation%20Beratungsanfrage&body=${encodeURIComponent(body)}`;
}

function opened(page: EnginePage): Promise<string[][]> {
  return page.evaluate(() => (window as unknown as { __opened: string[][] }).__opened);
}

describe.each(engineNames)('%s: contact form', (name) => {
  const engine = engineForSuite(name);

  it.each<ViewportName>(['phone', 'desktop'])(
    'at %s size alerts without consent, then opens the exact mailto once consent is ticked',
    async (viewport) => {
      // window.open is recorded instead of leaving the page for the mail program.
      const page = await engine().open(viewport, '/', {
        init: [initScript(recordWindowOpen), initScript(fixClock, CONSENT_AT.getTime())],
      });
      await page.clientReady();
      for (const key of ['name', 'email', 'message'] as const) await page.fill(field(key), entry[key]);
      // Typing hydrates the form's island, which then replaces the browser's required check by the spec's alert.
      await expect
        .poll(() =>
          page.evaluate((sel: string) => (document.querySelector(sel) as HTMLInputElement).required, field('consent')),
        )
        .toBe(false);
      expect(
        await page.evaluate(
          (sel: string) => (document.querySelector(sel) as HTMLTextAreaElement).value,
          field('message'),
        ),
      ).toBe(entry.message);

      await page.click(SUBMIT);
      await expect.poll(() => page.dialogs()).toEqual([CONSENT_ALERT]);
      expect(await opened(page)).toEqual([]);
      expect(await toasts(page)).toEqual([]);

      await page.click(field('consent'));
      expect(
        await page.evaluate(
          (sel: string) => (document.querySelector(sel) as HTMLInputElement).checked,
          field('consent'),
        ),
      ).toBe(true);
      await page.click(SUBMIT);
      await expect.poll(() => opened(page)).toEqual([[expectedUrl(entry), '_self']]);
      const url = new URL((await opened(page))[0]?.[0] ?? '');
      expect(url.pathname).toBe(contact.email);
      expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
      await expect.poll(() => toasts(page)).toEqual([{ text: expect.stringContaining(OPENED_TOAST), tone: 'success' }]);
      expect(await page.dialogs()).toEqual([CONSENT_ALERT]);
      expect(new URL(await page.url()).pathname).toBe('/');

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
    },
  );
});
