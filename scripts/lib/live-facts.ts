// Realistic stand-ins for every business fact of src/site.ts, used only to test the site as it will be once the owner
// has filled in the real ones (scripts/test-live.ts). They are made up, are never published, and belong to no one.
// Keyed by each placeholder's setting in site.ts (its id); add one here when site.ts gets a new placeholder: the live
// test names any id it cannot fill.
// `null` or an object stands where the owner may write one (no VAT ID): the live copy then tests that side, the default
// copy the other; shapes no realistic owner of this site would choose (no data protection officer, with a reason) are
// tested with the site's variants (test/common/site-variants.ts).
import type { FactValue, SiteOverrides } from '../../src/site.ts';

export const liveFacts: Readonly<Record<string, FactValue>> = {
  'clinics.istanbul.address.street': 'Halaskargazi Caddesi 112',
  'clinics.istanbul.address.postalCode': '34371',
  'clinics.istanbul.whatsapp': '905321234567',
  // Where the made-up addresses would be, in Şişli and in Willich's centre, with the five decimals Google asks for.
  'clinics.istanbul.geo': { latitude: 41.05372, longitude: 28.98771 },
  'clinics.istanbul.priceCovers.grafts': '3.000 Grafts',
  'clinics.istanbul.priceCovers.extraGrafts': 'je weitere 500 Grafts 250 EUR',
  'clinics.istanbul.priceCovers.daysOnSite': '3 Tage, davon 1 Behandlungstag',
  'clinics.istanbul.priceCovers.vat': 'inkl. 10 % KDV, die türkische Mehrwertsteuer',
  'clinics.istanbul.journey.airports': 'Düsseldorf, Köln/Bonn oder Frankfurt',
  'clinics.istanbul.journey.hotel': '2 Nächte im 4-Sterne-Hotel mit Frühstück',
  'clinics.istanbul.journey.insolvencyProtection':
    'Beispiel Reiseversicherung AG, Ludwigstraße 8, 80539 München, Telefon +49 89 2190 4400, kundengeld@beispiel-reiseversicherung.de',
  'clinics.istanbul.journey.cancellationScale':
    'bis 31 Tage vor Reisebeginn 20 %, 30 bis 15 Tage vorher 40 %, 14 bis 7 Tage vorher 60 %, ab 6 Tagen vorher 80 % des Reisepreises',
  'clinics.willich.address.street': 'Bahnstraße 14',
  'clinics.willich.geo': { latitude: 51.26318, longitude: 6.54927 },
  'clinics.willich.priceCovers.grafts': '2.000 Grafts',
  'clinics.willich.priceCovers.extraGrafts': 'je weitere 500 Grafts 400 EUR',
  'clinics.willich.priceCovers.daysOnSite': '1 Behandlungstag und 1 Kontrolltermin',
  'clinics.willich.priceCovers.vat': 'inkl. 19 % USt.',
  'guarantee.remedy': 'eine kostenlose Nachbehandlung, die die fehlenden Grafts ersetzt',
  'guarantee.measurement':
    'nach 12 Monaten am Standort des Eingriffs, durch Zählung in einem markierten Feld, mit Fotos',
  // The package to Istanbul includes the journey, so the follow-up treatment's does too; Willich's includes none, and
  // the patient comes as to the operation.
  'guarantee.followUpTravel.istanbul': 'übernehmen wir sie',
  'guarantee.followUpTravel.willich': 'tragen Sie sie selbst',
  'guarantee.claim': 'in Textform, zum Beispiel per E-Mail, bis 15 Monate nach dem Eingriff',
  'clinics.willich.whatsapp': '4915112345678',
  'contact.phoneDisplay': '+49 2154 812 340',
  'contact.phoneE164': '+492154812340',
  'contact.email': 'beratung@bemedics-test.de',
  'contact.instagramHandle': 'bemedics.haar',
  'operator.companyName': 'Bemedics Sağlık Hizmetleri',
  'operator.legalForm': 'Limited Şirketi (Ltd. Şti.)',
  // Her Turkish degree, Tıp Doktoru, is no doctorate: no „Dr.“ before her name (src/site.ts `AcademicDegree`).
  'operator.representatives': 'Ayşe Demir, Geschäftsführerin',
  'operator.tradeRegister': 'İstanbul Ticaret Sicili Müdürlüğü, Nr. 912345',
  'operator.mersisNumber': '0123456789000015',
  'operator.contentResponsible': 'Jan Becker, Bahnstraße 14, 47877 Willich',
  'operator.hwgRepresentative': 'Bemedics Deutschland GmbH, Bahnstraße 14, 47877 Willich',
  'operator.willichOperator.gdprRepresentative': 'Bemedics Deutschland GmbH, Bahnstraße 14, 47877 Willich',
  'reviews.verificationNote':
    'Diese drei Stimmen haben wir aus unseren Google-Bewertungen ausgewählt und jede anhand unserer Behandlungsunterlagen geprüft.',
  'operator.vatId': null,
  'operator.willichOperator.companyName': 'Bemedics Deutschland GmbH',
  'operator.willichOperator.legalForm': 'Gesellschaft mit beschränkter Haftung (GmbH)',
  'operator.willichOperator.representatives': 'Jan Becker, Geschäftsführer',
  'operator.willichOperator.tradeRegister': 'Amtsgericht Krefeld, HRB 19876',
  'operator.willichOperator.vatId': 'DE312345678',
  'medicalProfession.istanbul.title': 'Ärztin/Arzt (Tabip), verliehen in der Republik Türkei',
  'medicalProfession.istanbul.chamber': 'İstanbul Tabip Odası, Cumhuriyet Caddesi 10, 34367 Şişli/İstanbul',
  'medicalProfession.istanbul.rules':
    'Gesetz Nr. 1219 über die Ausübung der Medizin; Tıbbi Deontoloji Nizamnamesi; nachzulesen unter www.mevzuat.gov.tr',
  'medicalProfession.istanbul.authority': 'İstanbul İl Sağlık Müdürlüğü, Sultanahmet Meydanı 1, 34122 Fatih/İstanbul',
  'medicalProfession.willich.title': 'Ärztin/Arzt, verliehen in der Bundesrepublik Deutschland',
  'medicalProfession.willich.chamber': 'Ärztekammer Nordrhein, Tersteegenstraße 9, 40474 Düsseldorf',
  'medicalProfession.willich.authority': 'Kreis Viersen, Gesundheitsamt, Rathausmarkt 3, 41747 Viersen',
  'medicalProfession.istanbul.liabilityInsurance':
    'Beispiel Sigorta A.Ş., Büyükdere Caddesi 1, 34394 Şişli/İstanbul; gilt für Behandlungen in der Türkei',
  'medicalProfession.willich.liabilityInsurance':
    'Beispiel Versicherung AG, Ringstraße 5, 50667 Köln; gilt für Behandlungen in Deutschland',
  'privacy.whatsappProduct':
    'die WhatsApp Business Platform (Cloud API) von Meta, mit einem Vertrag über die Auftragsverarbeitung',
  'estimate.by': 'eine Ärztin oder ein Arzt unseres Teams',
  // A clinic with over 10,000 patients processes health data on a large scale as its core activity: it names an officer
  // (Art. 37 Abs. 1 lit. c DSGVO, § 38 BDSG). The other shape, none with a reason, is tested with the site's variants.
  'privacy.dataProtectionOfficer':
    'Dr. Jana Beispiel, externe Datenschutzbeauftragte, Beispiel Datenschutz GmbH, Hansaring 12, 50670 Köln, datenschutz@bemedics-test.de',
  'privacy.emailProvider': 'Beispiel Mail GmbH, Köln',
  'privacy.phoneProvider': 'Beispiel Telefon AG, Düsseldorf',
  'privacy.otherRecipients': 'das Labor, das vor dem Eingriff Ihre Blutwerte bestimmt (Name, Geburtsdatum, Blutprobe)',
  'treatments.cellTherapy':
    'Eine Behandlung, bei der aufbereitetes Eigengewebe nach der Transplantation in die Kopfhaut gespritzt wird.',
  'treatments.drugLawStatus':
    'PRP: von der behandelnden Ärztin oder dem behandelnden Arzt für die eigene Patientin oder den eigenen Patienten hergestellt (§ 13 Abs. 2b AMG), in Willich angezeigt bei der Bezirksregierung Düsseldorf (§ 67 AMG), in Istanbul nach türkischem Recht in der Klinik zugelassen; Zelltherapie: dasselbe Verfahren mit aufbereitetem Eigengewebe, ohne industrielle Bearbeitung, geprüft von der Kanzlei (Vermerk vom 20.11.2026)',
  'legalReview.by': 'Beispielkanzlei für Medizinrecht, Dr. Eva Beispiel',
  'legalReview.date': '20.11.2026',
  'website.origin': 'https://www.bemedics-test.de',
  'reviews.rating': {
    score: 4.7,
    count: 268,
    source: 'Google',
    url: 'https://www.google.com/maps/place/bemedics-test',
    // Read off this month, as an owner keeps it current: the deploy refuses figures older than twelve months.
    asOf: new Date().toISOString().slice(0, 7),
    since: '2015',
    verification:
      'Google prüft sie nach eigenen Angaben automatisiert auf Richtlinienverstöße; die übrigen prüfen wir nicht.',
  },
  'team.leadDoctor': {
    name: 'Ayşe Demir',
    degree: { form: 'Tıp Doktoru', institution: 'İstanbul Üniversitesi', inEuEea: false },
    title: 'Fachärztin für Dermatologie',
    titleAwardedIn: 'Türkei',
    since: 2009,
    operatesIn: 'istanbul',
  },
  'guarantee.measuredBasis': {
    period: '2023–2025 in Istanbul und Willich',
    operations: 1480,
    checked: 1240,
    monthsAfter: 12,
    median: 93,
    withinRange: 81,
    belowRange: 11,
    countedBy: 'die operierenden Ärztinnen und Ärzte',
  },
  'evidence.experience.scope': 'in Istanbul seit 2009',
  'evidence.experience.basis': 'Behandlungsbuch der Klinik Istanbul 2009–2026; Facharzturkunde Ayşe Demir',
  'evidence.patients.scope': 'in Istanbul und Willich seit 2009',
  'evidence.patients.basis': 'Patientenverwaltung, Auszug vom 31.10.2026: 10.412 behandelte Patientinnen und Patienten',
  'evidence.takeRate.basis': 'Auswertung der Nachkontrollen 2023–2025, Ayşe Demir, 14.10.2026',
  'evidence.popular.scope': '62 % unserer Buchungen 2025',
  'evidence.popular.basis': 'Buchungsliste 2025: 62 % Istanbul, 38 % Willich',
  // The owner's decisions, as a careful owner takes them (docs/vor-dem-livegang.md, section 3); the other side of each
  // is tested with the site's variants (test/common/site-variants.ts). The right of withdrawal granted, as the exception
  // for treatment contracts is disputed for a cosmetic one; the blood test in the package, done by the clinic's
  // laboratory (privacy.otherRecipients above names it); and the flight paid in full with the deposit, as the clinic
  // books it once the deposit is in.
  'decisions.withdrawal': 'right',
  'decisions.bloodTest': 'in-package',
  'decisions.depositBase': 'treatment-plus-flight',
};

/**
 * Google Ads switched on as the owner would (docs/vor-dem-livegang.md), with made-up IDs: a tag, a WhatsApp and a phone
 * label, and no mail label, so the live copy also tests that a kind left out reports nothing.
 */
export const liveGoogleAds = {
  tagId: 'AW-123456789',
  labels: { whatsapp: 'AbC-D_efGhI', phone: 'TeL-0123xyz' },
  accountHolder: 'Bemedics Deutschland GmbH, Willich',
};

/**
 * The settings of the site as it goes live, as the checklist advises (docs/vor-dem-livegang.md): the before/after picture
 * off, the guarantee in its binding wording, the consultation in its lawful one, and Google Ads on.
 */
export const liveSettings = {
  showBeforeAfter: false,
  guaranteeWording: 'binding',
  consultationWording: 'lawful',
  googleAds: liveGoogleAds,
} as const satisfies SiteOverrides['settings'];

/**
 * The people of the owner's real reviews, in place of the shipped examples, with where each was given and when (made
 * up, like everything here).
 */
export const liveReviewers = [
  { name: 'Jonas W.', city: 'Krefeld', source: 'Google', month: '2026-09' },
  { name: 'Tobias R.', city: 'Mönchengladbach', source: 'Google', month: '2026-07' },
  { name: 'Emre Y.', city: 'Neuss', source: 'Google', month: '2026-04' },
];
