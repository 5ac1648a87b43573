// Every fact about the business, written once: the pages, the links, the legal texts and the tests read it from here.
//
// Facts the owner has not given us yet are wrapped in `placeholder()`. They render as visible
// "[Platzhalter: …]" text (or as a harmless dummy number where a link needs digits). What the owner must confirm
// without the pages showing it (real, consented reviews) is a `confirmation()`, false until set to `true`; a fact only
// the deploy check reads (who reviewed the legal texts) is `unpublished()`.
// `npm run deploy` refuses to publish while any of them is left (scripts/check-placeholders.ts).
// This file imports nothing, so that Node can run that check on it directly (scripts/check-imports.ts checks it).

/** The word every stand-in carries; the deploy check refuses a value that still holds it. */
export const PLACEHOLDER_MARK = 'Platzhalter';

/** One business fact that still has to be filled in before going live. */
export interface OpenFact {
  /** Its setting in this file, a stable id (`clinics.istanbul.address.street`): the key of a test build's value. */
  readonly id: string;
  /** Where the fact is used, in the words of the checklist. */
  readonly label: string;
  /** The stand-in value shown until the real one is known. */
  readonly value: string;
  /** Whether the pages show the stand-in (a confirmation is only listed by the deploy check). */
  readonly shown: boolean;
}

const open: OpenFact[] = [];

const labels = new Map<string, string>();

/**
 * The label of every fact that is still a `placeholder()`, `unpublished()` or `optional()` call in this file, by its id,
 * filled in by a test build or not: the deploy check names it beside a value it refuses. Once the owner has replaced a
 * call with the value, the label is gone with it, and the check names the setting and its line alone.
 */
export const factLabels: ReadonlyMap<string, string> = labels;

/**
 * Only for tests of the site as it will be live (`npm run test:live`, the photo site of the browser tests and the
 * audit): the environment variable BEMEDICS_SITE_OVERRIDES holds JSON that gives every placeholder a value, takes every
 * confirmation as given and may switch settings. Node reads it from the environment; a build hands it to the worker
 * and the client (build/site-plugins.ts). Never set it for a deploy.
 */
declare const __SITE_OVERRIDES__: SiteOverrides | undefined;

/** A placeholder's value in a test build: text, or `null` / an object where the fact's type allows it. */
export type FactValue = string | null | FactObject;

/** An object fact as a test build gives it: its fields, and objects of their own where the type has them (a degree). */
export interface FactObject {
  readonly [field: string]: string | number | boolean | null | FactObject;
}

/** What a test build may fill in or switch. */
export interface SiteOverrides {
  /** A value for every placeholder, by its id; `null` or an object where the fact's type allows one. */
  readonly facts?: Readonly<Record<string, FactValue>>;
  /** Every confirmation given. */
  readonly confirmed?: boolean;
  readonly settings?: {
    readonly showBeforeAfter?: boolean;
    readonly showTestimonials?: boolean;
    readonly googleAds?: GoogleAds | null;
    readonly guaranteeWording?: GuaranteeForm;
    readonly consultationWording?: ConsultationForm;
  };
}

/** The overrides as Node reads them from its environment; an empty variable counts as unset, as the deploy guard reads it. */
export function overridesFromEnvironment(): SiteOverrides {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  let parsed: unknown;
  try {
    parsed = JSON.parse(env?.BEMEDICS_SITE_OVERRIDES || '{}');
  } catch (error) {
    // Not the parser's message: it quotes the value, and a value with control characters would drive the terminal
    // that prints it (docs/sicherheit.md, „Zeichen“).
    throw new Error(`BEMEDICS_SITE_OVERRIDES is not JSON (${(error as Error).name}; the value is not quoted here)`);
  }
  // JSON of another shape (`null`, a list, a number, settings as text) would fail later, far from its cause.
  const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
  const given = parsed as Record<string, unknown>;
  if (
    !isObject(parsed) ||
    (given.facts !== undefined && !isObject(given.facts)) ||
    (given.settings !== undefined && !isObject(given.settings)) ||
    (given.confirmed !== undefined && typeof given.confirmed !== 'boolean')
  ) {
    throw new Error(
      'BEMEDICS_SITE_OVERRIDES is not an object of the form { "facts": { … }, "confirmed": true, "settings": { … } }',
    );
  }
  return parsed as SiteOverrides;
}

const overrides = typeof __SITE_OVERRIDES__ !== 'undefined' ? __SITE_OVERRIDES__ : overridesFromEnvironment();

/** The test build's value for a placeholder, by its id; an id it lacks is an error that names it. */
function filledIn(id: string, label: string): string | undefined {
  if (!overrides.facts) return undefined;
  const value = overrides.facts[id];
  if (value === undefined) {
    throw new Error(`BEMEDICS_SITE_OVERRIDES has no value for the placeholder ${id} ("${label}")`);
  }
  // null or an object only where the fact's type allows it (no VAT ID; no data protection officer, with the reason), as
  // the owner would write it.
  return value as string;
}

/**
 * What a page shows for a label: without the location it begins with ("Istanbul: "), which the page around it names,
 * and without its closing parenthesis of examples and hints ("(z. B. …)"), which are for the owner's checklist
 * (`npm run placeholders`), not for a reader of the page.
 */
const shownLabel = (label: string) =>
  label.replace(/^(?:Istanbul|Willich): /, '').replace(/ \((?:[^()]|\([^()]*\))*\)$/, '');

/**
 * Marks a fact we do not know, under its setting's id. Without a dummy `value` it renders as "[Platzhalter: label]",
 * without its examples.
 */
function placeholder(id: string, label: string, value = `[${PLACEHOLDER_MARK}: ${shownLabel(label)}]`): string {
  labels.set(id, label);
  const filled = filledIn(id, label);
  if (filled !== undefined) return filled;
  open.push({ id, label, value, shown: true });
  return value;
}

/** Marks a fact only the deploy check reads (no page shows it); replace the call with the real value. */
function unpublished(id: string, label: string): string {
  labels.set(id, label);
  const filled = filledIn(id, label);
  if (filled !== undefined) return filled;
  const value = `[${PLACEHOLDER_MARK}: ${label}]`;
  open.push({ id, label, value, shown: false });
  return value;
}

/** A slot the pages show only once the owner gives its fact; listed by `npm run placeholders`, never blocking. */
export interface EmptySlot {
  /** Its setting in this file, as for an open fact. */
  readonly id: string;
  /** What is missing, in the words of the checklist. */
  readonly label: string;
}

const empty: EmptySlot[] = [];

/**
 * Marks a fact that is not needed to go live but makes a page better (a named doctor, a rating): `null` until the owner
 * replaces the call with the value, and the page hides its slot while it is null; a slot is never filled with a stand-in.
 */
function optional<T>(id: string, label: string): T | null {
  labels.set(id, label);
  const filled = filledIn(id, label) as T | undefined;
  if (filled !== undefined) return filled;
  empty.push({ id, label });
  return null;
}

/** The slots still empty in this file, which their pages hide; `npm run placeholders` lists them. */
export const emptySlots: readonly EmptySlot[] = empty;

/** Marks something the owner has to confirm before going live; replace the call with `true` once it is done. */
function confirmation(id: string, label: string): boolean {
  if (overrides.confirmed) return true;
  open.push({ id, label, value: 'noch nicht bestätigt', shown: false });
  return false;
}

/** What the checklist lists for a decision still open. */
export const UNDECIDED = 'noch nicht entschieden';

/**
 * Marks a choice only the owner can make, one of its named choices: `null` while open, and the pages show nothing of it
 * until the owner replaces the call with the choice ('right', say); `npm run deploy` refuses while it is open and
 * refuses a value that is none of its choices (scripts/lib/fact-rules.ts). One that is not `asked` (the facts leave
 * nothing to decide) stays `null` and is not listed.
 */
function decision<T extends string>(id: string, label: string, asked = true): T | null {
  labels.set(id, label);
  if (!asked) return null;
  const filled = filledIn(id, label) as T | undefined;
  if (filled !== undefined) return filled;
  open.push({ id, label, value: UNDECIDED, shown: false });
  return null;
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

/**
 * The journey of a package that includes one: flight, hotel and transfers (a package tour, § 651a BGB). Its facts exist
 * only while the package includes it, so `npm run deploy` asks for them only then.
 */
export interface Journey {
  /** The airports in Germany the package's flights leave from. */
  readonly airports: string;
  /** The hotel: how many nights, which category. */
  readonly hotel: string;
  /**
   * § 651r BGB: who protects the traveller's payments against the organiser's insolvency, with address and contact; the
   * Sicherungsschein names it, and the AGB take payments only against it (§ 651t BGB). Per package, because each
   * contract partner that sells a journey is its organiser.
   */
  readonly insolvencyProtection: string;
  /**
   * § 651h Abs. 2 BGB: the compensation for a withdrawal from the journey, staggered by the days left before departure
   * (AGB § 8); the treatment's own fee (`terms.cancellationFee`) stays beside it.
   */
  readonly cancellationScale: string;
}

/** What the "ab" price of a location covers; shown on its price card, where the price invites to buy (UWG § 5a). */
export interface PriceCoverage {
  /** Up to how many grafts the starting price includes. */
  readonly grafts: string;
  /** What grafts beyond that cost. */
  readonly extraGrafts: string;
  /** How many days the patient spends on site. */
  readonly daysOnSite: string;
  /** Whether the price includes VAT, as it stands beside the price (PAngV § 3: a consumer sees the total price). */
  readonly vat: string;
}

/**
 * Where a clinic is on the map, in decimal degrees (WGS 84, as a map shows them, e.g. 41.0602 and 28.9877): for search
 * engines only (its `geo` in the landing page's structured data); no page shows it.
 */
export interface GeoPoint {
  /** From -90 (south) to 90 (north). */
  readonly latitude: number;
  /** From -180 (west) to 180 (east). */
  readonly longitude: number;
}

interface ClinicFacts {
  readonly id: 'istanbul' | 'willich';
  readonly name: string;
  readonly city: string;
  readonly address: PostalAddress;
  /** Price of the all-inclusive package, in whole euros. */
  readonly priceFrom: number;
  readonly priceCovers: PriceCoverage;
  /** WhatsApp number in international format, digits only (as wa.me expects). */
  readonly whatsapp: string;
  /** Its coordinates; null until the owner gives them, and the structured data names none. */
  readonly geo: GeoPoint | null;
}

/**
 * A location. Whether its package includes the journey (flight, hotel and transfers) decides every sentence that
 * names travel: the copy promises travel only for a location whose package has it. Flight and hotel at one price make a
 * package tour (§ 651a BGB); the deploy check names that risk while any clinic has it (scripts/lib/legal-risks.ts).
 */
export type Clinic = ClinicFacts &
  (
    | { readonly packageIncludesTravel: true; readonly journey: Journey }
    | { readonly packageIncludesTravel: false; readonly journey: null }
  );

export const brand = {
  name: 'Bemedics',
  tagline: 'Haartransplantation mit der FUE-Methode',
  /** The spec's claims, as numbers so that copy and structured data agree. */
  yearsOfExperience: 17,
  patients: 10_000,
  graftTakeRate: { min: 90, max: 95 },
} as const;

/** The two wordings of the take-rate guarantee (`settings.guaranteeWording`). */
export type GuaranteeForm = 'spec' | 'binding';

/** The two wordings of the consultation the spec calls free (`settings.consultationWording`). */
export type ConsultationForm = 'spec' | 'lawful';

/**
 * Google Ads conversion measurement (docs/vor-dem-livegang.md): the tag ID ('AW-' and digits), the conversion label of
 * each kind of contact to report (a kind without a label reports nothing), and the company that holds the Ads account.
 */
export interface GoogleAds {
  readonly tagId: string;
  readonly labels: { readonly whatsapp: string; readonly phone?: string; readonly mail?: string };
  /**
   * The company that holds the Google Ads account, with its legal form and seat, e.g. 'Bemedics Deutschland GmbH,
   * Willich': with Google jointly responsible for the measurement (Art. 26 DSGVO), so the notice's details and the
   * privacy policy name it.
   */
  readonly accountHolder: string;
}

export const settings = {
  /**
   * Shows the before/after image in the testimonials section. The spec shows it, so it is on;
   * § 11 HWG restricts before/after advertising for surgery: see the checklist before going live.
   */
  showBeforeAfter: true,
  /** Shows the patient reviews in the testimonials section; reviews carry duties of § 5b Abs. 3 UWG. */
  showTestimonials: true,
  /**
   * How the take-rate guarantee is worded wherever it stands (docs/vor-dem-livegang.md, „Anwuchsgarantie“): 'spec', the
   * spec's words, whose eye-catcher „Anwuchsrate 90–95 % garantiert*“ promises more than the footnote binds (the deploy
   * names that risk); or 'binding', only what is bound („Anwuchsrate mind. 90 % garantiert*“), with the range as what
   * the clinic measured, on its basis (`guarantee.measuredBasis`), in a sentence of its own.
   */
  guaranteeWording: 'spec' as GuaranteeForm,
  /**
   * How the first step of „So läuft es ab“ and the WhatsApp chat's prefilled text name the consultation
   * (docs/vor-dem-livegang.md, „Kostenlose Beratung“): 'spec', the spec's „Kostenlose Beratung“ and a request for „eine
   * kostenlose Beratung“, which advertise a part of the medical service as a gift (§ 7 Abs. 1 HWG; the deploy names
   * that risk); or 'lawful', „Unverbindliche Beratung“ and „eine unverbindliche Beratung“.
   */
  consultationWording: 'spec' as ConsultationForm,
  /**
   * Google Ads conversions, for visitors who came through an ad and consent in the notice they are shown (docs/verhalten.md);
   * `null` (off) loads nothing from Google and asks nobody. Example: `{ tagId: 'AW-123456789', labels: { whatsapp: 'AbC-D_efG' }, accountHolder:
   * 'Bemedics Deutschland GmbH, Willich' }`.
   */
  googleAds: null as GoogleAds | null,
  ...overrides.settings,
};

export const clinics = {
  istanbul: {
    id: 'istanbul',
    name: 'Bemedics Istanbul',
    city: 'Istanbul',
    address: {
      street: placeholder('clinics.istanbul.address.street', 'Straße und Hausnummer der Klinik in Istanbul'),
      postalCode: placeholder('clinics.istanbul.address.postalCode', 'Postleitzahl der Klinik in Istanbul'),
      city: 'Istanbul',
      country: 'Türkei',
      countryCode: 'TR',
    },
    priceFrom: 2299,
    priceCovers: {
      grafts: placeholder('clinics.istanbul.priceCovers.grafts', 'Istanbul: Grafts im Ab-Preis (z. B. 3.000 Grafts)'),
      extraGrafts: placeholder(
        'clinics.istanbul.priceCovers.extraGrafts',
        'Istanbul: Preis weiterer Grafts (z. B. je 500 Grafts 250 EUR)',
      ),
      daysOnSite: placeholder('clinics.istanbul.priceCovers.daysOnSite', 'Istanbul: Tage vor Ort (z. B. 3 Tage)'),
      vat: placeholder(
        'clinics.istanbul.priceCovers.vat',
        'Istanbul: Umsatzsteuer im Ab-Preis (wie sie neben dem Preis steht; eine ausländische Steuer mit dem, was sie ist, z. B. „inkl. 10 % KDV, die türkische Mehrwertsteuer“)',
      ),
    },
    whatsapp: placeholder(
      'clinics.istanbul.whatsapp',
      'WhatsApp-Nummer für Istanbul (nur Ziffern, mit Ländervorwahl 90)',
      '900000000000',
    ),
    geo: optional<GeoPoint>(
      'clinics.istanbul.geo',
      'Istanbul: Lage der Klinik für Suchmaschinen, in Dezimalgrad (z. B. { latitude: 41.0602, longitude: 28.9877 }; in Google Maps: Rechtsklick auf die Klinik, die erste Zeile)',
    ),
    packageIncludesTravel: true,
    journey: {
      airports: placeholder('clinics.istanbul.journey.airports', 'Istanbul: Abflughäfen (z. B. Düsseldorf, Köln/Bonn)'),
      hotel: placeholder(
        'clinics.istanbul.journey.hotel',
        'Istanbul: Hotelnächte und Kategorie (z. B. 2 Nächte, 4 Sterne)',
      ),
      insolvencyProtection: placeholder(
        'clinics.istanbul.journey.insolvencyProtection',
        'Istanbul: Insolvenzabsicherung der Reise (§ 651r BGB): Kundengeldabsicherer mit Anschrift und Kontakt, wie ihn der Sicherungsschein nennt (z. B. „… Versicherung AG, …straße 1, 80331 München, Telefon 089 …“ oder der Deutsche Reisesicherungsfonds)',
      ),
      cancellationScale: placeholder(
        'clinics.istanbul.journey.cancellationScale',
        'Istanbul: Entschädigung beim Rücktritt von der Reise, gestaffelt nach Tagen vor Reisebeginn (z. B. „bis 31 Tage vor Reisebeginn 20 %, 30 bis 15 Tage 40 %, 14 bis 7 Tage 60 %, ab 6 Tagen 80 % des Reisepreises“)',
      ),
    },
  },
  willich: {
    id: 'willich',
    name: 'Bemedics Willich',
    city: 'Willich',
    address: {
      street: placeholder('clinics.willich.address.street', 'Straße und Hausnummer des Standorts Willich'),
      postalCode: '47877',
      city: 'Willich',
      country: 'Deutschland',
      countryCode: 'DE',
    },
    priceFrom: 2990,
    priceCovers: {
      grafts: placeholder('clinics.willich.priceCovers.grafts', 'Willich: Grafts im Ab-Preis (z. B. 2.000 Grafts)'),
      extraGrafts: placeholder(
        'clinics.willich.priceCovers.extraGrafts',
        'Willich: Preis weiterer Grafts (z. B. je 500 Grafts 400 EUR)',
      ),
      daysOnSite: placeholder(
        'clinics.willich.priceCovers.daysOnSite',
        'Willich: Tage vor Ort (z. B. 1 Behandlungstag)',
      ),
      vat: placeholder(
        'clinics.willich.priceCovers.vat',
        'Willich: Umsatzsteuer im Ab-Preis (wie sie neben dem Preis steht, z. B. „inkl. 19 % USt.“)',
      ),
    },
    whatsapp: placeholder(
      'clinics.willich.whatsapp',
      'WhatsApp-Nummer für Willich (nur Ziffern, mit Ländervorwahl 49)',
      '4900000000000',
    ),
    geo: optional<GeoPoint>(
      'clinics.willich.geo',
      'Willich: Lage des Standorts für Suchmaschinen, in Dezimalgrad (z. B. { latitude: 51.2635, longitude: 6.5490 }; in Google Maps: Rechtsklick auf den Standort, die erste Zeile)',
    ),
    packageIncludesTravel: false,
    journey: null,
  },
} as const satisfies Record<string, Clinic>;

export const contact = {
  /** Shown on the page; the tel: link is built from `phoneE164`. */
  phoneDisplay: placeholder(
    'contact.phoneDisplay',
    'Telefonnummer, wie sie auf der Seite erscheint',
    '+49 (0) 0000 000000',
  ),
  phoneE164: placeholder('contact.phoneE164', 'Telefonnummer im internationalen Format (+49…)', '+490000000000'),
  email: placeholder('contact.email', 'E-Mail-Adresse für Anfragen', 'kontakt@bemedics.example'),
  /** The WhatsApp number of the header, bottom bar and contact card. */
  whatsapp: clinics.willich.whatsapp,
  instagramHandle: placeholder('contact.instagramHandle', 'Instagram-Name (ohne @)', 'bemedics'),
  /** The spec: Monday to Friday, 9:00 to 19:00. `days` in schema.org's words, for structured data. */
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

/**
 * A company of its own that runs the Willich location. Then two companies process the visitors' data: the Istanbul
 * company, with no establishment in the EU, and this one; the privacy policy names both and what binds them.
 */
export interface WillichCompany extends Company {
  /** Art. 27 DSGVO: the Istanbul company's representative in the EU (it has no establishment there then). */
  readonly gdprRepresentative: string;
  /** Art. 26 DSGVO: both companies answer enquiries from this website, as joint controllers, under an agreement. */
  readonly jointControllerAgreement: boolean;
  /**
   * Art. 46 Abs. 2 lit. c DSGVO: the EU standard contractual clauses for transfers between the two companies, enquiries
   * from this website included; once they are confirmed, the contact form's consent no longer asks for Istanbul.
   */
  readonly standardContractualClauses: boolean;
}

/** The operating company in Istanbul and who runs Willich: the facts the Impressum, AGB and privacy policy name. */
export interface Operator extends Company {
  readonly mersisNumber: string;
  /**
   * The Willich location, if a company of its own runs it: its complete § 5 DDG block and what the two companies agreed.
   * `null` when the Istanbul company runs Willich itself (then Willich is its establishment in the EU).
   */
  readonly willichOperator: WillichCompany | null;
  /** § 18 Abs. 2 MStV: responsible for the content, resident in Germany. */
  readonly contentResponsible: string;
  /** § 13 HWG: who carries the duties of the Heilmittelwerbegesetz inside the EU (the company's seat is outside). */
  readonly hwgRepresentative: string;
}

/** The operating company and the people the Impressum has to name (§ 5 DDG; docs/vor-dem-livegang.md). */
export const operator: Operator = {
  companyName: placeholder('operator.companyName', 'Firmenname der Betreibergesellschaft in Istanbul'),
  legalForm: placeholder('operator.legalForm', 'Rechtsform (z. B. Ltd. Şti.)'),
  representatives: placeholder('operator.representatives', 'Vertretungsberechtigte Person(en)'),
  address: clinics.istanbul.address,
  tradeRegister: placeholder('operator.tradeRegister', 'Handelsregister (Ticaret Sicil) und Nummer'),
  mersisNumber: placeholder('operator.mersisNumber', 'MERSİS-Nummer'),
  vatId: placeholder(
    'operator.vatId',
    'USt-IdNr. oder Wirtschafts-Identifikationsnummer der Gesellschaft in Istanbul (null, wenn sie keine hat)',
  ) as string | null,
  willichOperator: {
    companyName: placeholder(
      'operator.willichOperator.companyName',
      'Träger des Standorts Willich: Firma (betreibt Istanbul ihn selbst: Block auf null setzen)',
    ),
    legalForm: placeholder(
      'operator.willichOperator.legalForm',
      'Träger des Standorts Willich: Rechtsform (z. B. GmbH)',
    ),
    representatives: placeholder(
      'operator.willichOperator.representatives',
      'Träger des Standorts Willich: vertretungsberechtigte Person(en)',
    ),
    address: clinics.willich.address,
    tradeRegister: placeholder(
      'operator.willichOperator.tradeRegister',
      'Träger des Standorts Willich: Registergericht und Registernummer',
    ),
    vatId: placeholder(
      'operator.willichOperator.vatId',
      'Träger des Standorts Willich: USt-IdNr. oder Wirtschafts-Identifikationsnummer (null, wenn keine)',
    ) as string | null,
    gdprRepresentative: placeholder(
      'operator.willichOperator.gdprRepresentative',
      'Vertreter in der EU nach Art. 27 DSGVO (Name, Anschrift)',
    ),
    jointControllerAgreement: confirmation(
      'operator.willichOperator.jointControllerAgreement',
      'Vereinbarung der Gesellschaften in Istanbul und Willich über die gemeinsame Verantwortung (Art. 26 DSGVO) abgeschlossen',
    ),
    standardContractualClauses: confirmation(
      'operator.willichOperator.standardContractualClauses',
      'Standardvertragsklauseln der EU (Art. 46 DSGVO) für Übermittlungen zwischen Willich und Istanbul abgeschlossen, auch für Anfragen über diese Website (dann fragt das Kontaktformular nicht mehr nach Istanbul)',
    ),
  },
  contentResponsible: placeholder(
    'operator.contentResponsible',
    'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV (Name, Anschrift in Deutschland)',
  ),
  hwgRepresentative: placeholder(
    'operator.hwgRepresentative',
    'Verantwortliche Person oder Firma in der EU nach § 13 HWG',
  ),
};

/** Who a patient's contract is with, per location: the Willich company where one runs Willich, else Istanbul's. */
export function contractPartner(facts: Operator, clinic: Clinic['id']): Company {
  return clinic === 'willich' && facts.willichOperator ? facts.willichOperator : facts;
}

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
  /** DL-InfoV § 2 Abs. 1 Nr. 11: the professional liability insurer, its address and where the cover applies. */
  readonly liabilityInsurance: string;
}

/** Per location, because the doctors in Istanbul and in Willich answer to different chambers, rules and authorities. */
export const medicalProfession = {
  istanbul: {
    title: placeholder(
      'medicalProfession.istanbul.title',
      'Istanbul: Berufsbezeichnung der Ärztinnen und Ärzte und der Staat, der sie verliehen hat (z. B. Arzt/Ärztin – Tabip, verliehen in der Türkei)',
    ),
    chamber: placeholder(
      'medicalProfession.istanbul.chamber',
      'Istanbul: Ärztekammer der Ärztinnen und Ärzte (z. B. İstanbul Tabip Odası, mit Anschrift)',
    ),
    rules: placeholder(
      'medicalProfession.istanbul.rules',
      'Istanbul: berufsrechtliche Regelungen und wo sie nachzulesen sind (z. B. Gesetz Nr. 1219, Tıbbi Deontoloji Nizamnamesi; mevzuat.gov.tr)',
    ),
    authority: placeholder(
      'medicalProfession.istanbul.authority',
      'Istanbul: Aufsichtsbehörde der Klinik (z. B. İstanbul İl Sağlık Müdürlüğü, mit Anschrift)',
    ),
    liabilityInsurance: placeholder(
      'medicalProfession.istanbul.liabilityInsurance',
      'Istanbul: Berufshaftpflichtversicherung (Versicherer mit Anschrift und räumlichem Geltungsbereich, z. B. „… Sigorta A.Ş., Istanbul; gilt in der Türkei“)',
    ),
  },
  willich: {
    title: placeholder(
      'medicalProfession.willich.title',
      'Willich: Berufsbezeichnung der Ärztinnen und Ärzte und der Staat, der sie verliehen hat (z. B. Arzt/Ärztin, verliehen in Deutschland)',
    ),
    chamber: placeholder(
      'medicalProfession.willich.chamber',
      'Willich: Ärztekammer (voraussichtlich Ärztekammer Nordrhein, Tersteegenstraße 9, 40474 Düsseldorf)',
    ),
    /** Where to read them: the Impressum links www.aekno.de and recht.nrw.de below the list. */
    rules:
      'Berufsordnung für die nordrheinischen Ärztinnen und Ärzte; Heilberufsgesetz des Landes Nordrhein-Westfalen (HeilBerG NRW)',
    authority: placeholder(
      'medicalProfession.willich.authority',
      'Willich: Aufsichtsbehörde des Standorts (z. B. Kreis Viersen, Gesundheitsamt, mit Anschrift)',
    ),
    liabilityInsurance: placeholder(
      'medicalProfession.willich.liabilityInsurance',
      'Willich: Berufshaftpflichtversicherung (Versicherer mit Anschrift und räumlichem Geltungsbereich, z. B. „… Versicherung AG, Köln; gilt in Deutschland“)',
    ),
  },
} as const satisfies Record<Clinic['id'], MedicalProfession>;

/**
 * The data protection officer (Art. 13 Abs. 1 lit. b, Art. 37 DSGVO): name and contact, or, where the owner decides
 * none has to be named, `{ noneBecause: '…' }` with the reason. Health data as a core activity usually requires one
 * (Art. 37 Abs. 1 lit. c), so "none" needs a recorded reason; the deploy check refuses an empty one and names it.
 */
export type DataProtectionOfficer = string | { readonly noneBecause: string };

/** What the privacy policy has to name beyond this site's own processing (Art. 13 DSGVO). */
export const privacy = {
  dataProtectionOfficer: placeholder(
    'privacy.dataProtectionOfficer',
    'Datenschutzbeauftragte(r): Name und Kontakt (oder { noneBecause: „Grund, warum keiner benannt werden muss“ })',
  ) as DataProtectionOfficer,
  /**
   * Which WhatsApp product carries the chats: the Business App (it uploads the phone's contacts, no processing agreement)
   * or the Business Platform run under a processing agreement. The privacy policy names it; the deploy check asks.
   */
  whatsappProduct: placeholder(
    'privacy.whatsappProduct',
    'WhatsApp-Produkt für die Chats (z. B. „die WhatsApp Business Platform (Cloud API), mit Auftragsverarbeitungsvertrag“ oder „die WhatsApp Business App“)',
  ),
  /** Art. 13 Abs. 1 lit. e DSGVO: who receives enquiries besides us. */
  emailProvider: placeholder('privacy.emailProvider', 'Anbieter unseres E-Mail-Postfachs (Firma, Sitz)'),
  phoneProvider: placeholder('privacy.phoneProvider', 'Anbieter unseres Telefonanschlusses (Firma, Sitz)'),
  otherRecipients: placeholder(
    'privacy.otherRecipients',
    'Weitere Empfänger von Patientendaten (außer Fluggesellschaft, Hotel und Transferdienst einer gebuchten Reise, die die Datenschutzerklärung selbst nennt; z. B. ein Labor, oder „keine“)',
  ),
};

/**
 * What the clinic measured of the take rate, in the binding wording the basis of the range it names (a measurement
 * names its basis: whoever advertises with a health claim must prove it, BGH I ZR 62/11). The FAQ builds its sentence
 * from these figures (src/content/claims.ts `takeRateMeasured`); `npm run deploy` checks that they fit together.
 */
export interface MeasuredTakeRate {
  /** When and where the operations took place, as it follows „Eingriffen“, e.g. '2023–2025 in Istanbul und Willich'. */
  readonly period: string;
  /** How many operations that period had: a whole number. */
  readonly operations: number;
  /** How many of them came to the check: a whole number, at most `operations`. */
  readonly checked: number;
  /** How many months after the operation the check was, e.g. 12. */
  readonly monthsAfter: number;
  /** The median share of the transplanted grafts that took, in percent (0–100). */
  readonly median: number;
  /** Of those checked, the share whose rate lay within the range, in percent (0–100). */
  readonly withinRange: number;
  /** Of those checked, the share whose rate lay below it, in percent; with `withinRange` at most 100. */
  readonly belowRange: number;
  /** Who counted, as it follows „gezählt durch“, e.g. 'die operierenden Ärztinnen und Ärzte'. */
  readonly countedBy: string;
}

/**
 * The take-rate guarantee beyond its figure (brand.graftTakeRate: the lower bound is what is guaranteed): what the
 * patient receives when fewer grafts take, how and when the rate is measured, and how the guarantee is claimed. A
 * guarantee that does not say what it gives reads against the one who wrote it (BGB § 305c Abs. 2, § 307 Abs. 1 S. 2).
 */
export const guarantee = {
  remedy: placeholder(
    'guarantee.remedy',
    'Anwuchsgarantie: was Patientinnen und Patienten erhalten, wenn weniger Grafts anwachsen als zugesagt (z. B. eine Nachbehandlung ohne weitere Kosten, die die fehlenden Grafts ersetzt)',
  ),
  measurement: placeholder(
    'guarantee.measurement',
    'Anwuchsgarantie: wie, wann und wo die Anwuchsrate gemessen wird (z. B. nach 12 Monaten am Standort des Eingriffs, durch Zählung im behandelten Bereich, mit Fotos)',
  ),
  claim: placeholder(
    'guarantee.claim',
    'Anwuchsgarantie: wie und bis wann Patientinnen und Patienten sie geltend machen (z. B. in Textform bis 15 Monate nach dem Eingriff)',
  ),
  /**
   * Per location, who pays travel and stay for the count and the follow-up treatment the guarantee gives: what claiming
   * it costs is part of what it gives (§ 5 Abs. 2 Nr. 7 UWG), so the AGB and, in the binding wording, the guarantee's
   * footnote name it. Written to follow „in Istanbul“ („übernehmen wir sie“); asked for only while a rate is guaranteed.
   */
  followUpTravel:
    brand.graftTakeRate.min > 0
      ? {
          istanbul: placeholder(
            'guarantee.followUpTravel.istanbul',
            'Istanbul: wer Reise und Aufenthalt für die Zählung und eine Nachbehandlung aus der Anwuchsgarantie zahlt (als Satzrest nach „Reise und Aufenthalt für Zählung und Nachbehandlung: in Istanbul“, z. B. „übernehmen wir sie“)',
          ),
          willich: placeholder(
            'guarantee.followUpTravel.willich',
            'Willich: wer Reise und Aufenthalt für die Zählung und eine Nachbehandlung aus der Anwuchsgarantie zahlt (als Satzrest nach „Reise und Aufenthalt für Zählung und Nachbehandlung: in Willich“, z. B. „tragen Sie sie selbst“)',
          ),
        }
      : null,
  /**
   * In the binding wording, the range above the guaranteed rate is what the clinic measured, and a measurement names its
   * basis; asked for only while that wording shows a range (null otherwise). A text only while it is still the
   * placeholder's stand-in: `npm run deploy` refuses a text written in its place.
   */
  measuredBasis:
    settings.guaranteeWording === 'binding' && brand.graftTakeRate.max > brand.graftTakeRate.min
      ? (placeholder(
          'guarantee.measuredBasis',
          `Anwuchsrate: worauf der Erfahrungswert ${brand.graftTakeRate.min}–${brand.graftTakeRate.max} % beruht, in Zahlen (z. B. { period: "2023–2025 in Istanbul und Willich", operations: 1480, checked: 1240, monthsAfter: 12, median: 93, withinRange: 81, belowRange: 11, countedBy: "die operierenden Ärztinnen und Ärzte" }; withinRange und belowRange in Prozent der Kontrollierten)`,
        ) as MeasuredTakeRate | string)
      : null,
};

/**
 * What stands behind each advertising claim of the pages (the registry in src/content/claims.ts names them): where it
 * holds, which the page shows beside the claim once given and hides until then, and the owner's basis, which no page
 * shows and `npm run deploy` requires. Whoever advertises with figures must prove them (§ 5 Abs. 2 UWG, § 3 HWG; BGH,
 * I ZR 62/11); `npm run placeholders` lists each under the claim it backs.
 */
export const evidence = {
  experience: {
    scope: optional<string>(
      'evidence.experience.scope',
      'Erfahrung: wo und seit wann, wie es neben der Aussage steht (z. B. „in Istanbul seit 2009“)',
    ),
    basis: unpublished(
      'evidence.experience.basis',
      'Erfahrung: Ihr Beleg für die Zahl der Jahre, nie veröffentlicht (z. B. „Behandlungsbuch 2009–2026, Approbationsurkunde“)',
    ),
  },
  patients: {
    scope: optional<string>(
      'evidence.patients.scope',
      'Patientenzahl: wo und seit wann, wie es neben der Aussage steht (z. B. „in Istanbul und Willich seit 2009“)',
    ),
    basis: unpublished(
      'evidence.patients.basis',
      'Patientenzahl: Ihr Beleg, nie veröffentlicht (z. B. „Patientenverwaltung, Stand 31.10.2026: 10.412 Behandelte“)',
    ),
  },
  takeRate: {
    basis: unpublished(
      'evidence.takeRate.basis',
      'Anwuchsrate: Ihr Beleg für die beworbene Rate, nie veröffentlicht (z. B. „Auswertung der Nachkontrollen 2023–2025, A. Demir, 14.10.2026“)',
    ),
  },
  popular: {
    scope: optional<string>(
      'evidence.popular.scope',
      'Beliebtester Standort: worauf es beruht, wie es neben der Aussage steht (z. B. „62 % unserer Buchungen 2025“)',
    ),
    basis: unpublished(
      'evidence.popular.basis',
      'Beliebtester Standort: Ihr Beleg, nie veröffentlicht (z. B. „Buchungen 2025: 62 % Istanbul, 38 % Willich“)',
    ),
  },
};

/** The free estimate before an offer: who looks at the visitor's photos and estimates the grafts (no diagnosis, § 9 HWG). */
export const estimate = {
  by: placeholder(
    'estimate.by',
    'wer die Grafts anhand der Fotos schätzt (z. B. „eine Ärztin oder ein Arzt unseres Teams“)',
  ),
} as const;

/** What the named procedures of the package are. An unexplained cell product risks § 3a HWG. */
export const treatments = {
  cellTherapy: placeholder(
    'treatments.cellTherapy',
    'Was die „Zelltherapie“ im Paket ist (Name des Verfahrens und was dabei geschieht, in einem Satz)',
  ),
  /**
   * Every package names PRP and the cell therapy: what each is under drug law, per location, for the deploy check and
   * the owner's files (a blood or cell product is a medicine; advertising one without authorisation breaks § 3a HWG).
   */
  drugLawStatus: unpublished(
    'treatments.drugLawStatus',
    'Status von PRP und Zelltherapie nach Arzneimittelrecht, je Standort (§§ 4b, 13 Abs. 2b AMG; § 3a HWG; z. B. „PRP: in ärztlicher Verantwortung für die eigene Patientin, den eigenen Patienten hergestellt, § 13 Abs. 2b AMG, Anzeige bei der Bezirksregierung Düsseldorf nach § 67 AMG; Zelltherapie: … genehmigt vom Paul-Ehrlich-Institut nach § 4b AMG am …“)',
  ),
} as const;

/** Booking terms of the spec, used by the AGB and the FAQ. Amounts in whole euros. */
export const terms = {
  depositPercent: 30,
  depositDueDays: 14,
  cancellationFee: 750,
  cancellationFeeTreatments: 'Bart-, Wimpern-, Augenbrauen- und Haartransplantationen',
  rebookingFeePerPerson: 100,
  rebookingDeadlineDays: 15,
  serverLogRetentionDays: 7,
} as const;

/**
 * Whether a patient who books by e-mail, telephone or WhatsApp may withdraw (§§ 312c, 312g BGB; docs/vor-dem-livegang.md,
 * „Widerrufsrecht“): 'exempt', the AGB say that none applies, for a contract for treatment (§ 312 Abs. 2 Nr. 7 BGB,
 * § 630a BGB; disputed for a purely cosmetic treatment); 'right', the AGB carry the Widerrufsbelehrung with the model
 * form (Art. 246a § 1 Abs. 2 EGBGB) and the express request to begin within the period, and each price card mentions it.
 */
export type WithdrawalChoice = 'exempt' | 'right';
export const WITHDRAWAL_CHOICES: readonly WithdrawalChoice[] = ['exempt', 'right'];

/**
 * Who does the blood test before surgery: 'in-package', the package includes it (listed with what it includes);
 * 'own-doctor', the patient's own doctor, outside the offer (said where the price names what it does not include). A
 * required test billed on top would make „inklusive aller Nebenkosten“ untrue (§ 3 PAngV), so that is no choice.
 */
export type BloodTestChoice = 'in-package' | 'own-doctor';
export const BLOOD_TEST_CHOICES: readonly BloodTestChoice[] = ['in-package', 'own-doctor'];

/**
 * What the deposit is taken of where a package includes the flight, so that it reads one way only (§ 305c Abs. 2 BGB):
 * 'treatment-plus-flight', its share of the treatment price and the whole flight price; 'package-price', its share of
 * the whole package price, flight, hotel and transfer included.
 */
export type DepositBase = 'treatment-plus-flight' | 'package-price';
export const DEPOSIT_BASES: readonly DepositBase[] = ['treatment-plus-flight', 'package-price'];

/** Whether any package includes the journey: only then does the deposit's base need deciding. */
const sellsTravel = Object.values(clinics).some((clinic) => clinic.packageIncludesTravel);

/**
 * The owner's decisions the law leaves to him (docs/vor-dem-livegang.md, section 3): each open until he writes his
 * choice in place of the call; the pages show nothing of an open one, and `npm run deploy` waits for it.
 */
export const decisions: {
  readonly withdrawal: WithdrawalChoice | null;
  readonly bloodTest: BloodTestChoice | null;
  readonly depositBase: DepositBase | null;
} = {
  withdrawal: decision<WithdrawalChoice>(
    'decisions.withdrawal',
    "Widerrufsrecht bei Buchung per E-Mail, Telefon oder WhatsApp (§§ 312c, 312g BGB): 'exempt' (kein Widerrufsrecht, Behandlungsvertrag nach § 312 Abs. 2 Nr. 7 BGB; umstritten für einen rein kosmetischen Eingriff) oder 'right' (Widerrufsbelehrung mit Muster-Formular in den AGB, Hinweis auf den Preiskarten)",
  ),
  bloodTest: decision<BloodTestChoice>(
    'decisions.bloodTest',
    "Blutuntersuchung vor dem Eingriff: 'in-package' (im Paket enthalten) oder 'own-doctor' (bei der eigenen Ärztin oder dem eigenen Arzt, nicht Teil des Angebots); extra berechnet wäre „inklusive aller Nebenkosten“ unwahr (§ 3 PAngV)",
  ),
  // Asked only while a package includes the flight: without one, the deposit is a share of the treatment price.
  depositBase: decision<DepositBase>(
    'decisions.depositBase',
    "Wovon die Anzahlung berechnet wird, wenn das Paket den Flug enthält (§ 305c Abs. 2 BGB): 'treatment-plus-flight' (Anteil des Behandlungspreises und der ganze Flugpreis) oder 'package-price' (Anteil des ganzen Paketpreises mit Flug, Hotel und Transfer)",
    sellsTravel,
  ),
};

/** Recovery milestones and outcome claims of the spec (FAQ and aftercare copy). */
export const recovery = {
  scabsFallOffDays: '10–12',
  presentableWeeks: '2–3',
  finalResultMonths: '12–14',
} as const;

/** A rating visitors can check at its source, e.g. Google's reviews of the clinic. */
export interface Rating {
  /** The average, e.g. 4.8. */
  readonly score: number;
  /** How many reviews it averages. */
  readonly count: number;
  /** Where the reviews are, as the line names it, e.g. 'Google'. */
  readonly source: string;
  /** The public page of those reviews, which the line links. */
  readonly url: string;
  /**
   * When the figures were read off that page, as 'JJJJ-MM' (e.g. '2026-03'); the line says „Stand: März 2026“, and
   * `npm run deploy` refuses figures older than twelve months (Anhang zu § 3 Abs. 3 UWG Nr. 23b, § 5 UWG).
   */
  readonly asOf: string;
  /**
   * Since when the counted reviews reach, as 'JJJJ' or 'JJJJ-MM' (e.g. '2015'): the line says „Bewertungen seit 2015“,
   * because an average is true of the period it covers (Anhang zu § 3 Abs. 3 UWG Nr. 23b, § 5b Abs. 3 UWG);
   * `npm run deploy` refuses a rating without it.
   */
  readonly since: string;
  /**
   * Whether and how the platform checks these reviews, and whether you do, in one or two sentences, as the line to all
   * reviews says it (§ 5b Abs. 3 UWG; `reviews.verificationNote` speaks only of the quotes on the page). Only what is
   * true: for Google, e.g. „Google prüft sie nach eigenen Angaben automatisiert auf Richtlinienverstöße; wir prüfen sie
   * nicht.“
   */
  readonly verification: string;
}

/** § 5b Abs. 3 UWG: say whether and how reviews are checked; only real, consented reviews may be shown. */
export const reviews: {
  readonly verificationNote: string;
  readonly realTestimonials: boolean;
  readonly rating: Rating | null;
} = {
  verificationNote: placeholder(
    'reviews.verificationNote',
    'Hinweis, ob und wie die Patientenstimmen geprüft werden (§ 5b Abs. 3 UWG)',
  ),
  /** The testimonials in src/content/patient-reviews.ts are examples until real, consented ones replace them. */
  realTestimonials: confirmation(
    'reviews.realTestimonials',
    'Echte, schriftlich freigegebene Patientenstimmen in src/content/patient-reviews.ts',
  ),
  /**
   * The rating line beside the hero's main button ("★ 4,8 · 312 Google-Bewertungen"), linked to its source; hidden
   * while null. Only real, current figures: the deploy check names what the line claims.
   */
  rating: optional<Rating>(
    'reviews.rating',
    'Bewertung neben dem Hauptknopf (z. B. { score: 4.8, count: 312, source: "Google", url: "https://g.page/r/…/review", asOf: "2026-03", since: "2015", verification: "Google prüft sie nach eigenen Angaben automatisiert auf Richtlinienverstöße; wir prüfen sie nicht." }; asOf: wann Sie die Zahlen abgelesen haben; since: seit wann die gezählten Bewertungen reichen; verification: ob und wie die Plattform sie prüft und ob Sie es tun, nur was stimmt)',
  ),
};

/**
 * An academic degree as it was awarded: a degree may be carried only in that form (§ 132a StGB; the Länder's university
 * laws), and a degree from outside the EU and the EEA only with the institution that awarded it. The Turkish medical
 * degree „Tıp Doktoru“ is the first professional degree, not a doctorate: „Dr.“ or „Dr. med.“ is not true for it.
 */
export interface AcademicDegree {
  /** Its form as awarded, in the awarding country's language, e.g. 'Tıp Doktoru', or 'Dr. med.' for a German doctorate. */
  readonly form: string;
  /** The institution that awarded it, e.g. 'İstanbul Üniversitesi'. */
  readonly institution: string;
  /**
   * Whether that institution is in a state of the EU or the EEA: then the page sets the form before the name, as it is
   * carried in Germany ('Dr. med. Lea Beispiel'); else after it, with the institution ('Ayşe Demir, Tıp Doktoru
   * (İstanbul Üniversitesi)'), and `npm run deploy` refuses „Dr.“ for the person, in the name and in every text shown.
   */
  readonly inEuEea: boolean;
}

/** The doctor who operates, as the hero picture's caption names him or her. */
export interface LeadDoctor {
  /** First name and surname, without any degree or title, e.g. 'Ayşe Demir'. */
  readonly name: string;
  /** The academic degree as awarded; null where the page names none. */
  readonly degree: AcademicDegree | null;
  /** The specialist or professional title, e.g. 'Fachärztin für Dermatologie'. */
  readonly title: string;
  /**
   * The state that awarded that title, e.g. 'Türkei': the page names it beside the title, so that a title from abroad is
   * not taken for a German one (§ 5 Abs. 2 Nr. 3 UWG; § 132a StGB).
   */
  readonly titleAwardedIn: string;
  /** The year since which he or she performs hair transplants. */
  readonly since: number;
  /** Where he or she operates; the page says so: 'Es operiert in Istanbul: …'. */
  readonly operatesIn: Clinic['id'] | 'both';
  /**
   * Operating in Willich takes a German licence to practise (Approbation or a permit, §§ 2, 10 BÄO): `true` once the owner
   * has seen it. While he or she operates in Willich without it, `npm run deploy` refuses.
   */
  readonly germanLicenceConfirmed?: boolean;
}

/** Who a visitor meets: the facts behind the people the pages name. */
export const team: { readonly leadDoctor: LeadDoctor | null } = {
  /** The caption on the hero picture; hidden while null. The deploy check names what it claims. */
  leadDoctor: optional<LeadDoctor>(
    'team.leadDoctor',
    'Operierende Ärztin oder operierender Arzt für die Bildunterschrift im Hero (z. B. { name: "Ayşe Demir", degree: { form: "Tıp Doktoru", institution: "İstanbul Üniversitesi", inEuEea: false }, title: "Fachärztin für Dermatologie", titleAwardedIn: "Türkei", since: 2009, operatesIn: "istanbul" }; den Grad so, wie er verliehen wurde: ein türkischer „Tıp Doktoru“ ist kein „Dr. med.“; operiert sie oder er in Willich, dazu germanLicenceConfirmed: true, sobald Sie die deutsche Approbation gesehen haben)',
  ),
};

/**
 * Who checked the legal texts and the advertising claims, and when (TT.MM.JJJJ). `npm run deploy` lists the known legal
 * risks that are switched on and refuses until this is filled in (docs/vor-dem-livegang.md).
 */
export const legalReview = {
  by: unpublished('legalReview.by', 'Rechtliche Prüfung der Texte: wer (Name, Kanzlei)'),
  date: unpublished('legalReview.date', 'Rechtliche Prüfung der Texte: wann (TT.MM.JJJJ)'),
  /**
   * § 11 Abs. 1 S. 3 Nr. 1 HWG: while `settings.showBeforeAfter` is on, `npm run deploy` refuses until the review has
   * explicitly approved the before/after picture (`true`). Switching the picture off is the other way out.
   */
  beforeAfterApproved: false as boolean,
};

export const website = {
  /** Where the site is published: canonical URLs, the sitemap and the sharing tags are built from it. */
  origin: placeholder(
    'website.origin',
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

/**
 * Every fact the copy is written from, in one object. Content modules build their texts from it (`…For(facts)`), the
 * pages from `site`; tests build the same texts from variants of it (the other operator, travel for another location).
 */
export interface SiteFacts {
  readonly brand: typeof brand;
  readonly clinics: { readonly istanbul: Clinic; readonly willich: Clinic };
  readonly contact: typeof contact;
  readonly operator: Operator;
  readonly medicalProfession: typeof medicalProfession;
  readonly privacy: typeof privacy;
  readonly guarantee: typeof guarantee;
  readonly evidence: typeof evidence;
  readonly estimate: typeof estimate;
  readonly treatments: typeof treatments;
  readonly terms: typeof terms;
  readonly decisions: typeof decisions;
  readonly recovery: typeof recovery;
  readonly reviews: typeof reviews;
  readonly team: typeof team;
  readonly settings: typeof settings;
}

export const site: SiteFacts = {
  brand,
  clinics,
  contact,
  operator,
  medicalProfession,
  privacy,
  guarantee,
  evidence,
  estimate,
  treatments,
  terms,
  decisions,
  recovery,
  reviews,
  team,
  settings,
};
