// Wording of what the islands say: edit mode and toasts (the texts file: texts-transfer.ts; the prepared mail:
// mail-draft.ts).
import { MAX_TEXT_LENGTH } from '../edit-mode/saved-texts.ts';

export const editMode = {
  toggleOff: 'Bearbeiten',
  toggleOn: 'Fertig',
  /** The reset button's title, as the spec words it. */
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
