// The commercial promises, each worded once: what the package price includes, how each part is paid, what the offer
// binds, and where photos go. The landing page, the FAQ, the AGB and the privacy policy all quote these sentences, so
// no page can promise what another takes back (issue 10: PAngV § 3, UWG § 5, BGB § 305c Abs. 2, DSGVO Art. 9).
import { formatEuro } from '../lib/format.ts';
import { clinics, terms } from '../site.ts';

const travelClinics = Object.values(clinics).filter((clinic) => clinic.packageIncludesTravel);
const travelNote = travelClinics.length
  ? ` – beim Paket für ${travelClinics.map((clinic) => clinic.city).join(' und ')} auch Flug, Hotel und Transfer`
  : '';

export const packageTerms = {
  /** Beside a price: the package price is the whole price. */
  priceIncludes: 'inklusive aller Nebenkosten',
  /** The same promise as a sentence: hotel and transfer are part of the price, not added to it. */
  includes: `Der Paketpreis enthält alle Leistungen Ihres Pakets${travelNote}. Nebenkosten kommen nicht hinzu.`,
  /** Spec §9: the deposit. */
  deposit: `Bei der Buchung leisten Sie eine Anzahlung von ${terms.depositPercent} Prozent des Behandlungspreises, fällig innerhalb von ${terms.depositDueDays} Tagen nach der Buchungsbestätigung.`,
  /** Spec §9: the rest of the treatment price. */
  remainder: 'Den restlichen Behandlungspreis zahlen Sie vor Ort in bar oder mit Karte.',
  /** Spec §9: hotel and transfer are paid in cash on site; that is how part of the package price is paid, not extra. */
  travelShare: travelClinics.length
    ? 'Hotel und Transfer sind im Paketpreis enthalten und kosten nichts zusätzlich; diesen Teil des Paketpreises zahlen Sie vor Ort in bar.'
    : '',
  /** What the visitor receives after the free analysis. */
  offerName: 'Angebot mit festem Paketpreis',
  /** Whether the offer binds: not the visitor; the price binds once the booking is confirmed. */
  offer:
    'Nach der kostenlosen Analyse erhalten Sie ein schriftliches Angebot mit festem Paketpreis. Es verpflichtet Sie zu nichts: Verbindlich wird es erst, wenn Sie buchen und wir Ihre Buchung schriftlich bestätigen.',
  /** Where photos for the analysis go: by e-mail, where the form records consent; never through WhatsApp. */
  photos:
    'Fotos für Ihre kostenlose Analyse senden Sie uns bitte per E-Mail, nicht über WhatsApp – am einfachsten als Anhang der Nachricht, die unser Kontaktformular vorbereitet.',
  /** Spec §9: rebooking. */
  rebooking: `Eine Umbuchung ist bis ${terms.rebookingDeadlineDays} Tage vor Reisebeginn für ${formatEuro(terms.rebookingFeePerPerson)} pro Person möglich.`,
} as const;

/** How the package price is paid, in order: deposit, remainder, and the travel share where there is one. */
export const paymentTerms = [packageTerms.deposit, packageTerms.remainder, packageTerms.travelShare].filter(Boolean);
