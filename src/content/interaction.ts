// Wording of everything the islands say: edit mode, toasts, the mail the form prepares.
import { MAX_TEXT_LENGTH } from '../lib/saved-texts.ts';

export const editMode = {
  toggleOff: 'Bearbeiten',
  toggleOn: 'Fertig',
  /** Spec §4: the reset button's title (exact). */
  reset: 'Alle Änderungen zurücksetzen',
  saved: 'Änderung gespeichert.',
  saveFailed: 'Die Änderung konnte nicht gespeichert werden. Der Speicher dieses Browsers ist voll oder gesperrt.',
  resetDone: 'Alle Änderungen wurden zurückgesetzt.',
  resetFailed: 'Die Änderungen konnten nicht gelöscht werden: Der Speicher dieses Browsers ist gesperrt.',
  tooLong: `Der Text ist zu lang: höchstens ${MAX_TEXT_LENGTH} Zeichen.`,
  empty: 'Ein leerer Text wird nicht gespeichert.',
} as const;

export type EditModeText = typeof editMode;

export const toasts = {
  regionLabel: 'Benachrichtigungen',
  close: 'Schließen',
} as const;

export type ToastText = typeof toasts;

/**
 * The e-mail the contact form prepares: labels of its body, and the toast after handing it to the mail program. The
 * page cannot know whether a mail program opened, let alone whether the visitor sends the mail: it says what it did.
 */
const consentGiven = 'Einwilligung zur Verarbeitung meiner Gesundheitsdaten gemäß Datenschutzerklärung: erteilt';

export const mailDraft = {
  nameLabel: 'Name',
  emailLabel: 'E-Mail',
  messageLabel: 'Nachricht',
  /**
   * The ticked consent, recorded in the mail itself (Art. 7 Abs. 1 DSGVO). Without script the browser writes it as the
   * checkbox's value; with script the body's last line adds when (`{date}`: date and time, German).
   */
  consentGiven,
  consentRecord: `${consentGiven} am {date}`,
  opened:
    'Wir haben Ihr E-Mail-Programm mit der Nachricht aufgerufen. Bitte senden Sie sie dort ab – öffnet sich nichts, schreiben Sie uns an {address}.',
} as const;

export type MailDraftText = typeof mailDraft;
