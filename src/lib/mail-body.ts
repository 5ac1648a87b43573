// The body of the e-mail the contact form prepares: the visitor's entries (spec) and the line that records their
// consent with date and time (Art. 7 Abs. 1 DSGVO). One function, so the browser and the tests build the same text.
import type { MailDraftText } from '../content/mail-draft.ts';

export interface MailEntries {
  readonly name: string;
  readonly email: string;
  readonly message: string;
}

const when = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });

/** e.g. '22.11.2026, 14:05 Uhr', in the visitor's own time zone. */
export function consentTime(date: Date): string {
  return `${when.format(date)} Uhr`;
}

/** Lines joined with CRLF; `consentAt` is the moment the visitor sent the form with consent ticked. */
export function mailBody(draft: MailDraftText, entries: MailEntries, consentAt: Date): string {
  return [
    `${draft.nameLabel}: ${entries.name}`,
    `${draft.emailLabel}: ${entries.email}`,
    '',
    `${draft.messageLabel}:`,
    entries.message,
    '',
    '--',
    draft.consentRecord.replace('{date}', consentTime(consentAt)),
  ].join('\r\n');
}
