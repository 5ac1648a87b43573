// The contact form (spec): required fields, the consent alert, the exact mailto: it opens, and the help it shows after
// a submit (its place, wording and buttons: contact-help.test.ts).
import { describe, expect, it } from 'vitest';
import { contactSection } from '../../src/content/contact.ts';
import { contact } from '../../src/site.ts';
import { chromiumForFile, settled, type ViewportName } from './chromium.ts';
import {
  CONSENT_LINES,
  type Entry,
  expectedUrl,
  field,
  fill,
  fillAndConsent,
  opened,
  openForm,
  SUBJECT,
  submit,
} from './contact-form-page.ts';

const browser = chromiumForFile();

const CONSENT_ALERT = 'Bitte stimmen Sie der Datenschutzerklärung zu.';

describe.each<ViewportName>(['phone', 'desktop'])('contact form at %s size', (viewport) => {
  it('opens the mail program with the exact prefilled message and shows its help, no toast', async () => {
    const { page, errors, dialogs, close } = await openForm(browser(), viewport);
    const entry = {
      name: 'Max Mustermann',
      email: 'max.mustermann@example.de',
      message: 'Guten Tag,\nich interessiere mich für eine Haartransplantation (Ä, ß & 100 %).\n\nViele Grüße',
    };
    await fillAndConsent(page, entry);
    await submit(page);

    expect(await opened(page)).toEqual([[expectedUrl(entry), '_self']]);
    const url = new URL((await opened(page))[0]?.[0] ?? '');
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(contact.email);
    expect(url.searchParams.get('subject')).toBe(SUBJECT);
    expect(url.searchParams.get('body')).toBe(
      `Name: Max Mustermann\r\nE-Mail: max.mustermann@example.de\r\n\r\nNachricht:\r\nGuten Tag,\r\nich interessiere mich für eine Haartransplantation (Ä, ß & 100 %).\r\n\r\nViele Grüße${CONSENT_LINES}`,
    );
    await expect.poll(() => page.locator('.handover').isVisible()).toBe(true);
    // The help takes the toast's place: one on top of the page covered the name and e-mail fields on phones.
    expect(await page.locator('[data-toast]').count()).toBe(0);
    expect(dialogs).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
    await close();
  });
});

// At the phone's size only: what follows is the form's logic (the mailto it builds, its checks, its one mail per
// submit, its counter), and nothing of it depends on the width: the client wires the same handlers at every size (no
// media query or width in client/). The same journeys at desktop size ran the same code again (docs/tests.md,
// „Laufzeit“); the help's place at both sizes: the test above and contact-help.test.ts.
describe.each<ViewportName>(['phone'])('contact form at %s size', (viewport) => {
  it('opens one mail for a double click or a second quick submit, and a new one once the form changed', async () => {
    const { page, close } = await openForm(browser(), viewport);
    await fillAndConsent(page, { name: 'Max Mustermann', email: 'max@example.de', message: 'Guten Tag' });
    const button = page.locator('form[data-contact-form]').getByRole('button', { name: 'E-Mail-Programm öffnen' });
    const help = page.locator('.handover textarea');
    await button.dblclick();
    await expect.poll(() => help.isVisible()).toBe(true);
    await help.evaluate((node) => {
      (window as unknown as { __help: Element }).__help = node;
    });
    await button.click();
    await settled(page);
    expect(await opened(page)).toHaveLength(1);
    // The help stays as it was: the same message, not shown anew.
    expect(await help.evaluate((node) => node === (window as unknown as { __help: Element }).__help)).toBe(true);
    expect(await help.inputValue()).toContain('Nachricht:\nGuten Tag\n');

    // A changed form is a new message: the help for the last one goes, and comes back with the new one.
    await field(page, 'message').fill('Guten Tag, noch eine Frage');
    expect(await page.locator('.handover').count()).toBe(0);
    await submit(page);
    await expect.poll(async () => (await opened(page)).length).toBe(2);
    expect((await opened(page))[1]?.[0]).toContain(encodeURIComponent('noch eine Frage'));
    await expect.poll(() => help.inputValue()).toContain('Guten Tag, noch eine Frage');
    await close();
  });

  it('alerts and opens nothing while consent is not ticked', async () => {
    const { page, dialogs, close } = await openForm(browser(), viewport);
    await fill(page, { name: 'Erika Muster', email: 'erika@example.de', message: 'Bitte um Rückruf.' });
    expect(await field(page, 'consent').isChecked()).toBe(false);
    await submit(page);
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0]?.type()).toBe('alert');
    expect(dialogs[0]?.message()).toBe(CONSENT_ALERT);
    expect(await opened(page)).toEqual([]);
    expect(await page.locator('.handover').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');

    // Ticking it afterwards is enough: the same entries now open the mail program.
    await field(page, 'consent').check();
    await submit(page);
    expect(await opened(page)).toEqual([
      [expectedUrl({ name: 'Erika Muster', email: 'erika@example.de', message: 'Bitte um Rückruf.' }), '_self'],
    ]);
    expect(dialogs).toHaveLength(1);
    await close();
  });

  it('requires name, e-mail and message and checks the e-mail format', async () => {
    const { page, dialogs, close } = await openForm(browser(), viewport);
    const complete: Entry = { name: 'Max Muster', email: 'max@example.de', message: 'Hallo' };
    await field(page, 'consent').check();
    for (const name of ['name', 'email', 'message'] as const) {
      await fill(page, { ...complete, [name]: '' });
      await submit(page);
      expect(await opened(page), `${name} empty`).toEqual([]);
      expect(await field(page, name).evaluate((node) => (node as HTMLInputElement).validity.valueMissing)).toBe(true);
      await expect.poll(() => field(page, name).evaluate((node) => node === document.activeElement)).toBe(true);
    }
    await fill(page, { ...complete, email: 'keine-adresse' });
    await submit(page);
    expect(await opened(page)).toEqual([]);
    expect(await field(page, 'email').evaluate((node) => (node as HTMLInputElement).validity.typeMismatch)).toBe(true);
    await expect.poll(() => field(page, 'email').evaluate((node) => node === document.activeElement)).toBe(true);
    expect(dialogs).toEqual([]);
    expect(await page.locator('.handover').count()).toBe(0);

    await fill(page, complete);
    await submit(page);
    expect(await opened(page)).toEqual([[expectedUrl(complete), '_self']]);
    await close();
  });

  it('keeps hostile input inside the body: no extra recipient, header or parameter', async () => {
    const { page, close } = await openForm(browser(), viewport);
    const message = 'Hallo&cc=evil@example.com?to=x\nZweite Zeile\r\nBcc: evil@example.com\n%0D%0Ato=evil@example.com';
    await fill(page, { name: 'x\r\nBcc: evil@example.com', email: 'a@b.example', message });
    // A one-line input never holds a line break (the browser drops or replaces it); what remains is sent as entered.
    const name = await field(page, 'name').inputValue();
    expect(name).toMatch(/^x ?Bcc: evil@example\.com$/);
    await field(page, 'consent').check();
    await submit(page);

    const calls = await opened(page);
    expect(calls).toHaveLength(1);
    const [href = '', target] = calls[0] ?? [];
    expect(target).toBe('_self');
    expect(href.startsWith(`mailto:${contact.email}?subject=`)).toBe(true);
    expect(href).toBe(expectedUrl({ name, email: 'a@b.example', message }));
    const url = new URL(href);
    expect(url.pathname).toBe(contact.email);
    expect(url.hash).toBe('');
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
    expect(url.searchParams.get('subject')).toBe(SUBJECT);
    expect(url.searchParams.get('body')).toBe(
      `Name: ${name}\r\nE-Mail: a@b.example\r\n\r\nNachricht:\r\nHallo&cc=evil@example.com?to=x\r\nZweite Zeile\r\nBcc: evil@example.com\r\n%0D%0Ato=evil@example.com${CONSENT_LINES}`,
    );
    await close();
  });

  it('caps the message so the mailto link stays whole, and counts down near the limit', async () => {
    const { page, close } = await openForm(browser(), viewport);
    const { maxLength } = contactSection.form.fields.find((item) => item.name === 'message') ?? { maxLength: 0 };
    const counter = page.locator('#kontakt-message-zaehler');
    await field(page, 'message').click();
    await page.keyboard.insertText('a'.repeat(maxLength - 300));
    expect(await counter.textContent()).toBe('');
    await page.keyboard.insertText('b'.repeat(150));
    await expect.poll(() => counter.textContent()).toBe(`Noch 150 von ${maxLength.toLocaleString('de-DE')} Zeichen.`);
    expect(await counter.getAttribute('aria-live')).toBe('polite');
    expect(await field(page, 'message').getAttribute('aria-describedby')).toBe('kontakt-message-zaehler');
    await page.keyboard.insertText('c'.repeat(400));
    expect((await field(page, 'message').inputValue()).length).toBe(maxLength);
    await expect
      .poll(() => counter.textContent())
      .toBe(`Die Nachricht hat die Höchstlänge von ${maxLength.toLocaleString('de-DE')} Zeichen erreicht.`);
    await field(page, 'name').fill('Max');
    await field(page, 'email').fill('max@example.de');
    await field(page, 'consent').check();
    await submit(page);
    const [[href = ''] = []] = await opened(page);
    expect(new URL(href).searchParams.get('body')).toContain('c'.repeat(150));
    expect(href.length).toBeLessThan(2000);
    await close();
  });
});
