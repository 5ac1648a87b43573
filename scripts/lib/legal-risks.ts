// The known legal risks that follow from the spec's own claims and from what only the owner can decide
// (docs/vor-dem-livegang.md). Each is on or off according to the settings and facts in src/site.ts; `npm run deploy` and
// `npm run placeholders` list those that are on, each with its legal basis, the decision it needs and where that decision
// is recorded, so that the owner and his lawyer decide knowingly. docs/vor-dem-livegang.md explains each one.

import { claimsFor } from '../../src/content/claims.ts';
import type { SiteFacts, WithdrawalChoice } from '../../src/site.ts';

/** The parts of src/site.ts that switch a risk on or off. */
export interface RiskFacts {
  readonly settings: {
    readonly showBeforeAfter: boolean;
    readonly showTestimonials: boolean;
    /** src/site.ts `settings.guaranteeWording`: the spec's words, or only what is bound. */
    readonly guaranteeWording: 'spec' | 'binding';
    /** src/site.ts `settings.consultationWording`: the spec's „Kostenlose Beratung“, or the lawful words. */
    readonly consultationWording: 'spec' | 'lawful';
    /** src/site.ts `settings.googleAds`: null while off. */
    readonly googleAds?: object | null;
  };
  /** The guaranteed take rate, in percent: its lower bound, which is bound, and the upper one; min 0 when none is guaranteed. */
  readonly takeRate: { readonly min: number; readonly max: number };
  /** The guarantee's eye-catcher as the trust points show it (src/content/claims.ts `takeRateLabel`). */
  readonly takeRateLabel: string;
  readonly clinics: readonly {
    readonly city: string;
    readonly packageIncludesTravel: boolean;
    /** Where the doctors practise: a package price in Germany meets the GOÄ. */
    readonly address: { readonly countryCode: string };
  }[];
  readonly terms: { readonly depositPercent: number; readonly cancellationFee: number };
  /**
   * Whether a Willich company of its own sends enquiries to Istanbul under confirmed EU standard contractual clauses
   * (src/site.ts `operator.willichOperator.standardContractualClauses`): then the form asks no consent to the transfer.
   */
  readonly transfersUnderClauses?: boolean;
  /** What the page says of people and ratings, where the owner has given it (src/site.ts `reviews.rating`, `team`). */
  readonly proof?: { readonly rating: boolean; readonly leadDoctor: boolean };
  /** src/site.ts `decisions.withdrawal`: no right of withdrawal, the Widerrufsbelehrung, or still open (null). */
  readonly withdrawal?: WithdrawalChoice | null;
}

export interface LegalRisk {
  /** A few words that name it in the first screen of `npm run placeholders` and `npm run deploy`. */
  readonly name: string;
  /** What the site does, in the owner's words. */
  readonly what: string;
  /** The provisions it may break. */
  readonly basis: string;
  /** What the owner (with his lawyer) has to decide. */
  readonly decision: string;
  /** Where it is switched, worded or recorded. */
  readonly where: string;
}

/** What of the site's facts switches the risks: what `npm run deploy` and its test read. */
export function riskFactsFor(facts: SiteFacts): RiskFacts {
  return {
    settings: facts.settings,
    takeRate: facts.brand.graftTakeRate,
    takeRateLabel: claimsFor(facts).takeRateLabel,
    clinics: Object.values(facts.clinics),
    terms: facts.terms,
    transfersUnderClauses: facts.operator.willichOperator?.standardContractualClauses === true,
    proof: { rating: facts.reviews.rating !== null, leadDoctor: facts.team.leadDoctor !== null },
    withdrawal: facts.decisions.withdrawal,
  };
}

/** Above this share of the price, courts hold a deposit on a package tour unreasonable as a rule (BGH X ZR 85/12). */
const PACKAGE_DEPOSIT_LIMIT = 20;

/** Where the decision on the right of withdrawal is recorded, and what the AGB then say. */
const WITHDRAWAL_WHERE = 'decisions.withdrawal in src/site.ts; AGB § 3 Abs. 5 (src/content/legal/withdrawal.ts)';

/**
 * The right of withdrawal for contracts made by e-mail, telephone or WhatsApp: the open question while the owner has not
 * decided; then the decision he took, with what remains of the risk on its side.
 */
function withdrawalRisk(choice: WithdrawalChoice | null): LegalRisk {
  if (choice === 'exempt') {
    return {
      name: 'Kein Widerrufsrecht',
      what: 'Kein Widerrufsrecht: die AGB berufen sich auf die Ausnahme für Behandlungsverträge, auch für einen rein kosmetischen Eingriff (umstritten); greift sie nicht, fehlt die Widerrufsbelehrung',
      basis:
        '§ 312 Abs. 2 Nr. 7 BGB, § 630a BGB; sonst §§ 312c, 312g BGB, § 356 Abs. 3 BGB (Widerrufsfrist bis zu zwölf Monate und 14 Tage), Art. 246a EGBGB',
      decision:
        "die Ausnahme mit der Kanzlei bestätigen oder das Widerrufsrecht einräumen (decisions.withdrawal: 'right', Widerrufsbelehrung mit Muster-Formular)",
      where: WITHDRAWAL_WHERE,
    };
  }
  if (choice === 'right') {
    return {
      name: 'Widerrufsrecht eingeräumt',
      what: 'Widerrufsrecht eingeräumt: Widerrufsbelehrung und Muster-Widerrufsformular in den AGB, Hinweis auf jeder Preiskarte; vor Ablauf der Frist beginnt eine Behandlung nur auf ausdrückliches Verlangen',
      basis:
        '§§ 312g, 355, 356 Abs. 4, 357a Abs. 2 BGB, Art. 246a § 1 Abs. 2 EGBGB (Muster in Anlage 1 und 2); für die Reiseleistungen § 312 Abs. 7 BGB, zusammenhängende Verträge § 360 BGB',
      decision:
        'Belehrung und Formular mit dem Angebot in Textform übergeben, das ausdrückliche Verlangen und die Bestätigung in Textform einholen, bevor eine Behandlung in der Frist beginnt; mit der Kanzlei klären, was ein Widerruf für die Reiseleistungen eines Pakets bedeutet',
      where: WITHDRAWAL_WHERE,
    };
  }
  return {
    name: 'Widerrufsrecht offen',
    what: 'Verträge per E-Mail, Telefon oder WhatsApp sind Fernabsatzverträge: gilt die Ausnahme für Behandlungsverträge auch für einen kosmetischen Eingriff? Sonst fehlt die Widerrufsbelehrung',
    basis:
      '§ 312 Abs. 2 Nr. 7 BGB; sonst §§ 312c, 312g, 356, 357a BGB und Art. 246a EGBGB (Widerrufsrecht, Belehrung, Muster-Widerrufsformular)',
    decision:
      "'exempt' (die AGB halten die Ausnahme fest) oder 'right' (Widerrufsbelehrung und Muster-Widerrufsformular in den AGB); bis dahin verweigert `npm run deploy` die Veröffentlichung",
    where: WITHDRAWAL_WHERE,
  };
}

/** The risks that are switched on by `facts`, in the order of the checklist. */
export function legalRisks(facts: RiskFacts): LegalRisk[] {
  const travelCities = facts.clinics.filter((clinic) => clinic.packageIncludesTravel).map((clinic) => clinic.city);
  const germanCities = facts.clinics
    .filter((clinic) => clinic.address.countryCode === 'DE')
    .map((clinic) => clinic.city);
  const packageTour = travelCities.length > 0;
  const deposit = facts.terms.depositPercent;
  const { min, max } = facts.takeRate;
  const guaranteed = min > 0;
  const specWording = facts.settings.guaranteeWording === 'spec';
  const risks: (LegalRisk | false)[] = [
    facts.settings.showBeforeAfter && {
      name: 'Vorher-nachher-Bild',
      what: 'Vorher-nachher-Bild einer Haartransplantation (auch als Zeichnung)',
      basis:
        '§ 11 Abs. 1 S. 3 Nr. 1 HWG (BGH, Urteil vom 31. Juli 2025, I ZR 170/24; OLG Koblenz, 9 U 1097/23: auch Zeichnungen)',
      decision:
        'Bild abschalten oder die Kanzlei gibt es ausdrücklich frei; ohne Freigabe verweigert `npm run deploy` die Veröffentlichung',
      where: 'settings.showBeforeAfter und legalReview.beforeAfterApproved in src/site.ts',
    },
    guaranteed && {
      name: 'Garantierte Anwuchsrate',
      what: `Garantierte Anwuchsrate von mindestens ${min} Prozent`,
      basis: '§ 3 S. 2 Nr. 2 a HWG (Versprechen eines sicheren Erfolgs)',
      decision:
        'Garantie so bewerben oder nur im Vertrag zusagen und auf der Seite eine belegbare Erfahrungszahl nennen',
      where: 'brand.graftTakeRate in src/site.ts; Texte in src/content/claims.ts und AGB § 5 Abs. 4',
    },
    guaranteed &&
      specWording &&
      max > min && {
        name: `Blickfang bis ${max} %`,
        what: `Der Blickfang „${facts.takeRateLabel}“ verspricht bis zu ${max} %, verbindlich zugesagt sind nur ${min} % (erst in der Fußnote)`,
        basis:
          '§ 3 S. 2 Nr. 2 a HWG, § 5 UWG (Blickfang: BGH, I ZR 129/13 „Schlafzimmer komplett“; I ZR 260/14 „All Net Flat“ – der Sternchenhinweis darf dem Blickfang nicht widersprechen)',
        decision: `auf die verbindliche Fassung umschalten (settings.guaranteeWording: 'binding', empfohlen: nur die ${min} % garantiert, die Spanne allein als gemessener Erfahrungswert mit seiner Grundlage) oder die Worte der Vorgabe mit der Kanzlei freigeben`,
        where: 'settings.guaranteeWording in src/site.ts (Worte in src/content/claims.ts)',
      },
    guaranteed && {
      name: 'Garantie als Blickfang',
      what: `Die Garantie steht als Blickfang bei den Vertrauenspunkten („${facts.takeRateLabel}“), ihre Bedingung erst in der Fußnote`,
      basis:
        '§ 3 HWG, § 5 UWG (Blickfang: BGH, I ZR 129/13 „Schlafzimmer komplett“; I ZR 260/14 „All Net Flat“ – der Sternchenhinweis muss den Irrtum ausräumen)',
      decision: 'Kurzform mit Sternchen behalten oder die Bedingung in den Blickfang selbst holen',
      where: 'takeRateLabel in src/content/claims.ts; Vertrauenspunkte in src/content/hero.ts',
    },
    // The binding wording's footnote says what the guarantee gives; the spec's keeps its words and leaves it to the AGB.
    guaranteed && {
      name: 'Inhalt der Anwuchsgarantie',
      what: `Die Anwuchsgarantie muss sagen, was Patienten bei einer verfehlten Rate erhalten, wie, wann und wo gemessen wird, wer die Reise zur Nachbehandlung zahlt und wie sie geltend gemacht wird – und das muss sich im Alltag erfüllen lassen${
        specWording
          ? '; in der Fassung der Vorgabe sagt die Fußnote des Blickfangs davon nichts, erst AGB § 5 Abs. 4'
          : ''
      }`,
      basis: `§ 443 BGB (Garantie), § 307 Abs. 1 S. 2 BGB (Transparenzgebot), § 305c Abs. 2 BGB${
        specWording ? '; § 5 Abs. 2 Nr. 7 UWG, § 3 HWG (was eine beworbene Garantie gibt, gehört zu ihrer Werbung)' : ''
      }`,
      decision: `eine Leistung, Messung und Frist zusagen, die Sie sicher einhalten${
        specWording
          ? "; auf die verbindliche Fassung umschalten (settings.guaranteeWording: 'binding'), deren Fußnote Leistung, Ort der Zählung und Reisekosten nennt, oder die Fußnote der Vorgabe mit der Kanzlei freigeben"
          : ''
      }`,
      where:
        'guarantee (remedy, measurement, followUpTravel, claim) und settings.guaranteeWording in src/site.ts; AGB § 5 Abs. 4',
    },
    packageTour && {
      name: 'Pauschalreise',
      what: `Flug und Hotel zu einem Gesamtpreis (${travelCities.join(', ')}): eine Pauschalreise – mit den Pflichten eines Reiseveranstalters, auch für einen Vermittler in Deutschland, wenn der Veranstalter außerhalb des EWR sitzt`,
      basis:
        '§§ 651a, 651d (Formblatt, Art. 250 § 2 EGBGB), 651h (Rücktritt), 651p (Haftung), 651r (Insolvenzsicherung), 651v Abs. 3 BGB (Vermittler eines Veranstalters außerhalb des EWR), § 147b GewO',
      decision:
        'die Pflichten eines Reiseveranstalters erfüllen (Formblatt vor jeder Buchung, Kundengeldabsicherer und Sicherungsschein, Rücktrittsentschädigung nach Tagen vor Reisebeginn) oder Flug und Hotel nur über ein Reisebüro vermitteln lassen, das selbst Veranstalter ist',
      where:
        'packageIncludesTravel und journey (insolvencyProtection, cancellationScale) der Kliniken in src/site.ts; AGB §§ 7, 8 und 11; Formblatt: docs/vor-dem-livegang.md',
    },
    packageTour &&
      deposit > 0 && {
        name: 'Anzahlung auf die Pauschalreise',
        what: `Anzahlung von ${deposit} % auf eine Pauschalreise: jede Zahlung vor Reiseende nur gegen Sicherungsschein${
          deposit > PACKAGE_DEPOSIT_LIMIT
            ? `, und mehr als die ${PACKAGE_DEPOSIT_LIMIT} %, die Gerichte in der Regel zulassen`
            : ''
        }`,
        basis:
          '§ 651t BGB (Zahlungen nur gegen Sicherungsschein); § 307 BGB (BGH, Urteil vom 9. Dezember 2014, X ZR 85/12: Anzahlung in der Regel höchstens 20 %)',
        decision: `den Sicherungsschein des Kundengeldabsicherers mit der Buchungsbestätigung übergeben, wie AGB § 7 es zusagt${
          deposit > PACKAGE_DEPOSIT_LIMIT
            ? `, und die Anzahlung auf höchstens ${PACKAGE_DEPOSIT_LIMIT} % senken oder die ${deposit} % der Vorgabe bewusst behalten`
            : ''
        }; oder keine Reiseleistungen verkaufen`,
        where: 'terms.depositPercent und journey.insolvencyProtection der Kliniken in src/site.ts; AGB § 7',
      },
    facts.terms.cancellationFee > 0 && {
      name: 'Pauschale Stornogebühr',
      what: `Pauschale Stornogebühr von ${facts.terms.cancellationFee} EUR, unabhängig vom Zeitpunkt der Stornierung, neben dem Recht, die Einwilligung in den Eingriff jederzeit zu widerrufen (die AGB nehmen den Widerruf nach der ärztlichen Aufklärung, eine ärztliche Gegenanzeige und den Rücktritt wegen zusätzlich nötiger Grafts aus, nicht jede andere Absage)`,
      basis: `§ 309 Nr. 5 und § 308 Nr. 7 BGB (Pauschalen in AGB); §§ 627, 630d Abs. 3 BGB (Behandlungsvertrag jederzeit kündbar, Einwilligung jederzeit widerruflich)${
        packageTour
          ? '; § 651h BGB (Rücktritt von der Pauschalreise: nur eine angemessene, nach dem Zeitpunkt gestaffelte Entschädigung)'
          : ''
      }`,
      decision:
        'pauschal behalten oder nach dem Zeitpunkt der Absage staffeln, mit Beträgen, die dem tatsächlichen Aufwand entsprechen',
      where: `terms.cancellationFee in src/site.ts; AGB § 8 Abs. 2${
        packageTour
          ? '; die Entschädigung für die Reise, gestaffelt: journey.cancellationScale der Kliniken, AGB § 8'
          : ''
      }`,
    },
    germanCities.length > 0 && {
      name: 'Paketpreis in Deutschland (GOÄ)',
      what: `Paketpreis „ab“ für eine ärztliche Behandlung in Deutschland (${germanCities.join(', ')}), mit Anzahlung vor der Behandlung`,
      basis:
        'GOÄ (§§ 1, 2, 12: ärztliche Leistungen nur nach der Gebührenordnung, Abweichung nur durch schriftliche Vereinbarung vor der Behandlung; BGH, III ZR 223/05, III ZR 38/23: kein Pauschalhonorar, kein Vorschuss auf ärztliche Leistungen)',
      decision:
        'ob der Ab-Preis und die Anzahlung für Willich so bleiben dürfen oder wie die Rechnung nach der GOÄ aussieht',
      where: 'priceFrom der Kliniken und terms.depositPercent in src/site.ts; AGB §§ 6 und 7',
    },
    withdrawalRisk(facts.withdrawal ?? null),
    {
      name: 'Datenschutzbeauftragter',
      what: 'Gesundheitsdaten als Kerntätigkeit: ein Datenschutzbeauftragter, und ob das Team in Deutschland die Gesellschaft in Istanbul in der EU niederlässt',
      basis:
        'Art. 37 Abs. 1 lit. c DSGVO (Benennungspflicht); Art. 3 Abs. 1 und Art. 27 DSGVO (Niederlassung oder Vertreter)',
      decision:
        'einen Datenschutzbeauftragten benennen oder festhalten, warum keiner nötig ist; Niederlassung oder Vertreter nach Art. 27 bestätigen',
      where: 'privacy.dataProtectionOfficer und operator.willichOperator in src/site.ts',
    },
    // Once standard contractual clauses carry the transfer, the form no longer couples it to the consent; the question
    // of the WhatsApp product stays.
    facts.transfersUnderClauses
      ? {
          name: 'WhatsApp-Produkt',
          what: 'Welches WhatsApp-Produkt die Chats trägt (die Business App lädt das Adressbuch hoch, die Business Platform kann als Auftragsverarbeitung laufen); Anfragen nach Istanbul gehen unter Standardvertragsklauseln',
          basis:
            'Art. 28 DSGVO (Auftragsverarbeitung); Art. 46 Abs. 2 lit. c DSGVO (Standardvertragsklauseln, die tatsächlich eingehalten werden)',
          decision:
            'WhatsApp-Produkt wählen; die Standardvertragsklauseln samt Transfer-Folgenabschätzung bereithalten',
          where: 'privacy.whatsappProduct und operator.willichOperator.standardContractualClauses in src/site.ts',
        }
      : {
          name: 'Übermittlung nach Istanbul',
          what: 'Jede Anfrage, auch eine für Willich, erreicht die Gesellschaft in Istanbul (Türkei, ohne Angemessenheitsbeschluss) unter einer einzigen Pflicht-Einwilligung; und welches WhatsApp-Produkt die Chats trägt (die Business App lädt das Adressbuch hoch, die Business Platform kann als Auftragsverarbeitung laufen)',
          basis:
            'Art. 7 Abs. 4 DSGVO (Kopplungsverbot), Art. 49 DSGVO (nur gelegentliche Übermittlungen; EDSA-Leitlinien 2/2018), Art. 28 DSGVO',
          decision:
            'Anfragen für Willich ohne Übermittlung nach Istanbul bearbeiten oder die Übermittlung auf Standardvertragsklauseln stützen; WhatsApp-Produkt wählen',
          where:
            'operator.willichOperator und privacy.whatsappProduct in src/site.ts; Einwilligung in src/content/contact.ts',
        },
    {
      name: 'PRP und Zelltherapie',
      what: '„PRP- und Zelltherapie“ als benannte Behandlungen in jedem Paket',
      basis:
        '§ 4 Abs. 2 AMG (Eigenblutprodukte wie PRP sind Arzneimittel), § 13 Abs. 2b AMG (Herstellung in ärztlicher Verantwortung, Anzeige nach § 67 AMG), § 4b AMG (Zellprodukte als Arzneimittel für neuartige Therapien), § 3 HWG (jede Wirkungsaussage braucht einen Beleg), § 3a HWG (Werbung für nicht zugelassene Arzneimittel)',
      decision:
        'den arzneimittelrechtlichen Status beider Verfahren je Standort festhalten (Zulassung, Herstellungserlaubnis, Genehmigung oder ärztliche Herstellung mit Anzeige) oder die Behandlungen aus Paket und Texten nehmen',
      where:
        'treatments.drugLawStatus und treatments.cellTherapy in src/site.ts; Paketliste in src/content/services.ts und package-terms.ts',
    },
    Boolean(facts.proof?.rating) && {
      name: 'Bewertungszeile',
      what: 'Bewertungszeile neben dem Hauptknopf (Durchschnitt, Anzahl, Zeitraum, Quelle, Link) und bei den Patientenstimmen, ob und wie die Plattform die Bewertungen prüft',
      basis:
        '§ 5 UWG (die Zahlen müssen stimmen und aktuell sein); § 5b Abs. 3 UWG und Anhang zu § 3 Abs. 3 UWG Nr. 23b und 23c (Bewertungen; OLG Hamburg, 15 U 108/22: der Zeitraum gehört zur Durchschnittsbewertung; BGH, I ZR 143/23)',
      decision:
        'Zahlen und Zeitraum aus der verlinkten Quelle übernehmen und bei jeder Veröffentlichung aktualisieren; nur wahrheitsgemäß sagen, wie die Plattform prüft und ob Sie prüfen',
      where: 'reviews.rating (asOf, since, verification) in src/site.ts',
    },
    Boolean(facts.proof?.leadDoctor) && {
      name: 'Ärztliche Angaben im Hero',
      what: 'Name, akademischer Grad, Titel und „Haartransplantationen seit …“ der operierenden Ärztin oder des operierenden Arztes unter dem Hero-Bild',
      basis:
        '§ 5 Abs. 2 Nr. 3 UWG, § 3 S. 2 Nr. 3 b HWG (Angaben über Befähigung und Erfahrung); § 132a StGB (Titel, Grade und Berufsbezeichnungen); Art. 6 und 9 DSGVO, § 22 KUG (Name und Bild der Person)',
      decision:
        'Grad in der verliehenen Form mit Hochschule (von außerhalb der EU und des EWR nie als „Dr.“, auch nicht im Impressum; `npm run deploy` verweigert es), Facharztbezeichnung und Jahr belegen; schriftliche Einwilligung der Person zu Name und Bild',
      where: 'team.leadDoctor (degree) in src/site.ts; Bild in src/content/hero.ts',
    },
    facts.settings.consultationWording === 'spec' && {
      name: '„Kostenlose Beratung“',
      what: '„Kostenlose Beratung“ als erster Schritt von „So läuft es ab“ und „eine kostenlose Beratung“ im vorbereiteten WhatsApp-Text (Worte der Vorgabe): Die Beratung vor einem Eingriff gehört zur ärztlichen Leistung, kostenlos beworben ist sie eine unzulässige Zuwendung',
      basis:
        '§ 7 Abs. 1 HWG (OLG Hamburg, Urteil vom 9. November 2017, 3 U 183/15, bestätigt LG Hamburg, 315 O 115/15: „kostenlose Beratung“ für einen operativen plastisch-chirurgischen Eingriff; LG München I, 37 O 7083/16: kostenlose Eignungsprüfung)',
      decision:
        "auf die zulässige Fassung umschalten (settings.consultationWording: 'lawful', empfohlen: „Unverbindliche Beratung“) oder die Worte der Vorgabe mit der Kanzlei freigeben",
      where: 'settings.consultationWording in src/site.ts (Worte in src/content/contact-texts.ts)',
    },
    Boolean(facts.settings.googleAds) && {
      name: 'Google-Ads-Messung',
      what: 'Conversion-Messung mit Google Ads für Besucher über eine Anzeige: Die Meldung an Google lässt ein Interesse an einer Haartransplantation erkennen, braucht also eine ausdrückliche Einwilligung, und für das Erheben auf der Website sind Betreiberin, Inhaberin des Werbekontos und Google gemeinsam verantwortlich',
      basis:
        '§ 25 Abs. 1 TDDDG; Art. 6 Abs. 1 lit. a, Art. 7, Art. 9 Abs. 2 lit. a und Art. 26 DSGVO (EuGH, C-40/17 „Fashion ID“); Mitbewerber können Verstöße abmahnen (EuGH, C-21/23)',
      decision:
        'Hinweis, Datenschutzerklärung Abschnitt 13 und die Bedingungen von Google (Google Ads Controller-Controller Data Protection Terms) mit der Kanzlei prüfen; im Werbekonto die Bedingungen annehmen und die erweiterten Conversions ausgeschaltet lassen; oder die Messung abschalten',
      where: 'settings.googleAds in src/site.ts; Worte in src/content/consent.ts',
    },
    facts.settings.showTestimonials && {
      name: 'Patientenstimmen',
      what: 'Patientenstimmen mit Sternebewertung',
      basis: '§ 5b Abs. 3 UWG und Anhang zu § 3 Abs. 3 UWG Nr. 23b und 23c (Prüfung von Bewertungen)',
      decision: 'nur echte, freigegebene Stimmen zeigen und wahrheitsgemäß sagen, wie sie geprüft werden',
      where: 'settings.showTestimonials und reviews in src/site.ts; Stimmen in src/content/patient-reviews.ts',
    },
  ];
  return risks.filter((risk): risk is LegalRisk => risk !== false);
}
