// Wording rules for what the site says about price, place, package and outcome, read as a competitor's lawyer reads
// them (UWG § 5, PAngV, HWG § 3): every starting price next to its own place, no "Festpreis" where prices start at "ab",
// no lasting success promised, the journey named only for a place whose package includes it, a recovery figure only
// with the step of the healing the facts give it for, no quick or painless healing, none without scars and no full,
// natural, invisible or perfect result promised, no technique with a benefit it would have to prove, no consultation,
// estimate or examination called free (HWG § 7), "garantiert" only in the guarantee's one wording, no sole or top
// position but a price card's badge. The tests hold our own copy to them (test/unit/claims-audit.test.ts,
// test/worker/claims.test.tsx); `npm run texts:apply` refuses a headline the owner publishes that breaks one, unless he
// adds --accept-risk (docs/verhalten.md). Pure: no facts are imported, the caller passes the places, the recovery
// figures, the badges, the figures the registry of claims allows and the spec's words the settings keep.

/** A location as the rules see it: its city, its starting price as the copy writes it, whether it includes travel. */
export interface Place {
  readonly city: string;
  /** e.g. '2.299 EUR' */
  readonly price: string;
  readonly travel: boolean;
}

export type WordingRule =
  | 'price-without-place'
  | 'fixed-price'
  | 'lasting-success'
  | 'travel-without-place'
  | 'guarantee-wording'
  | 'recovery-figure'
  | 'outcome-promise'
  | 'technique-benefit'
  | 'free-consultation'
  | 'guarantee-promise'
  | 'absolute-claim'
  | 'unregistered-claim';

export interface Finding {
  readonly rule: WordingRule;
  /** The word or figure that broke the rule, as written. */
  readonly word: string;
}

/** What each rule means, in the owner's words (texts:apply prints it). */
export const wordingRules: Readonly<Record<WordingRule, string>> = {
  'price-without-place': 'ein Preis ohne seinen Standort direkt davor (etwa „in Istanbul ab 2.299 EUR“)',
  'fixed-price': '„Festpreis“ neben Preisen, die mit „ab“ beginnen und von der Zahl der Grafts abhängen',
  'lasting-success': 'ein dauerhafter Erfolg wird versprochen (HWG § 3)',
  'travel-without-place': 'Flug, Hotel oder Transfer ohne den Standort, dessen Paket sie enthält',
  'guarantee-wording': 'die Anwuchsgarantie in anderen Worten als überall sonst auf der Website',
  'recovery-figure':
    'Tage, Wochen oder Monate, ohne dass derselbe Satz den Schritt der Heilung nennt, für den die Website genau diese Zahl angibt (HWG § 3, UWG § 5)',
  'outcome-promise':
    'Heilung oder Ergebnis werden als sicher versprochen („schnelle Heilung“, „schmerzfrei“, „narbenfrei“, „ohne Narben“, „volles“ oder „dichtes Haar“, „natürliches Ergebnis“, „natürlicher Haaransatz“, „unsichtbar“, „perfekt“, „für immer“; HWG § 3 S. 2 Nr. 2 a)',
  'technique-benefit':
    'eine Technik (Saphir, DHI, FUE …) mit einem Vorzug im selben Satz („schonend“, „natürlich“, „schneller“, „präziser“ …): eine Wirkung, die belegt sein muss (HWG § 3, UWG § 5)',
  'free-consultation':
    '„kostenlos“, „kostenfrei“, „gratis“, „umsonst“ oder „ohne Kosten“ für eine Beratung, ein Gespräch, eine Analyse, Schätzung oder Untersuchung: Sie gehört zur ärztlichen Leistung und darf nicht als Geschenk beworben werden (HWG § 7 Abs. 1; OLG Hamburg, 3 U 183/15); „unverbindlich“ geht',
  'guarantee-promise':
    '„garantiert“ außerhalb des einen Satzes der Anwuchsgarantie und ihrer Kurzform „… % garantiert*“: ein Erfolg darf nicht als sicher erscheinen (HWG § 3)',
  'absolute-claim':
    'eine Allein- oder Spitzenstellung („ausschließlich“, „beliebteste“), die belegbar sein muss (UWG § 5); „Beliebteste Wahl“ steht nur auf der Preiskarte',
  'unregistered-claim':
    'eine Zahl von Jahren, Patienten oder Prozent oder ein Superlativ, die keine der belegten Werbeaussagen ist (src/content/claims.ts; UWG § 5 Abs. 2, HWG § 3)',
};

import { unregistered } from './advertised-figures.ts';

/**
 * The guarantee as the site words it: the one sentence, the short label that points to it with an asterisk, and the
 * summary that stands where the sentence folds (promise and condition, from the same facts).
 */
export interface GuaranteeWording {
  readonly sentence: string;
  readonly label: string;
  readonly summary: string;
  /** The condition, which may stand under the label ('… garantiert* wenn Sie …'). */
  readonly condition: string;
}

/** A block that is the guarantee's label, alone or with its condition under it. */
const isLabel = (text: string, { label, condition }: GuaranteeWording) =>
  text.trim() === label || text.trim() === `${label} ${condition}`;

/** The units recovery figures are given in, as a milestone names them. */
export type RecoveryUnit = 'Tag' | 'Woche' | 'Monat';

/**
 * A step of the recovery as the facts give it: its figure as the copy writes it ('10–12'), its unit, and words that name
 * the step. A word counts anywhere in a word, in any case, so that "Kruste" names "Krusten" and "Ergebnis" names
 * "Endergebnis".
 */
export interface Milestone {
  readonly figure: string;
  readonly unit: RecoveryUnit;
  readonly words: readonly string[];
}

/** How the owner reads a milestone in texts:apply's output: '10–12 Tage: Kruste, Schorf'. */
export const milestoneText = ({ figure, unit, words }: Milestone): string =>
  `${figure} ${{ Tag: 'Tage', Woche: 'Wochen', Monat: 'Monate' }[unit]}: ${words.join(', ')}`;

/**
 * German number words as figures. "ein" is one only after "nach", "in", "binnen" or "innerhalb" ("nach einer Woche"):
 * elsewhere it is the article, and "an einem Tag" says how long the treatment takes, not when one has recovered.
 */
const NUMBER_WORDS: Readonly<Record<string, string>> = {
  eineinhalb: '1,5',
  anderthalb: '1,5',
  zwei: '2',
  drei: '3',
  vier: '4',
  fünf: '5',
  sechs: '6',
  sieben: '7',
  acht: '8',
  neun: '9',
  zehn: '10',
  elf: '11',
  zwölf: '12',
  dreizehn: '13',
  vierzehn: '14',
  fünfzehn: '15',
  sechzehn: '16',
  siebzehn: '17',
  achtzehn: '18',
  neunzehn: '19',
  zwanzig: '20',
};
/** A number before a unit: digits (with a decimal comma, or an ordinal: "3."), a number word, "ein…" as above. */
const NUMBER = [
  '\\d+(?:,\\d+)?\\.?',
  ...Object.keys(NUMBER_WORDS),
  '(?<=(?<!\\p{L})(?:nach|in|binnen|innerhalb)\\s+)ein(?:e[mnrs]?)?',
].join('|');
/** Between the two ends of a range. */
const RANGE = '\\s*[–-]\\s*|\\s+bis\\s+';

/**
 * A figure of days, weeks or months: a number, or a range of two with an en dash, a hyphen or "bis", right before its
 * unit in any inflection. Years are no recovery unit: the copy counts experience in them.
 */
const RECOVERY_FIGURE = new RegExp(
  `(?<![\\p{L}\\d.,])(${NUMBER})(?:(?:${RANGE})(${NUMBER}))?\\s+(Tag(?:e[ns]?|s)?|Wochen?|Monat(?:e[ns]?|s)?)(?!\\p{L})`,
  'giu',
);

/** One number of a figure as the facts write it: '10', '1,5'. */
const numberOf = (word: string) =>
  NUMBER_WORDS[word.toLowerCase()] ?? (/^ein/i.test(word) ? '1' : word.replace(/\.$/, ''));

/** A figure as the facts write it, whatever way it is typed: 'zehn bis zwölf' and '10-12' are '10–12'. */
const figureOf = (numbers: readonly string[]) => numbers.map(numberOf).join('–');

/** 'Tagen' is in days, 'Wochen' in weeks, 'Monate' in months: the three units begin with different letters. */
const UNITS: Readonly<Record<string, RecoveryUnit>> = { t: 'Tag', w: 'Woche', m: 'Monat' };
const unitOf = (word: string) => UNITS[word.charAt(0).toLowerCase()];

/** Sentences, and the clauses a semicolon separates; a full stop after a digit ("am 3. Tag") ends none. */
const SENTENCE_BREAK = /(?<=[!?;]|(?<!\d)\.)\s+/u;

/**
 * Every figure of days, weeks or months that no milestone with the same figure and unit, named in the same sentence,
 * backs: "Nach 10–12 Tagen sind Sie wieder im Alltag" gives the scabs' figure to being back among people. Within one
 * sentence the rule asks only whether the step is named, not which words it goes with; and it knows no other figure,
 * so a deadline ("Antwort in 2 Tagen") is refused too and is the owner's to publish with --accept-risk.
 */
function recoveryFindings(text: string, milestones: readonly Milestone[]): Finding[] {
  return text.split(SENTENCE_BREAK).flatMap((sentence) => {
    const said = sentence.toLowerCase();
    const named = milestones.filter((milestone) => milestone.words.some((word) => said.includes(word.toLowerCase())));
    return [...sentence.matchAll(RECOVERY_FIGURE)]
      .filter(([, first = '', second, unit = '']) => {
        const figure = figureOf(second ? [first, second] : [first]);
        return !named.some(
          (milestone) =>
            milestone.unit === unitOf(unit) && figureOf(milestone.figure.split(new RegExp(RANGE))) === figure,
        );
      })
      .map(([word]) => ({ rule: 'recovery-figure' as const, word }));
  });
}

/** A guarantee of a rate: "garantiert" or "garantieren" and a percentage in one block. */
const GUARANTEE = /garantier/i;
const PERCENTAGE = /\d+\s*(?:–\s*\d+\s*)?(?:%|Prozent)/;

/** Words that promise the journey; "ohne Flugreise" says the opposite and does not count. */
const TRAVEL =
  /(?<!ohne )(?<![\p{L}-])(Hin- und Rückflug|Rückflug|Abflug|Flug|Flüge|Flughafen|Hotel\p{L}*|Transfers?)(?!\p{L})/gu;

/** The city mentioned last before `index` in `text`, or undefined. */
function placeBefore(text: string, index: number, places: readonly Place[]): Place | undefined {
  let found: { place: Place; at: number } | undefined;
  for (const place of places) {
    const at = text.lastIndexOf(place.city, index);
    if (at >= 0 && at < index && (!found || at > found.at)) found = { place, at };
  }
  return found?.place;
}

function* matches(text: string, pattern: RegExp): Generator<{ word: string; index: number }> {
  for (const match of text.matchAll(pattern)) yield { word: match[0], index: match.index };
}

/**
 * Healing or a result promised as certain (HWG § 3): a quick healing, no pain, no scars. "ohne lineare Narbe" and
 * "keine lineare Narbe" pass: FUE takes no strip of skin, and the FAQ says the punctiform scars remain.
 */
const OUTCOME = new RegExp(
  `(?<!\\p{L})(?:${[
    'schnell\\p{L}*\\s+\\p{L}*heil\\p{L}*',
    '\\p{L}*heil(?:t|en|ung)\\s+schnell\\p{L}*',
    'schmerz(?:frei|los)\\p{L}*',
    'ohne\\s+Schmerzen',
    'narben(?:frei|los)\\p{L}*',
    '(?:ohne|kein\\p{L}*)\\s+(?!linear)(?:\\p{L}+\\s+)?Narbe\\p{L}*',
  ].join('|')})(?!\\p{L})`,
  'giu',
);

/** Up to two words between an adjective and its noun ("volles, gesundes Haar"), or a noun and what is said of it. */
const GAP = '(?:[\\s,]+\\p{L}+){0,2}?[\\s,]+';
/** Hair in any compound: "Haar", "Haare", "Haupthaar", "Haarpracht". */
const HAIR = '\\p{L}*haar\\p{L}*';
/** What a natural result is promised of. */
const LOOKS = '\\p{L}*(?:ergebnis|resultat|haaransatz|haarlinie|aussehen|look)\\p{L}*';

/**
 * A result promised as certain (HWG § 3 S. 2 Nr. 2 a): full or dense hair ("volleres Haar", "Haar wieder voll"), a
 * natural result, hairline or look, an invisible, a perfect or a lasting one. "voller Erstattung", "natürliche Person"
 * and the noun "Haardichte" ("keine bestimmte Haardichte") pass: nothing about hair is promised full or dense.
 */
const RESULT = new RegExp(
  `(?<!\\p{L})(?:${[
    `(?:voll|dicht)(?:er)?(?:e[mnrs]?)?${GAP}${HAIR}`,
    `${HAIR}(?:\\s+\\p{L}+){0,2}\\s+(?:voll|dicht)(?:er)?`,
    `natürlich\\p{L}*${GAP}${LOOKS}`,
    `${LOOKS}(?:\\s+\\p{L}+){0,2}\\s+natürlich\\p{L}*`,
    'unsichtbar\\p{L}*',
    'perfekt\\p{L}*',
    'für\\s+immer',
  ].join('|')})(?!\\p{L})`,
  'giu',
);

/** A named technique of hair transplantation. */
const TECHNIQUE = /(?<!\p{L})(?:Saphir\p{L}*|DHI|FUE|FUT|Choi\p{L}*|Micro-?FUE|Robot\p{L}*)(?!\p{Ll})/gu;
/** What a technique would have to prove it gives, in any inflection and degree. */
const BENEFIT =
  /(?<!\p{L})(?:natürlich|schonend|sanft|schnell|besser|dicht|präzis|schmerzarm|narbenarm|minimal[- ]?invasiv|effektiv|effizient|optimal|höher|unsichtbar|perfekt)\p{L}*/giu;

/**
 * A technique with a benefit in the same sentence ("Saphir-FUE für ein natürliches Ergebnis", "Schonende FUE-Methode"):
 * an effect the advertiser must prove (HWG § 3, UWG § 5). One finding per benefit, named with the technique.
 */
function techniqueFindings(text: string): Finding[] {
  return text.split(SENTENCE_BREAK).flatMap((sentence) => {
    const technique = [...sentence.matchAll(TECHNIQUE)][0];
    if (!technique) return [];
    // Named in the order the sentence has them: "Schonende … FUE", "Saphirklingen … natürlich".
    return [...sentence.matchAll(BENEFIT)].map((benefit) => ({
      rule: 'technique-benefit' as const,
      word: benefit.index < technique.index ? `${benefit[0]} … ${technique[0]}` : `${technique[0]} … ${benefit[0]}`,
    }));
  });
}

/** Words that call something free; "nicht umsonst" means "not for nothing". */
const FREE =
  /(?<!\p{L})(?:(?:kostenlos|kostenfrei|gebührenfrei|unentgeltlich)(e[mnrs]?)?|gratis|(?<!nicht\s+)umsonst|ohne\s+(?:\p{L}+\s+)?Kosten|kostet\s+(?:\p{L}+\s+)?nichts)(?!\p{L})/giu;
/** A consultation, conversation, analysis, estimate or examination, as a noun or a verb, in any compound. */
const CONSULTATION = /\p{L}*(?:berat|gespräch|analys|schätz|untersuch)\p{L}*/giu;
/** A compound that is both ("Gratisberatung", "Kostenlos-Analyse"). */
const FREE_STEM = /kostenlos|kostenfrei|gebührenfrei|unentgeltlich|gratis|umsonst/i;

/**
 * A consultation, estimate or examination called free (HWG § 7 Abs. 1; OLG Hamburg, 3 U 183/15; LG München I,
 * 37 O 7083/16): it is part of the medical service, and a gift beside it is forbidden. A declined word ("kostenlose …")
 * goes with its noun, the next capitalised word after any other adjectives: "kostenlose, unverbindliche
 * Kostenschätzung" is refused, "kostenfreier Rücktritt" passes even beside an examination. Any other form
 * ("kostenlos", "gratis", "ohne Kosten") is refused in a sentence that names a consultation. `exempt` are the spec's
 * own words, where the settings keep them: a block that is exactly one of them, or one quoted whole („…“) in a block.
 */
function freeConsultationFindings(text: string, exempt: readonly string[]): Finding[] {
  if (exempt.includes(text.trim())) return [];
  const rest = exempt.reduce((left, words) => left.replaceAll(`„${words}“`, ''), text);
  return rest.split(SENTENCE_BREAK).flatMap((sentence) => {
    const findings: Finding[] = [];
    for (const match of sentence.matchAll(FREE)) {
      const [word, declined] = match;
      if (declined) {
        const after = sentence.slice(match.index + word.length);
        const noun = /^(?:[\s,]+(?:und\s+|oder\s+)?\p{Ll}[\p{L}-]*)*[\s,]+(\p{Lu}[\p{L}-]*)/u.exec(after);
        if (noun?.[1]?.match(CONSULTATION)) findings.push({ rule: 'free-consultation', word: `${word}${noun[0]}` });
      } else if (sentence.match(CONSULTATION)) {
        findings.push({ rule: 'free-consultation', word });
      }
    }
    for (const [compound] of sentence.matchAll(CONSULTATION)) {
      if (FREE_STEM.test(compound)) findings.push({ rule: 'free-consultation', word: compound });
    }
    return findings;
  });
}

/** A promise in the words of a guarantee; the noun "Garantie" names the site's one guarantee and is no promise. */
const GUARANTEE_WORD = /garantier\p{L}*/giu;

/** A sole or a top position (UWG § 5: it must be true and provable), in any inflection. */
const ABSOLUTE = /ausschlie(?:ß|ss)lich\p{L}*|beliebtest\p{L}*/giu;

/** A price card's badge and the place of its card: "Beliebteste Wahl" on the card of Istanbul (spec). */
export interface Badge {
  readonly label: string;
  readonly city: string;
}

/** Whether the word at `index` begins a badge, in a block that names its place and no other: its price card. */
const onItsCard = (text: string, index: number, places: readonly Place[], badges: readonly Badge[]) =>
  badges.some(
    (badge) =>
      text.startsWith(badge.label, index) &&
      places.every((place) => text.includes(place.city) === (place.city === badge.city)),
  );

/**
 * The words that promise an outcome, a guarantee or a sole or top position. "garantier…" passes in the guarantee's
 * one sentence and as its label; a block that guarantees a rate in other words is reported once, as
 * 'guarantee-wording', with its percentage.
 */
function promiseFindings(
  text: string,
  places: readonly Place[],
  {
    guarantee,
    badges,
    rateReported,
  }: { guarantee: GuaranteeWording | undefined; badges: readonly Badge[]; rateReported: boolean },
): Finding[] {
  const findings: Finding[] = [];
  for (const { word } of matches(text, OUTCOME)) findings.push({ rule: 'outcome-promise', word });
  for (const { word } of matches(text, RESULT)) findings.push({ rule: 'outcome-promise', word });
  findings.push(...techniqueFindings(text));
  if (!rateReported && !(guarantee && isLabel(text, guarantee))) {
    const outside = guarantee ? text.replaceAll(guarantee.sentence, '').replaceAll(guarantee.summary, '') : text;
    for (const { word } of matches(outside, GUARANTEE_WORD)) findings.push({ rule: 'guarantee-promise', word });
  }
  for (const { word, index } of matches(text, ABSOLUTE)) {
    if (!onItsCard(text, index, places, badges)) findings.push({ rule: 'absolute-claim', word });
  }
  return findings;
}

export interface AuditOptions {
  /** Check the travel rule (the landing page, page titles and the AGB); the privacy policy names hotels as recipients. */
  readonly travel?: boolean;
  /** Check that a guaranteed rate is stated in the site's one wording. */
  readonly guarantee?: GuaranteeWording;
  /**
   * Check every figure of days, weeks or months against the recovery figures of the facts (the owner's headlines and
   * the FAQ; elsewhere the copy names deadlines of the terms, such as the deposit's 14 days).
   */
  readonly recovery?: readonly Milestone[];
  /**
   * Check the words that promise an outcome, a guarantee or a sole or top position (unless false): the privacy policy
   * says "ausschließlich" of what the site loads, which promises nothing.
   */
  readonly promises?: boolean;
  /** The price cards' badges, where the blocks read include the price cards. */
  readonly badges?: readonly Badge[];
  /**
   * The spec's own words that call the consultation free, while `settings.consultationWording` keeps them (src/content/
   * claims.ts `specConsultation`): the rule on a free consultation lets exactly these stand, as a block of their own
   * or quoted whole („…“) in one.
   */
  readonly specConsultation?: readonly string[];
  /**
   * Check that every figure of years, patients or percent and every superlative is one the registry of advertising
   * claims allows, in one of these forms (src/content/claims.ts `allowedFigures`): the owner's headlines.
   */
  readonly figures?: readonly string[];
}

/** The rules `text` breaks; one text is one block the reader sees together (a paragraph, a list item, a price card). */
export function auditWording(
  text: string,
  places: readonly Place[],
  {
    travel = true,
    guarantee,
    recovery,
    promises = true,
    badges = [],
    figures,
    specConsultation = [],
  }: AuditOptions = {},
): Finding[] {
  const findings: Finding[] = [];
  for (const place of places) {
    for (const { word, index } of matches(text, new RegExp(place.price.replaceAll('.', '\\.'), 'g'))) {
      if (placeBefore(text, index, places) !== place) findings.push({ rule: 'price-without-place', word });
    }
  }
  for (const { word } of matches(text, /Festpreis\p{L}*/giu)) findings.push({ rule: 'fixed-price', word });
  for (const { word } of matches(text, /dauerhaft\p{L}*/giu)) findings.push({ rule: 'lasting-success', word });
  findings.push(...freeConsultationFindings(text, specConsultation));
  if (travel && places.some((place) => !place.travel)) {
    for (const { word, index } of matches(text, TRAVEL)) {
      if (!placeBefore(text, index, places)?.travel) findings.push({ rule: 'travel-without-place', word });
    }
  }
  const rateReported = Boolean(
    guarantee &&
      GUARANTEE.test(text) &&
      PERCENTAGE.test(text) &&
      !text.includes(guarantee.sentence) &&
      !text.includes(guarantee.summary) &&
      !isLabel(text, guarantee),
  );
  if (rateReported) findings.push({ rule: 'guarantee-wording', word: PERCENTAGE.exec(text)?.[0] ?? '' });
  if (recovery) findings.push(...recoveryFindings(text, recovery));
  if (promises) findings.push(...promiseFindings(text, places, { guarantee, badges, rateReported }));
  if (figures) {
    // A word another rule names already ("beliebteste", a guaranteed rate in other words) is named once.
    const named = new Set(findings.map((finding) => finding.word));
    for (const { word } of unregistered(text, figures)) {
      if (!named.has(word) && !(promises && /^beliebtest/i.test(word))) {
        findings.push({ rule: 'unregistered-claim', word });
      }
    }
  }
  return findings;
}
