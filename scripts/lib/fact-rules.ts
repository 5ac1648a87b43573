// What every written fact of src/site.ts must look like before it goes out (docs/vor-dem-livegang.md, „Platzhalter
// ersetzen“): a value that is there but empty or malformed passes every other check and breaks the page quietly. An
// empty company name leaves the Impressum at „betrieben von:“, an e-mail of one space sends every enquiry to
// `mailto:%20`, and a stray space at a fact's end differs from the text the page renders around it.
import { hasUnsafeCharacters } from '../../src/lib/characters.ts';
import { BLOOD_TEST_CHOICES, DEPOSIT_BASES, PLACEHOLDER_MARK, WITHDRAWAL_CHOICES } from '../../src/site.ts';

/**
 * The facts that may span lines: each stands only in a paragraph of a legal page that keeps its line breaks
 * (`whitespace-pre-line`, src/pages/LegalPage.tsx), where a name above its address reads as the owner wrote it.
 * test/worker/multi-line-facts.test.tsx renders every page to check that nowhere else shows them.
 */
export const MULTI_LINE_FACTS: ReadonlySet<string> = new Set([
  'operator.contentResponsible',
  'operator.hwgRepresentative',
  'operator.willichOperator.gdprRepresentative',
  'privacy.dataProtectionOfficer',
]);

/** A check of the form a fact's use needs, by its setting's id, and what to say when it fails. */
interface Format {
  readonly ids: RegExp;
  readonly valid: (value: string) => boolean;
  readonly problem: string;
}

/** An https origin as the canonical links, the sitemap and the sharing tags append paths to it: no path, no slash. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.origin === value && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A decision is one of its choices, written as the type in src/site.ts names it; the pages know no other. */
function choiceOf(id: string, choices: readonly string[]): Format {
  return {
    ids: new RegExp(`^${id.replaceAll('.', '\\.')}$`),
    valid: (value) => choices.includes(value),
    problem: `ist keine der möglichen Entscheidungen: ${choices.map((choice) => `'${choice}'`).join(' oder ')}`,
  };
}

const FORMATS: readonly Format[] = [
  {
    ids: /^contact\.email$/,
    // What a mailto: link can carry to a mailbox: a local part, @, a domain of labels with a top-level domain.
    valid: (value) =>
      /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}$/u.test(
        value,
      ),
    problem: 'ist keine E-Mail-Adresse der Form name@beispiel.de',
  },
  {
    ids: /^contact\.phoneE164$/,
    // E.164: a plus, the country code (never 0) and at most 15 digits in all; the tel: links dial it.
    valid: (value) => /^\+[1-9]\d{6,14}$/.test(value),
    problem: 'ist keine Telefonnummer im internationalen Format: + und nur Ziffern, etwa +492154812340',
  },
  {
    ids: /(?:^|\.)whatsapp$/,
    // wa.me takes the number as digits only, with the country code and without + or 00.
    valid: (value) => /^[1-9]\d{6,14}$/.test(value),
    problem: 'ist keine WhatsApp-Nummer aus Ziffern mit Ländervorwahl, ohne + und 00, etwa 4915112345678',
  },
  {
    ids: /^website\.origin$/,
    valid: isOrigin,
    problem: 'ist keine Adresse der Form https://www.beispiel.de (ohne Pfad und ohne / am Ende)',
  },
  {
    ids: /^privacy\.dataProtectionOfficer$/,
    // The policy tells visitors whom to write to: a person or a firm, not only a number or an address.
    valid: (value) => /\p{L}/u.test(value),
    problem: 'nennt niemanden: ein Name aus Buchstaben fehlt',
  },
  choiceOf('decisions.withdrawal', WITHDRAWAL_CHOICES),
  choiceOf('decisions.bloodTest', BLOOD_TEST_CHOICES),
  choiceOf('decisions.depositBase', DEPOSIT_BASES),
];

/** Why one line of a fact cannot go out as written, or null. */
function lineProblem(line: string, multiLine: boolean): string | null {
  if (/^\s|\s$/u.test(line)) {
    return multiLine ? 'eine Zeile beginnt oder endet mit Leerraum' : 'beginnt oder endet mit Leerraum';
  }
  if (/\s{2}/u.test(line)) return 'enthält doppelten Leerraum';
  return null;
}

/**
 * Why the fact `id` cannot go out with `value` as written, in the owner's words, or null: it must hold a letter or a
 * digit, no stand-in, no character of the one character rule (src/lib/characters.ts), no whitespace at its ends or
 * doubled, and, where one line, no line feed or tab; some facts have a form of their own (`FORMATS`).
 */
export function factProblem(id: string, value: string): string | null {
  if (value.toLowerCase().includes(PLACEHOLDER_MARK.toLowerCase())) return 'ist noch ein Platzhalter';
  if (!/[\p{L}\p{N}]/u.test(value)) return 'ist leer (kein Buchstabe, keine Ziffer)';
  const multiLine = MULTI_LINE_FACTS.has(id);
  if (!multiLine && /[\n\t]/.test(value)) return 'enthält einen Zeilenumbruch oder Tabulator (eine Zeile)';
  if (hasUnsafeCharacters(multiLine ? value.replaceAll('\n', ' ') : value)) {
    return 'enthält ein unsichtbares oder Steuerzeichen';
  }
  const lines = value.split('\n');
  if (lines.some((line) => line === '')) return 'enthält eine leere Zeile';
  for (const line of lines) {
    const problem = lineProblem(line, multiLine);
    if (problem) return problem;
  }
  const format = FORMATS.find((candidate) => candidate.ids.test(id));
  return format && !format.valid(value) ? format.problem : null;
}

/**
 * Why the number shown on the pages (`contact.phoneDisplay`) is not the one their links dial (`contact.phoneE164`), or
 * null: a visitor who types the number he reads would reach someone else. Read as written: "+49 2154 …" and
 * "0049 2154 …" with the country code, "02154 …" in the national form, "+49 (0) 2154 …" with the trunk zero that is
 * not dialled.
 */
export function phoneDisplayProblem(display: string, e164: string): string | null {
  const dialled = e164.slice(1);
  const written = display.replace(/\(\s*0\s*\)/u, '');
  const digits = written.replace(/\D/gu, '');
  let matches: boolean;
  if (/^\s*(?:\+|00)/u.test(written)) {
    matches = digits.replace(/^00/u, '') === dialled;
  } else if (/^\s*0/u.test(written)) {
    // The national form: after its 0, the number behind a country code of one to three digits.
    const national = digits.slice(1);
    matches =
      dialled.endsWith(national) && dialled.length - national.length >= 1 && dialled.length - national.length <= 3;
  } else {
    matches = digits === dialled;
  }
  return matches ? null : `zeigt eine andere Nummer als die, die die Links wählen (contact.phoneE164: ${e164})`;
}
