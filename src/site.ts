// Every fact about the business, written once: the pages, the links, the legal texts and the tests read it from here.
//
// Facts the owner has not given us yet are wrapped in `placeholder()`. They render as visible
// "[Platzhalter: …]" text (or as a harmless dummy number where a link needs digits). What the owner must confirm
// without the pages showing it (real, consented reviews) is a `confirmation()`, false until set to `true`; a fact only
// the deploy check reads (who reviewed the legal texts) is `unpublished()`.
// `npm run deploy` refuses to publish while any of them is left (scripts/check-placeholders.ts).
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

/** Marks a fact only the deploy check reads (no page shows it); replace the call with the real value. */
function unpublished(label: string): string {
  const value = `[${MARK}: ${label}]`;
  open.push({ label, value, shown: false });
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
  /**
   * Whether the package includes the journey: flight, hotel and transfers. Flight and hotel at one price make a package
   * tour (§ 651a BGB); the deploy check names that risk while any clinic has it (scripts/lib/legal-risks.ts).
   */
  readonly packageIncludesTravel: boolean;
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
    packageIncludesTravel: true,
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
    packageIncludesTravel: false,
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
  /** Spec §9: Monday to Friday, 9:00 to 19:00. `days` in schema.org's words, for structured data. */
  openingHours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '19:00',
    label: 'Mo–Fr 9:00–19:00',
  },
} as const;

/** A company's § 5 DDG facts: who it is, who represents it, where it is registered. */
export interface Company {
  readonly companyName: string;
  readonly legalForm: string;
  readonly representatives: string;
  readonly address: PostalAddress;
  readonly tradeRegister: string;
  /**
   * § 5 Abs. 1 Nr. 6 DDG asks only for a VAT ID (USt-IdNr.) or business ID (W-IdNr.), never a tax number; `null` when
   * the company has neither, and the Impressum then leaves the line out.
   */
  readonly vatId: string | null;
}

/** The operating company and the people the Impressum has to name (compliance.md). */
export const operator = {
  companyName: placeholder('Firmenname der Betreibergesellschaft in Istanbul'),
  legalForm: placeholder('Rechtsform (z. B. Ltd. Şti.)'),
  representatives: placeholder('Vertretungsberechtigte Person(en)'),
  address: clinics.istanbul.address,
  tradeRegister: placeholder('Handelsregister (Ticaret Sicil) und Nummer'),
  mersisNumber: placeholder('MERSİS-Nummer'),
  vatId: placeholder(
    'USt-IdNr. oder Wirtschafts-Identifikationsnummer der Gesellschaft in Istanbul (null, wenn sie keine hat)',
  ) as string | null,
  /**
   * The Willich location, if a company of its own runs it: its complete § 5 DDG block. `null` when the Istanbul
   * company runs Willich itself.
   */
  willichOperator: {
    companyName: placeholder(
      'Träger des Standorts Willich: Firmenname (betreibt die Gesellschaft in Istanbul ihn selbst: ganzen Block auf null setzen)',
    ),
    legalForm: placeholder('Träger des Standorts Willich: Rechtsform (z. B. GmbH)'),
    representatives: placeholder('Träger des Standorts Willich: vertretungsberechtigte Person(en)'),
    address: clinics.willich.address,
    tradeRegister: placeholder('Träger des Standorts Willich: Registergericht und Registernummer'),
    vatId: placeholder(
      'Träger des Standorts Willich: USt-IdNr. oder Wirtschafts-Identifikationsnummer (null, wenn keine)',
    ) as string | null,
  } as Company | null,
  /** § 18 Abs. 2 MStV: responsible for the content, resident in Germany. */
  contentResponsible: placeholder(
    'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV (Name, Anschrift in Deutschland)',
  ),
  /** § 13 HWG: who carries the duties of the Heilmittelwerbegesetz inside the EU. */
  hwgRepresentative: placeholder('Verantwortliche Person oder Firma in der EU nach § 13 HWG'),
  /** Art. 27 DSGVO representative in the EU. */
  gdprRepresentative: placeholder('Vertreter in der EU nach Art. 27 DSGVO (Name, Anschrift)'),
} as const;

/** The professional facts § 5 Abs. 1 Nr. 3 and 5 DDG asks for, for the doctors of one location. */
export interface MedicalProfession {
  /** The statutory professional title and the state that awarded it. */
  readonly title: string;
  /** The chamber the doctors belong to. */
  readonly chamber: string;
  /** The professional rules, and where to read them (a link, or the text of an official source). */
  readonly rules: string;
  /** The authority that supervises the clinic. */
  readonly authority: string;
}

/** Per location, because the doctors in Istanbul and in Willich answer to different chambers, rules and authorities. */
export const medicalProfession = {
  istanbul: {
    title: placeholder(
      'Istanbul: Berufsbezeichnung der Ärztinnen und Ärzte und der Staat, der sie verliehen hat (z. B. Arzt/Ärztin – Tabip, verliehen in der Türkei)',
    ),
    chamber: placeholder('Istanbul: Ärztekammer der Ärztinnen und Ärzte (z. B. İstanbul Tabip Odası, mit Anschrift)'),
    rules: placeholder(
      'Istanbul: berufsrechtliche Regelungen und wo sie nachzulesen sind (z. B. Gesetz Nr. 1219, Tıbbi Deontoloji Nizamnamesi; mevzuat.gov.tr)',
    ),
    authority: placeholder('Istanbul: Aufsichtsbehörde der Klinik (z. B. İstanbul İl Sağlık Müdürlüğü, mit Anschrift)'),
  },
  willich: {
    title: placeholder(
      'Willich: Berufsbezeichnung der Ärztinnen und Ärzte und der Staat, der sie verliehen hat (z. B. Arzt/Ärztin, verliehen in Deutschland)',
    ),
    chamber: placeholder(
      'Willich: Ärztekammer (voraussichtlich Ärztekammer Nordrhein, Tersteegenstraße 9, 40474 Düsseldorf)',
    ),
    /** Where to read them: the Impressum links www.aekno.de and recht.nrw.de below the list. */
    rules:
      'Berufsordnung für die nordrheinischen Ärztinnen und Ärzte; Heilberufsgesetz des Landes Nordrhein-Westfalen (HeilBerG NRW)',
    authority: placeholder(
      'Willich: Aufsichtsbehörde des Standorts (z. B. Kreis Viersen, Gesundheitsamt, mit Anschrift)',
    ),
  },
} as const satisfies Record<Clinic['id'], MedicalProfession>;

/** What the privacy policy has to name beyond this site's own processing (Art. 13 DSGVO). */
export const privacy = {
  /** Art. 13 Abs. 1 lit. b, Art. 37 DSGVO: `null` when no data protection officer has to be named. */
  dataProtectionOfficer: placeholder(
    'Datenschutzbeauftragte(r): Name und Kontakt (null, wenn keiner benannt werden muss)',
  ) as string | null,
  /** Art. 13 Abs. 1 lit. e DSGVO: who receives enquiries besides us. */
  emailProvider: placeholder('Anbieter unseres E-Mail-Postfachs (Firma, Sitz)'),
  phoneProvider: placeholder('Anbieter unseres Telefonanschlusses (Firma, Sitz)'),
  otherRecipients: placeholder(
    'Weitere Empfänger von Patientendaten, z. B. Reisebüro, Fluggesellschaft, Hotel, Transferdienst (oder „keine“)',
  ),
  /**
   * Art. 46 Abs. 2 lit. c DSGVO: regular transfers between Willich and Istanbul rest on the EU standard contractual
   * clauses, which the privacy policy says; confirm once they are signed.
   */
  standardContractualClauses: confirmation(
    'Standardvertragsklauseln der EU (Art. 46 DSGVO) für Übermittlungen zwischen Willich und Istanbul abgeschlossen',
  ),
} as const;

/** What the named procedures of the package are. An unexplained cell product risks § 3a HWG. */
export const treatments = {
  cellTherapy: placeholder(
    'Was die „Zelltherapie“ im Paket genau ist: Name des Verfahrens und was dabei geschieht, in einem Satz',
  ),
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
  scabsFallOffDays: '10–12',
  presentableWeeks: '2–3',
  finalResultMonths: '12–14',
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
  /** Shows the patient reviews in the testimonials section; reviews carry duties of § 5b Abs. 3 UWG. */
  showTestimonials: true,
} as const;

/**
 * Who checked the legal texts and the advertising claims, and when (TT.MM.JJJJ). `npm run deploy` lists the known legal
 * risks that are switched on and refuses until this is filled in (docs/vor-dem-livegang.md).
 */
export const legalReview = {
  by: unpublished('Rechtliche Prüfung der Texte: wer (Name, Kanzlei)'),
  date: unpublished('Rechtliche Prüfung der Texte: wann (TT.MM.JJJJ)'),
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
