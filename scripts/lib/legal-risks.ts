// The known legal risks that follow from the spec's own claims (docs/vor-dem-livegang.md). Each is on or off according to the settings
// and facts in src/site.ts; `npm run deploy` lists those that are on, with their legal basis and where they are set,
// so that the owner accepts them knowingly. docs/vor-dem-livegang.md explains each one and the safer alternative.
/** The parts of src/site.ts that switch a risk on or off. */
export interface RiskFacts {
  readonly settings: { readonly showBeforeAfter: boolean; readonly showTestimonials: boolean };
  /** The lower bound of the guaranteed take rate, in percent; 0 when no rate is guaranteed. */
  readonly guaranteedTakeRate: number;
  readonly clinics: readonly { readonly city: string; readonly packageIncludesTravel: boolean }[];
  readonly terms: { readonly depositPercent: number; readonly cancellationFee: number };
}

export interface LegalRisk {
  /** What the site does, in the owner's words. */
  readonly what: string;
  /** The provisions it may break. */
  readonly basis: string;
  /** Where it is switched or worded. */
  readonly where: string;
}

/** Above this share of the price, courts hold a deposit on a package tour unreasonable as a rule (BGH X ZR 85/12). */
const PACKAGE_DEPOSIT_LIMIT = 20;

/** The risks that are switched on by `facts`, in the order of the checklist. */
export function legalRisks(facts: RiskFacts): LegalRisk[] {
  const travelCities = facts.clinics.filter((clinic) => clinic.packageIncludesTravel).map((clinic) => clinic.city);
  const packageTour = travelCities.length > 0;
  const deposit = facts.terms.depositPercent;
  const risks: (LegalRisk | false)[] = [
    facts.settings.showBeforeAfter && {
      what: 'Vorher-nachher-Bild einer Haartransplantation (auch als Zeichnung)',
      basis: '§ 11 Abs. 1 S. 3 Nr. 1 HWG',
      where: 'settings.showBeforeAfter in src/site.ts',
    },
    facts.guaranteedTakeRate > 0 && {
      what: `Garantierte Anwuchsrate von mindestens ${facts.guaranteedTakeRate} Prozent`,
      basis: '§ 3 S. 2 Nr. 2 a HWG (Versprechen eines sicheren Erfolgs)',
      where: 'brand.graftTakeRate in src/site.ts; Texte in src/content/claims.ts und AGB § 5 Abs. 4',
    },
    facts.guaranteedTakeRate > 0 && {
      what: 'Die Anwuchsgarantie muss sagen, was Patienten bei einer verfehlten Rate erhalten, wie und wann gemessen wird und wie sie geltend gemacht wird – und das muss sich im Alltag erfüllen lassen',
      basis: '§ 443 BGB (Garantie), § 307 Abs. 1 S. 2 BGB (Transparenzgebot), § 305c Abs. 2 BGB',
      where: 'guarantee in src/site.ts; AGB § 5 Abs. 4',
    },
    packageTour && {
      what: `Flug und Hotel zu einem Gesamtpreis (${travelCities.join(', ')}): eine Pauschalreise`,
      basis: '§ 651a BGB (Pflichten eines Reiseveranstalters)',
      where: 'packageIncludesTravel in clinics, src/site.ts',
    },
    packageTour &&
      deposit > 0 && {
        what: `Anzahlung von ${deposit} % auf eine Pauschalreise: jede Zahlung vor Reiseende nur gegen Sicherungsschein${
          deposit > PACKAGE_DEPOSIT_LIMIT
            ? `, und mehr als die ${PACKAGE_DEPOSIT_LIMIT} %, die Gerichte in der Regel zulassen`
            : ''
        }`,
        basis:
          '§ 651t BGB (Zahlungen nur gegen Sicherungsschein); § 307 BGB (BGH, Urteil vom 9. Dezember 2014, X ZR 85/12: Anzahlung in der Regel höchstens 20 %)',
        where: 'terms.depositPercent in src/site.ts; AGB § 7 Abs. 1',
      },
    facts.terms.cancellationFee > 0 && {
      what: `Pauschale Stornogebühr von ${facts.terms.cancellationFee} EUR, unabhängig vom Zeitpunkt der Stornierung, neben dem Recht, die Einwilligung in den Eingriff jederzeit zu widerrufen (die AGB nehmen den Widerruf nach der ärztlichen Aufklärung und eine ärztliche Gegenanzeige aus, nicht jede andere Absage)`,
      basis: `§ 309 Nr. 5 und § 308 Nr. 7 BGB (Pauschalen in AGB); §§ 627, 630d Abs. 3 BGB (Behandlungsvertrag jederzeit kündbar, Einwilligung jederzeit widerruflich)${
        packageTour ? '; § 651h BGB (Rücktritt von der Pauschalreise: nur eine angemessene Entschädigung)' : ''
      }`,
      where: 'terms.cancellationFee in src/site.ts; AGB § 8 Abs. 2',
    },
    facts.settings.showTestimonials && {
      what: 'Patientenstimmen mit Sternebewertung',
      basis: '§ 5b Abs. 3 UWG und Anhang zu § 3 Abs. 3 UWG Nr. 23b und 23c (Prüfung von Bewertungen)',
      where: 'settings.showTestimonials und reviews in src/site.ts; Texte in src/content/testimonials.ts',
    },
  ];
  return risks.filter((risk): risk is LegalRisk => risk !== false);
}
