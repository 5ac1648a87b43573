// Every fact about the business, written once: the pages, the links, the legal texts and the tests read it from here.
//
// Facts the owner has not given us yet are wrapped in `placeholder()`. They render as visible
// "[Platzhalter: …]" text (or as a harmless dummy number where a link needs digits). What the owner must confirm
// without the pages showing it (real, consented reviews) is a `confirmation()`, false until set to `true`.
// `npm run deploy` refuses to publish while any of either is left (scripts/check-placeholders.ts).
// This file imports nothing, so that Node can run that check on it directly.

const MARK = 'Platzhalter';

/** One business fact that still has to be filled in before going live. */
export interface OpenFact {
  /** Where the fact is used, in the words of the checklist. */
  readonly label: string;
  /** The stand-in value shown until the real one is known. */
  readonly value: string;
  /** Whether the pages show the stand-in (a confirmation is only listed by the deploy check). */
  readonly shown: boolean;
}

const open: OpenFact[] = [];

/** Marks a fact we do not know. Without a dummy `value` it renders as "[Platzhalter: label]". */
function placeholder(label: string, value = `[${MARK}: ${label}]`): string {
  open.push({ label, value, shown: true });
  return value;
}

/** Marks something the owner has to confirm before going live; replace the call with `true` once it is done. */
function confirmation(label: string): boolean {
  open.push({ label, value: 'noch nicht bestätigt', shown: false });
  return false;
}

/** The placeholders still in this file; `npm run deploy` refuses while this list is not empty. */
export const openFacts: readonly OpenFact[] = open;

export interface PostalAddress {
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: string;
  /** ISO 3166-1 alpha-2, for structured data. */
  readonly countryCode: 'DE' | 'TR';
}

export interface Clinic {
  readonly id: 'istanbul' | 'willich';
  readonly name: string;
  readonly city: string;
  readonly address: PostalAddress;
  /** Price of the all-inclusive package, in whole euros. */
  readonly priceFrom: number;
  /** WhatsApp number in international format, digits only (as wa.me expects). */
  readonly whatsapp: string;
}

export const brand = {
  name: 'Bemedics',
  tagline: 'Haartransplantation mit der FUE-Methode',
  /** The spec's claims, as numbers so that copy and structured data agree. */
  yearsOfExperience: 17,
  patients: 10_000,
  graftTakeRate: { min: 90, max: 95 },
} as const;

export const clinics = {
  istanbul: {
    id: 'istanbul',
    name: 'Bemedics Istanbul',
    city: 'Istanbul',
    address: {
      street: placeholder('Straße und Hausnummer der Klinik in Istanbul'),
      postalCode: placeholder('Postleitzahl der Klinik in Istanbul'),
      city: 'Istanbul',
      country: 'Türkei',
      countryCode: 'TR',
    },
    priceFrom: 2299,
    whatsapp: placeholder('WhatsApp-Nummer für Istanbul (nur Ziffern, mit Ländervorwahl 90)', '900000000000'),
  },
  willich: {
    id: 'willich',
    name: 'Bemedics Willich',
    city: 'Willich',
    address: {
      street: placeholder('Straße und Hausnummer des Standorts Willich'),
      postalCode: '47877',
      city: 'Willich',
      country: 'Deutschland',
      countryCode: 'DE',
    },
    priceFrom: 2990,
    whatsapp: placeholder('WhatsApp-Nummer für Willich (nur Ziffern, mit Ländervorwahl 49)', '4900000000000'),
  },
} as const satisfies Record<string, Clinic>;

export const contact = {
  /** Shown on the page; the tel: link is built from `phoneE164`. */
  phoneDisplay: placeholder('Telefonnummer, wie sie auf der Seite erscheint', '+49 (0) 0000 000000'),
  phoneE164: placeholder('Telefonnummer im internationalen Format (+49…)', '+490000000000'),
  email: placeholder('E-Mail-Adresse für Anfragen', 'kontakt@bemedics.example'),
  /** The WhatsApp number of the header, bottom bar and contact card. */
  whatsapp: clinics.willich.whatsapp,
  instagramHandle: placeholder('Instagram-Name (ohne @)', 'bemedics'),
  /** Spec §9: Mo-Fr 9:00-19:00. `days` in schema.org's words, for structured data. */
  openingHours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '19:00',
    label: 'Mo-Fr 9:00-19:00',
  },
} as const;

/** The operating company and the people the Impressum has to name (compliance.md). */
export const operator = {
  companyName: placeholder('Firmenname der Betreibergesellschaft in Istanbul'),
  legalForm: placeholder('Rechtsform (z. B. Ltd. Şti.)'),
  representatives: placeholder('Vertretungsberechtigte Person(en)'),
  address: clinics.istanbul.address,
  tradeRegister: placeholder('Handelsregister (Ticaret Sicil) und Nummer'),
  mersisNumber: placeholder('MERSİS-Nummer'),
  vatId: placeholder('Steuernummer oder USt-IdNr., falls vorhanden'),
  /** The Willich establishment, in case it is a separate legal entity. */
  willichEntity: placeholder('Träger des Standorts Willich (Name, Rechtsform, Register)'),
  /** § 18 Abs. 2 MStV: responsible for the content, resident in Germany. */
  contentResponsible: placeholder(
    'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV (Name, Anschrift in Deutschland)',
  ),
  /** § 13 HWG: who carries the duties of the Heilmittelwerbegesetz inside the EU. */
  hwgRepresentative: placeholder('Verantwortliche Person oder Firma in der EU nach § 13 HWG'),
  /** Art. 27 DSGVO representative in the EU. */
  gdprRepresentative: placeholder('Vertreter in der EU nach Art. 27 DSGVO (Name, Anschrift)'),
  professionalTitle: placeholder('Berufsbezeichnung der behandelnden Ärzte und Staat der Verleihung'),
  medicalChamber: placeholder('Zuständige Ärztekammer (für Willich voraussichtlich Ärztekammer Nordrhein, Düsseldorf)'),
  supervisoryAuthority: placeholder('Zuständige Aufsichtsbehörde'),
} as const;

/** Booking terms of spec §9, used by the AGB and the FAQ. Amounts in whole euros. */
export const terms = {
  depositPercent: 30,
  depositDueDays: 14,
  cancellationFee: 750,
  cancellationFeeTreatments: 'Bart-, Wimpern-, Augenbrauen- und Haartransplantationen',
  rebookingFeePerPerson: 100,
  rebookingDeadlineDays: 15,
  serverLogRetentionDays: 7,
} as const;

/** Recovery milestones and outcome claims of spec §9 (FAQ and aftercare copy). */
export const recovery = {
  scabsFallOffDays: '10-12',
  presentableWeeks: '2-3',
  finalResultMonths: '12-14',
} as const;

/** § 5b Abs. 3 UWG: say whether and how reviews are checked; only real, consented reviews may be shown. */
export const reviews = {
  verificationNote: placeholder('Hinweis, ob und wie die Patientenstimmen geprüft werden (§ 5b Abs. 3 UWG)'),
  /** The testimonials in src/content/testimonials.ts are examples until real, consented ones replace them. */
  realTestimonials: confirmation('Echte, schriftlich freigegebene Patientenstimmen in src/content/testimonials.ts'),
} as const;

export const settings = {
  /**
   * Shows the before/after image in the testimonials section. The spec shows it, so it is on;
   * § 11 HWG restricts before/after advertising for surgery: see the checklist before going live.
   */
  showBeforeAfter: true,
} as const;

export const website = {
  /** Where the site is published: canonical URLs, the sitemap and the sharing tags are built from it. */
  origin: placeholder(
    'Öffentliche Adresse der Website (z. B. https://www.bemedics.de)',
    'https://www.bemedics.example',
  ),
  /** Browser bar colour on phones (teal-700). */
  themeColor: '#0f766e',
  /** The sharing image (Open Graph, Twitter), rendered by `npm run images`. */
  shareImage: { path: '/images/og.jpg', width: 1200, height: 630 },
} as const;

export const links = {
  instagram: `https://www.instagram.com/${contact.instagramHandle}/`,
} as const;
