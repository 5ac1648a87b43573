// The e-mail the contact form prepares: labels of its body, the consent it records, and the toast after handing it to
// the mail program. Built from the facts (where the request is processed); the island gets it as props.
import { site } from '../site.ts';
import { mailSubject } from './contact-texts.ts';

const { istanbul } = site.clinics;

/**
 * The ticked consent as the mail records it: processing as the privacy policy says, health data included, and in
 * Istanbul, outside the EU, without an adequacy decision (Art. 7, Art. 9 Abs. 2 lit. a, Art. 49 Abs. 1 lit. a DSGVO).
 */
const consentGiven = `Einwilligung zur Verarbeitung meiner Angaben einschließlich Gesundheitsdaten gemäß Datenschutzerklärung, auch in ${istanbul.city} (${istanbul.address.country}, ohne Angemessenheitsbeschluss der EU): erteilt`;

/**
 * The page cannot know whether a mail program opened, let alone whether the visitor sends the mail: it says what it did.
 */
export const mailDraft = {
  nameLabel: 'Name',
  emailLabel: 'E-Mail',
  messageLabel: 'Nachricht',
  /**
   * The ticked consent, recorded in the mail itself (Art. 7 Abs. 1 DSGVO): the body's last line, with when (`{date}`:
   * date and time, German).
   */
  consentGiven,
  consentRecord: `${consentGiven} am {date}`,
  /**
   * Without script the browser writes the form into the mailto: link itself, one parameter per field (method GET: UTF-8,
   * every value encoded, so no value can add a field of its own). The mail program reads `subject` and `body` only: the
   * message is the body, and the ticked consent box the subject, which so records the consent (the mail's own date
   * says when).
   */
  nativeSubject: `${mailSubject} – ${consentGiven}`,
  opened:
    'Wir haben Ihr E-Mail-Programm mit der Nachricht aufgerufen. Bitte senden Sie sie dort ab – öffnet sich nichts, schreiben Sie uns an {address}.',
} as const;

export type MailDraftText = typeof mailDraft;
