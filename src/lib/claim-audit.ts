// Wording rules for what the site says about price, place, package and outcome, read as a competitor's lawyer reads
// them (UWG § 5, PAngV, HWG § 3): every starting price next to its own place, no "Festpreis" where prices start at "ab",
// no lasting success promised, the journey named only for a place whose package includes it. The tests hold our own copy
// to them (test/unit/claims-audit.test.ts, test/worker/claims.test.tsx); `npm run texts:apply` refuses a headline the
// owner publishes that breaks one, unless he adds --accept-risk (docs/verhalten.md). Pure: no facts are imported, the
// caller passes the places.

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
  | 'guarantee-wording';

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
};

/** The guarantee as the site words it: the one sentence, and the short label that points to it with an asterisk. */
export interface GuaranteeWording {
  readonly sentence: string;
  readonly label: string;
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

export interface AuditOptions {
  /** Check the travel rule (the landing page, page titles and the AGB); the privacy policy names hotels as recipients. */
  readonly travel?: boolean;
  /** Check that a guaranteed rate is stated in the site's one wording. */
  readonly guarantee?: GuaranteeWording;
}

/** The rules `text` breaks; one text is one block the reader sees together (a paragraph, a list item, a price card). */
export function auditWording(
  text: string,
  places: readonly Place[],
  { travel = true, guarantee }: AuditOptions = {},
): Finding[] {
  const findings: Finding[] = [];
  for (const place of places) {
    for (const { word, index } of matches(text, new RegExp(place.price.replaceAll('.', '\\.'), 'g'))) {
      if (placeBefore(text, index, places) !== place) findings.push({ rule: 'price-without-place', word });
    }
  }
  for (const { word } of matches(text, /Festpreis\p{L}*/giu)) findings.push({ rule: 'fixed-price', word });
  for (const { word } of matches(text, /dauerhaft\p{L}*/giu)) findings.push({ rule: 'lasting-success', word });
  if (travel && places.some((place) => !place.travel)) {
    for (const { word, index } of matches(text, TRAVEL)) {
      if (!placeBefore(text, index, places)?.travel) findings.push({ rule: 'travel-without-place', word });
    }
  }
  if (guarantee && GUARANTEE.test(text) && PERCENTAGE.test(text)) {
    if (!text.includes(guarantee.sentence) && text.trim() !== guarantee.label) {
      findings.push({ rule: 'guarantee-wording', word: PERCENTAGE.exec(text)?.[0] ?? '' });
    }
  }
  return findings;
}
