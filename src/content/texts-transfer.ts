// Wording of edit mode's export and import of the edited texts, and of `npm run texts:apply`'s messages. A module of its
// own: the export and import load only once edit mode is switched on (client/islands/EditControls.tsx), and their words
// with them.
import { MAX_TEXT_LENGTH } from '../edit-mode/saved-texts.ts';
import { MAX_TEXTS_FILE_BYTES } from '../edit-mode/texts-file.ts';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Export and import of the edited texts (edit mode), and the messages of `npm run texts:apply`. */
export const textsFile = {
  exportLabel: 'Exportieren',
  exportTitle:
    'Geänderte Texte als Datei speichern, um sie in einen anderen Browser zu übernehmen oder zu veröffentlichen',
  exportNothing: 'Noch keine geänderten Texte: Exportieren geht, sobald ein Text gespeichert ist.',
  exportFailed: 'Die geänderten Texte konnten nicht gelesen werden: Der Speicher dieses Browsers ist gesperrt.',
  importLabel: 'Importieren',
  importTitle: 'Texte aus einer exportierten Datei übernehmen',
  /** "3 Texte übernommen, 1 übersprungen" */
  imported: (taken: number, skipped: number) =>
    skipped === 0
      ? `${count(taken, 'Text', 'Texte')} übernommen.`
      : `${count(taken, 'Text', 'Texte')} übernommen, ${skipped} übersprungen.`,
  importSaveFailed:
    'Die Texte konnten nicht gespeichert werden. Der Speicher dieses Browsers ist voll oder gesperrt; es hat sich nichts geändert.',
  refused: {
    'too-large': `Die Datei ist größer als ${MAX_TEXTS_FILE_BYTES / 1024} KB. Es hat sich nichts geändert.`,
    encoding:
      'Die Datei ist weder in UTF-8 noch in UTF-16 mit Byte-Order-Mark gespeichert. Speichern Sie sie als UTF-8, wie „Exportieren“ sie schreibt. Es hat sich nichts geändert.',
    'not-json': 'Die Datei ist keine JSON-Datei. Es hat sich nichts geändert.',
    format: 'Die Datei ist kein Textexport dieser Website. Es hat sich nichts geändert.',
    version: 'Die Datei stammt aus einer anderen Version des Textexports. Es hat sich nichts geändert.',
    'no-texts': 'Die Datei enthält keine Texte. Es hat sich nichts geändert.',
    unreadable: 'Die Datei konnte nicht gelesen werden. Es hat sich nichts geändert.',
    /** Only `npm run texts:apply` opens a path; the browser's file chooser offers files only. */
    'not-a-file':
      'Das ist keine Datei, sondern ein Ordner, ein Gerät oder eine Pipe. Nennen Sie die exportierte Datei. Es hat sich nichts geändert.',
  },
  /**
   * What `npm run texts:apply` advises after it changed the content: the owner's last steps, word for word as in
   * docs/betreiber.md (test/unit/texts-apply.test.ts holds both to this).
   */
  nextSteps: 'Prüfen Sie die Änderung mit `git diff` und `npm test`, dann veröffentlichen Sie mit `npm run deploy`.',
  /** Why `npm run texts:apply` refuses one text. */
  problems: {
    'unknown-key': 'unbekannter Schlüssel (kein bearbeitbarer Text dieser Website)',
    'not-a-string': 'der Wert ist kein Text',
    empty: 'der Text ist leer',
    'too-long': `der Text ist länger als ${MAX_TEXT_LENGTH} Zeichen`,
    control: 'der Text enthält unsichtbare Steuer- oder Richtungszeichen (etwa aus einer kopierten Webseite)',
    'half-character':
      'der Text enthält ein halbes Zeichen (ein einzelnes UTF-16-Surrogat wie \\ud800), das keine Datei speichern kann',
    markup: 'der Text sieht nach HTML aus (spitze Klammern oder &…;)',
  },
} as const;

export type TextsFileText = typeof textsFile;
