// What in a text advertises something only the advertiser can prove: a number of years or of patients, a percentage, a
// superlative ("beliebteste", "führende", "Nr. 1"). Each must be one of the registered claims (src/content/claims.ts),
// whose evidence the deploy requires (§ 5 Abs. 2 UWG, § 3 HWG); the tests read the pages with it. Pure: the caller
// passes the forms the registry allows.

/** A figure or word that advertises, as written, and where it starts. */
export interface Advertised {
  readonly word: string;
  readonly index: number;
}

/** A number as German copy writes it: '17', '10.000', '4,8'. */
const NUMBER = String.raw`\d+(?:[.,]\d+)*`;

const PATTERNS: readonly RegExp[] = [
  // '17+ Jahre', 'seit über 17 Jahren'; the years of a date ('seit 2009') are no claim of their own.
  new RegExp(String.raw`${NUMBER}\s*\+?\s*Jahr\p{L}*`, 'gu'),
  // 'über 10.000 Patienten', '10.000 zufriedene Patientinnen'.
  new RegExp(String.raw`${NUMBER}\s*\+?\s*(?:\p{L}+\s+)?Patient\p{L}*`, 'gu'),
  // '90–95 %', '90 Prozent', 'mind. 90 %'.
  new RegExp(String.raw`${NUMBER}(?:\s*[–-]\s*${NUMBER})?\s*(?:%|Prozent)`, 'gu'),
  // Superlatives and rankings that claim a place among others.
  /(?<!\p{L})(?:beliebteste|beste|führende|größte|erfahrenste|modernste|günstigste|sicherste|schnellste|bekannteste|renommierteste|höchste|meistgebuchte)[nmrs]?(?!\p{L})|(?<!\p{L})(?:Nr\.\s?1|Nummer eins|Marktführer\p{L}*|Testsieger\p{L}*)(?!\p{L})/giu,
];

/** Every figure or word in `text` that advertises what only the advertiser can prove. */
export function advertisedFigures(text: string): Advertised[] {
  return PATTERNS.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => ({ word: match[0], index: match.index })),
  ).sort((a, b) => a.index - b.index);
}

/**
 * What `text` advertises outside every allowed form: each form, wherever it occurs, covers the figures inside it
 * ('über 17 Jahren' covers '17 Jahren'). Case counts for figures, not for a word that starts a sentence.
 */
export function unregistered(text: string, forms: readonly string[]): Advertised[] {
  const lower = text.toLowerCase();
  const covered: [number, number][] = forms.filter(Boolean).flatMap((form) => {
    const spans: [number, number][] = [];
    for (let at = lower.indexOf(form.toLowerCase()); at >= 0; at = lower.indexOf(form.toLowerCase(), at + 1)) {
      spans.push([at, at + form.length]);
    }
    return spans;
  });
  return advertisedFigures(text).filter(
    ({ word, index }) => !covered.some(([start, end]) => start <= index && index + word.length <= end),
  );
}
