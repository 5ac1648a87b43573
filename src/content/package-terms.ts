// The commercial promises, each worded once from the facts in site.ts: what the package contains and where it includes
// the journey, what each location's starting price covers and who the contract is with, how each part is paid, what
// the offer binds, and where photos go. The landing page, the FAQ, the AGB and the privacy policy all quote these
// sentences, so no page can promise what another takes back (docs/betreiber.md).
import { formatEuro } from '../lib/format.ts';
import { type Clinic, contractPartner, type SiteFacts, site } from '../site.ts';
import { priceOf } from './claims.ts';

/** What every package contains, wherever it is treated (spec without the journey). */
const treatment = 'Operation, Nachsorge, PRP- und Zelltherapie';
/** The journey, named only together with the places whose package includes it. */
const journey = 'Flug, Hotel und Transfer';

/** 'Istanbul' or 'Istanbul und Willich'. */
const cityList = (clinics: readonly Clinic[]) => clinics.map((clinic) => clinic.city).join(' und ');

export function packageTermsFor(facts: SiteFacts) {
  const all = Object.values(facts.clinics);
  const travel = all.filter((clinic) => clinic.packageIncludesTravel);
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
    includes: `Der Paketpreis enthält alle Leistungen Ihres Pakets${
      travel.length ? ` – beim Paket für ${cityList(travel)} auch ${journey}` : ''
    }. Nebenkosten kommen nicht hinzu.`,
    /** The deposit (spec). */
    deposit: `Bei der Buchung leisten Sie eine Anzahlung von ${facts.terms.depositPercent} Prozent des Behandlungspreises, fällig innerhalb von ${facts.terms.depositDueDays} Tagen nach der Buchungsbestätigung.`,
    /** The rest of the treatment price (spec). */
    remainder: 'Den restlichen Behandlungspreis zahlen Sie vor Ort in bar oder mit Karte.',
    /** The spec: hotel and transfer are paid in cash on site; that is how part of the package price is paid, not extra. */
    travelShare: travel.length
      ? `Beim Paket für ${cityList(travel)} sind Hotel und Transfer im Paketpreis enthalten und kosten nichts zusätzlich; diesen Teil des Paketpreises zahlen Sie vor Ort in bar.`
      : '',
    /** What the visitor receives after the free analysis. */
    offerName: 'Angebot mit festem Paketpreis',
    /** Whether the offer binds: not the visitor; the price binds once the booking is confirmed. */
    offer:
      'Nach der kostenlosen Analyse erhalten Sie ein schriftliches Angebot mit festem Paketpreis. Es verpflichtet Sie zu nichts: Verbindlich wird es erst, wenn Sie buchen und wir Ihre Buchung schriftlich bestätigen.',
    /** Where photos for the analysis go: by e-mail, where the form records consent; never through WhatsApp. */
    photos:
      'Fotos für Ihre kostenlose Analyse senden Sie uns bitte per E-Mail, nicht über WhatsApp – am einfachsten als Anhang der Nachricht, die unser Kontaktformular vorbereitet.',
    /** Rebooking (spec). */
    rebooking: `Eine Umbuchung ist bis ${facts.terms.rebookingDeadlineDays} Tage vor Reisebeginn für ${formatEuro(facts.terms.rebookingFeePerPerson)} pro Person möglich.`,
  } as const;
}

/** What a location's starting price covers, item by item, as its price card lists them (UWG § 5a, PAngV). */
export function priceCoverage(clinic: Clinic): string[] {
  const { grafts, extraGrafts, daysOnSite } = clinic.priceCovers;
  return [
    `Bis zu ${grafts}`,
    `Weitere Grafts: ${extraGrafts}`,
    `Aufenthalt: ${daysOnSite}`,
    ...(clinic.journey ? [`Abflug ab ${clinic.journey.airports}`, `Hotel: ${clinic.journey.hotel}`] : []),
  ];
}

/** The same as one sentence, for the AGB: 'In Istanbul umfasst der Preis ab 2.299 EUR: bis zu …; …'. */
export function priceCoverageSentence(clinic: Clinic): string {
  const [first = '', ...rest] = priceCoverage(clinic);
  return `In ${clinic.city} umfasst der Preis ab ${priceOf(clinic)}: ${[first.replace(/^Bis/, 'bis'), ...rest].join('; ')}.`;
}

/** Who the contract for a location is with, in one line: its name and seat (the price card is an invitation to buy). */
export function contractPartnerLine(facts: SiteFacts, clinic: Clinic): string {
  const company = contractPartner(facts.operator, clinic.id);
  return `Ihr Vertragspartner: ${company.companyName}, ${company.address.city} (${company.address.country})`;
}

export const packageTerms = packageTermsFor(site);

/** How the package price is paid, in order: deposit, remainder, and the travel share where there is one. */
export const paymentTermsFor = (terms: ReturnType<typeof packageTermsFor>) =>
  [terms.deposit, terms.remainder, terms.travelShare].filter(Boolean);

export const paymentTerms = paymentTermsFor(packageTerms);
