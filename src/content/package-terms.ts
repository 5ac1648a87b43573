// The commercial promises, each worded once from the facts in site.ts: what the package contains and where it includes
// the journey, what each location's starting price covers and who the contract is with, how each part is paid, what
// the offer binds, and where photos go. The landing page, the FAQ, the AGB and the privacy policy all quote these
// sentences, so no page can promise what another takes back (docs/betreiber.md).
import { firmName, formatEuro } from '../lib/format.ts';
import { type BloodTestChoice, type Clinic, contractPartner, type SiteFacts, site } from '../site.ts';
import { priceOf } from './claims.ts';

/** What every package contains, wherever it is treated (spec without the journey). */
const treatment = 'Operation, Nachsorge, PRP- und Zelltherapie';
/** The journey, named only together with the places whose package includes it. */
const journey = 'Flug, Hotel und Transfer';

/** 'Istanbul' or 'Istanbul und Willich'. */
const cityList = (clinics: readonly Clinic[]) => clinics.map((clinic) => clinic.city).join(' und ');

/**
 * How the package price is paid: the deposit (spec: 30 percent within 14 days of the booking confirmation), what it is
 * credited against, the remainder on site in cash or by card, and hotel and transfer in cash on site (spec). Where a
 * package includes the flight, the deposit reads one way only (§ 305c Abs. 2 BGB), by the owner's decision: its share of
 * the treatment price and the whole flight price, or its share of the whole package price; while that is open, the
 * spec's words alone, of the treatment price, and nothing of the flight. Travel is never framed as a gift beside a
 * treatment (§ 7 HWG): it is part of the package price, paid as such.
 */
function paymentParts(facts: SiteFacts, travel: readonly Clinic[]) {
  const { depositPercent, depositDueDays } = facts.terms;
  /** When the deposit is due (spec): the sentence opens with it, so that it reads as one date, not as two. */
  const due = `Innerhalb von ${depositDueDays} Tagen nach der Buchungsbestätigung zahlen Sie`;
  const packages = `beim Paket für ${cityList(travel)}`;
  const base = travel.length ? facts.decisions.depositBase : null;
  const credit = 'Die Anzahlung ist auf dem in der Buchungsbestätigung angegebenen Weg zu zahlen und wird auf';
  if (base === 'package-price') {
    return {
      deposit: `${due} eine Anzahlung von ${depositPercent} Prozent des Paketpreises; ${packages} ist das der Gesamtpreis aus Behandlung, Flug, Hotel und Transfer.`,
      depositCredit: `${credit} den Paketpreis angerechnet.`,
      remainder: `Den restlichen Paketpreis zahlen Sie vor Ort in bar oder mit Karte, den Anteil für Hotel und Transfer in bar; die Buchungsbestätigung nennt, welcher Teil auf Hotel und Transfer entfällt.`,
      travelShare: `Beim Paket für ${cityList(travel)} sind Flug, Hotel und Transfer Teil des Paketpreises.`,
    };
  }
  return {
    deposit:
      base === 'treatment-plus-flight'
        ? `${due} eine Anzahlung: ${depositPercent} Prozent des Behandlungspreises, ${packages} dazu den vollen Flugpreis.`
        : `${due} eine Anzahlung von ${depositPercent} Prozent des Behandlungspreises.`,
    depositCredit: `${credit} den Behandlungspreis${base === 'treatment-plus-flight' ? ` und, ${packages}, auf den Flugpreis` : ''} angerechnet.`,
    remainder: 'Den restlichen Behandlungspreis zahlen Sie vor Ort in bar oder mit Karte.',
    travelShare: travel.length
      ? `Beim Paket für ${cityList(travel)} sind Hotel und Transfer Teil des Paketpreises; diesen Teil zahlen Sie vor Ort in bar.`
      : '',
  };
}

/**
 * A sentence with its first clause apart: the notes under the price cards set that lead in bold, so that a reader
 * skimming them finds what each is about (src/sections/Services.tsx); everywhere else it is quoted whole.
 */
export interface LedSentence {
  readonly lead: string;
  /** The rest, from the character after the lead: a comma, a colon or a space. */
  readonly rest: string;
}

/** The sentence as written. */
export const whole = (sentence: LedSentence): string => `${sentence.lead}${sentence.rest}`;

export function packageTermsFor(facts: SiteFacts) {
  const all = Object.values(facts.clinics);
  const travel = all.filter((clinic) => clinic.packageIncludesTravel);
  const notes = {
    offer: {
      lead: 'Nach der Kostenschätzung erhalten Sie ein Angebot mit festem Paketpreis in Textform',
      rest: ', etwa per E-Mail. Es verpflichtet Sie zu nichts; verbindlich wird es erst, wenn Sie buchen und wir die Buchung in Textform bestätigen.',
    },
    moreGrafts: {
      lead: 'Ergibt die ärztliche Untersuchung vor Ort, dass Sie mehr Grafts brauchen als angeboten, entscheiden Sie',
      rest: ': gebuchter Umfang zum gebuchten Preis, weitere Grafts zum Preis der Preiskarte oder kostenfreier Rücktritt mit voller Erstattung.',
    },
    includes: {
      lead: 'Der Paketpreis enthält alle Leistungen Ihres Pakets',
      rest: `${travel.length ? ` – beim Paket für ${cityList(travel)} auch ${journey}` : ''}. Nebenkosten kommen nicht hinzu.`,
    },
  } as const satisfies Record<string, LedSentence>;
  const travelEverywhere = travel.length === all.length;
  /** 'in Istanbul auch Flug, Hotel und Transfer'; '' where no package includes the journey. */
  const travelAlso =
    travel.length === 0 ? '' : `${travelEverywhere ? 'an jedem Standort' : `in ${cityList(travel)}`} auch ${journey}`;
  return {
    treatment,
    journey,
    travelAlso,
    /** Beside a price: the package price is the whole price (spec). */
    priceIncludes: 'inklusive aller Nebenkosten',
    /** What the package contains, as a phrase: 'Operation, …, in Istanbul auch Flug, Hotel und Transfer'. */
    contents: travelAlso ? `${treatment}, ${travelAlso}` : treatment,
    /** The same promise as a sentence: the journey is part of the price where it is included, not added to it. */
    includes: whole(notes.includes),
    ...paymentParts(facts, travel),
    /**
     * What the photos give: an estimate of the cost that binds no one; no examination (§ 9 HWG), and not called free,
     * since a doctor's estimate is part of the medical service (§ 7 Abs. 1 HWG).
     */
    estimateName: 'unverbindliche Kostenschätzung',
    /** What the visitor receives after the estimate. */
    offerName: 'Angebot mit festem Paketpreis',
    /** Whether the offer binds: not the visitor; the price binds once the booking is confirmed in text form. */
    offer: whole(notes.offer),
    /** Where photos for the estimate go: by e-mail, where the form records consent; never through WhatsApp. */
    photos:
      'Fotos für Ihre unverbindliche Kostenschätzung senden Sie uns bitte per E-Mail, nicht über WhatsApp – am einfachsten als Anhang der Nachricht, die unser Kontaktformular vorbereitet.',
    /**
     * When the examination on site finds more grafts necessary than the offer covers: the patient chooses, and no price
     * rises on the eve of surgery abroad without his choice (§§ 4a, 5 UWG; AGB § 6 Abs. 4).
     */
    moreGrafts: whole(notes.moreGrafts),
    /** The three sentences above with their leads apart, as the notes under the price cards set them. */
    notes,
    /** An estimate from photos is no examination: the doctor decides after one (§ 9 HWG, no treatment at a distance). */
    noDiagnosis:
      'Sie ist keine ärztliche Untersuchung und keine Diagnose: Ob und wie operiert wird, entscheidet die Ärztin oder der Arzt erst bei einer Untersuchung vor dem Eingriff.',
    /** Rebooking (spec), before the journey, or before the treatment where a package has no journey (AGB § 9). */
    rebooking: `Eine Umbuchung ist bis ${facts.terms.rebookingDeadlineDays} Tage vor ${
      travel.length === 0
        ? 'dem Behandlungstermin'
        : travelEverywhere
          ? 'Reisebeginn'
          : `Reisebeginn (beim Paket für ${cityList(all.filter((clinic) => !clinic.packageIncludesTravel))}: vor dem Behandlungstermin)`
    } für ${formatEuro(facts.terms.rebookingFeePerPerson)} pro Person möglich.`,
  } as const;
}

/** One line of what a starting price covers: 'Grafts' → 'bis zu 3.000 Grafts'. */
export interface CoverageItem {
  readonly label: string;
  readonly value: string;
}

/** What no starting price covers and what is no incidental cost of the package either. */
const personalExpenses = 'Ihre persönlichen Ausgaben vor Ort';

/**
 * The blood test before surgery, by the owner's decision (src/site.ts `decisions.bloodTest`): where the package includes
 * it, an item of what each package includes (price card, AGB § 4); where the patient's own doctor does it, outside the
 * offer, said where the price names what it does not include (price card, AGB §§ 6 and 10). Nothing while open.
 */
export const bloodTest = {
  included: 'Blutuntersuchung vor dem Eingriff',
  outside: 'die Blutuntersuchung vor dem Eingriff bei Ihrer eigenen Ärztin oder Ihrem eigenen Arzt',
} as const;

/** What no starting price includes: the blood test, where the patient's own doctor does it, and personal expenses. */
const notIncluded = (choice: BloodTestChoice | null) => [
  ...(choice === 'own-doctor' ? [bloodTest.outside] : []),
  personalExpenses,
];

/** 'a, b und c'. */
const listed = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} und ${items.at(-1)}` : (items[0] ?? '');

/** What a location's starting price includes: grafts, stay and the journey where there is one. */
function included(clinic: Clinic): CoverageItem[] {
  const { grafts, daysOnSite } = clinic.priceCovers;
  return [
    { label: 'Grafts', value: `bis zu ${grafts}` },
    { label: 'Aufenthalt', value: daysOnSite },
    ...(clinic.journey
      ? [
          { label: 'Abflug', value: `ab ${clinic.journey.airports}` },
          { label: 'Hotel', value: clinic.journey.hotel },
        ]
      : []),
  ];
}

/**
 * What a location's starting price covers, item by item, as its price card lists them (UWG § 5a, PAngV § 3), and what
 * it does not cover without being an incidental cost (more grafts, personal expenses), so that "inklusive aller
 * Nebenkosten" promises nothing the price does not keep.
 */
export function priceCoverage(clinic: Clinic, choice: BloodTestChoice | null): CoverageItem[] {
  return [
    ...included(clinic),
    { label: 'Weitere Grafts', value: `${clinic.priceCovers.extraGrafts}, nicht im Ab-Preis` },
    { label: 'Nicht enthalten', value: listed(notIncluded(choice)) },
  ];
}

/** The same in sentences, for the AGB: 'In Istanbul umfasst der Preis ab 2.299 EUR: Grafts: bis zu …; …'. */
export function priceCoverageSentence(clinic: Clinic, choice: BloodTestChoice | null): string {
  const items = included(clinic).map(({ label, value }) => `${label}: ${value}`);
  return `In ${clinic.city} umfasst der Preis ab ${priceOf(clinic)} (${clinic.priceCovers.vat}): ${items.join('; ')}. Nicht im Ab-Preis enthalten sind ${listed([`weitere Grafts (${clinic.priceCovers.extraGrafts})`, ...notIncluded(choice)])}.`;
}

/** A contract partner in full, as a price card names it (§ 5b Abs. 1 Nr. 2 UWG: the trader's identity and address). */
export interface PartnerLine {
  readonly lead: string;
  /** Firm and legal form. */
  readonly name: string;
  /** Street, postcode, town and country. */
  readonly address: string;
}

/** Who the contract for a location is with: firm, legal form and full address (the price card invites to buy). */
export function contractPartnerLine(facts: SiteFacts, clinic: Clinic): PartnerLine {
  const { companyName, legalForm, address } = contractPartner(facts.operator, clinic.id);
  return {
    lead: 'Ihr Vertragspartner',
    name: firmName({ companyName, legalForm }),
    address: `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`,
  };
}

export const packageTerms = packageTermsFor(site);

/** How the package price is paid, in order: deposit, remainder, and the travel share where there is one. */
export const paymentTermsFor = (terms: ReturnType<typeof packageTermsFor>) =>
  [terms.deposit, terms.remainder, terms.travelShare].filter(Boolean);

export const paymentTerms = paymentTermsFor(packageTerms);
