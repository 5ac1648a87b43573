// Realistic stand-ins for every business fact of src/site.ts, used only to test the site as it will be once the owner
// has filled in the real ones (scripts/test-live.ts). They are made up, are never published, and belong to no one.
// Add one here when site.ts gets a new placeholder: the live test names any label it cannot fill.
// `null` or an object stands where the owner may write one (no VAT ID; no data protection officer, with the reason): the
// live copy then tests that side, the default copy the other.
import type { FactValue } from '../../src/site.ts';

export const liveFacts: Readonly<Record<string, FactValue>> = {
  'Straße und Hausnummer der Klinik in Istanbul': 'Halaskargazi Caddesi 112',
  'Postleitzahl der Klinik in Istanbul': '34371',
  'WhatsApp-Nummer für Istanbul (nur Ziffern, mit Ländervorwahl 90)': '905321234567',
  'Istanbul: Grafts im Ab-Preis (z. B. 3.000 Grafts)': '3.000 Grafts',
  'Istanbul: Preis weiterer Grafts (z. B. je 500 Grafts 250 EUR)': 'je weitere 500 Grafts 250 EUR',
  'Istanbul: Tage vor Ort (z. B. 3 Tage)': '3 Tage, davon 1 Behandlungstag',
  'Istanbul: Umsatzsteuer im Ab-Preis (wie sie neben dem Preis steht, z. B. „inkl. 20 % KDV“)': 'inkl. 10 % KDV',
  'Istanbul: Zahlung des Flugs (an wen und wann, z. B. „mit der Anzahlung an uns; wir buchen den Flug, sobald sie eingegangen ist“)':
    'mit der Anzahlung an uns; wir buchen den Flug, sobald sie eingegangen ist',
  'Istanbul: Abflughäfen (z. B. Düsseldorf, Köln/Bonn)': 'Düsseldorf, Köln/Bonn oder Frankfurt',
  'Istanbul: Hotelnächte und Kategorie (z. B. 2 Nächte, 4 Sterne)': '2 Nächte im 4-Sterne-Hotel mit Frühstück',
  'Straße und Hausnummer des Standorts Willich': 'Bahnstraße 14',
  'Willich: Grafts im Ab-Preis (z. B. 2.000 Grafts)': '2.000 Grafts',
  'Willich: Preis weiterer Grafts (z. B. je 500 Grafts 400 EUR)': 'je weitere 500 Grafts 400 EUR',
  'Willich: Tage vor Ort (z. B. 1 Behandlungstag)': '1 Behandlungstag und 1 Kontrolltermin',
  'Willich: Umsatzsteuer im Ab-Preis (wie sie neben dem Preis steht, z. B. „inkl. 19 % USt.“)': 'inkl. 19 % USt.',
  'Anwuchsgarantie: was Patientinnen und Patienten erhalten, wenn weniger Grafts anwachsen als zugesagt (z. B. eine kostenlose Nachbehandlung, die die fehlenden Grafts ersetzt)':
    'eine kostenlose Nachbehandlung am selben Standort, die die fehlenden Grafts ersetzt',
  'Anwuchsgarantie: wie und wann die Anwuchsrate gemessen wird (z. B. 12 Monate nach dem Eingriff, durch Zählung im behandelten Bereich bei einer Kontrolluntersuchung, mit Fotos)':
    '12 Monate nach dem Eingriff zählt die behandelnde Ärztin oder der behandelnde Arzt die angewachsenen Grafts in einem markierten Feld und hält das Ergebnis mit Fotos fest',
  'Anwuchsgarantie: wie und bis wann Patientinnen und Patienten sie geltend machen (z. B. in Textform bis 15 Monate nach dem Eingriff)':
    'in Textform, zum Beispiel per E-Mail, bis 15 Monate nach dem Eingriff',
  'WhatsApp-Nummer für Willich (nur Ziffern, mit Ländervorwahl 49)': '4915112345678',
  'Telefonnummer, wie sie auf der Seite erscheint': '+49 2154 812 340',
  'Telefonnummer im internationalen Format (+49…)': '+492154812340',
  'E-Mail-Adresse für Anfragen': 'beratung@bemedics-test.de',
  'Instagram-Name (ohne @)': 'bemedics.haar',
  'Firmenname der Betreibergesellschaft in Istanbul': 'Bemedics Sağlık Hizmetleri',
  'Rechtsform (z. B. Ltd. Şti.)': 'Limited Şirketi (Ltd. Şti.)',
  'Vertretungsberechtigte Person(en)': 'Dr. Ayşe Demir, Geschäftsführerin',
  'Handelsregister (Ticaret Sicil) und Nummer': 'İstanbul Ticaret Sicili Müdürlüğü, Nr. 912345',
  'MERSİS-Nummer': '0123456789000015',
  'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV (Name, Anschrift in Deutschland)':
    'Jan Becker, Bahnstraße 14, 47877 Willich',
  'Verantwortliche Person oder Firma in der EU nach § 13 HWG':
    'Bemedics Deutschland GmbH, Bahnstraße 14, 47877 Willich',
  'Vertreter in der EU nach Art. 27 DSGVO (Name, Anschrift)': 'Bemedics Deutschland GmbH, Bahnstraße 14, 47877 Willich',
  'Hinweis, ob und wie die Patientenstimmen geprüft werden (§ 5b Abs. 3 UWG)':
    'Wir veröffentlichen nur Bewertungen von Patientinnen und Patienten, die bei uns behandelt wurden; wir prüfen jede anhand unserer Behandlungsunterlagen.',
  'USt-IdNr. oder Wirtschafts-Identifikationsnummer der Gesellschaft in Istanbul (null, wenn sie keine hat)': null,
  'Träger des Standorts Willich: Firma (betreibt Istanbul ihn selbst: Block auf null setzen)':
    'Bemedics Deutschland GmbH',
  'Träger des Standorts Willich: Rechtsform (z. B. GmbH)': 'Gesellschaft mit beschränkter Haftung (GmbH)',
  'Träger des Standorts Willich: vertretungsberechtigte Person(en)': 'Jan Becker, Geschäftsführer',
  'Träger des Standorts Willich: Registergericht und Registernummer': 'Amtsgericht Krefeld, HRB 19876',
  'Träger des Standorts Willich: USt-IdNr. oder Wirtschafts-Identifikationsnummer (null, wenn keine)': 'DE312345678',
  'Istanbul: Berufsbezeichnung der Ärztinnen und Ärzte und der Staat, der sie verliehen hat (z. B. Arzt/Ärztin – Tabip, verliehen in der Türkei)':
    'Ärztin/Arzt (Tabip), verliehen in der Republik Türkei',
  'Istanbul: Ärztekammer der Ärztinnen und Ärzte (z. B. İstanbul Tabip Odası, mit Anschrift)':
    'İstanbul Tabip Odası, Cumhuriyet Caddesi 10, 34367 Şişli/İstanbul',
  'Istanbul: berufsrechtliche Regelungen und wo sie nachzulesen sind (z. B. Gesetz Nr. 1219, Tıbbi Deontoloji Nizamnamesi; mevzuat.gov.tr)':
    'Gesetz Nr. 1219 über die Ausübung der Medizin; Tıbbi Deontoloji Nizamnamesi; nachzulesen unter www.mevzuat.gov.tr',
  'Istanbul: Aufsichtsbehörde der Klinik (z. B. İstanbul İl Sağlık Müdürlüğü, mit Anschrift)':
    'İstanbul İl Sağlık Müdürlüğü, Sultanahmet Meydanı 1, 34122 Fatih/İstanbul',
  'Willich: Berufsbezeichnung der Ärztinnen und Ärzte und der Staat, der sie verliehen hat (z. B. Arzt/Ärztin, verliehen in Deutschland)':
    'Ärztin/Arzt, verliehen in der Bundesrepublik Deutschland',
  'Willich: Ärztekammer (voraussichtlich Ärztekammer Nordrhein, Tersteegenstraße 9, 40474 Düsseldorf)':
    'Ärztekammer Nordrhein, Tersteegenstraße 9, 40474 Düsseldorf',
  'Willich: Aufsichtsbehörde des Standorts (z. B. Kreis Viersen, Gesundheitsamt, mit Anschrift)':
    'Kreis Viersen, Gesundheitsamt, Rathausmarkt 3, 41747 Viersen',
  'Istanbul: Berufshaftpflichtversicherung (Versicherer mit Anschrift und räumlichem Geltungsbereich, z. B. „… Sigorta A.Ş., Istanbul; gilt in der Türkei“)':
    'Beispiel Sigorta A.Ş., Büyükdere Caddesi 1, 34394 Şişli/İstanbul; gilt für Behandlungen in der Türkei',
  'Willich: Berufshaftpflichtversicherung (Versicherer mit Anschrift und räumlichem Geltungsbereich, z. B. „… Versicherung AG, Köln; gilt in Deutschland“)':
    'Beispiel Versicherung AG, Ringstraße 5, 50667 Köln; gilt für Behandlungen in Deutschland',
  'WhatsApp-Produkt für die Chats (z. B. „die WhatsApp Business Platform (Cloud API), mit Auftragsverarbeitungsvertrag“ oder „die WhatsApp Business App“)':
    'die WhatsApp Business Platform (Cloud API) von Meta, mit einem Vertrag über die Auftragsverarbeitung',
  'wer die Grafts anhand der Fotos schätzt (z. B. „eine Ärztin oder ein Arzt unseres Teams“)':
    'eine Ärztin oder ein Arzt unseres Teams',
  'Datenschutzbeauftragte(r): Name und Kontakt (oder { noneBecause: „Grund, warum keiner benannt werden muss“ })': {
    noneBecause:
      'Die Kanzlei hat geprüft, dass Gesundheitsdaten hier nicht umfangreich im Sinne von Art. 37 Abs. 1 lit. c DSGVO verarbeitet werden (Vermerk vom 20.11.2026).',
  },
  'Anbieter unseres E-Mail-Postfachs (Firma, Sitz)': 'Beispiel Mail GmbH, Köln',
  'Anbieter unseres Telefonanschlusses (Firma, Sitz)': 'Beispiel Telefon AG, Düsseldorf',
  'Weitere Empfänger von Patientendaten, z. B. Reisebüro, Fluggesellschaft, Hotel, Transferdienst (oder „keine“)':
    'das gebuchte Hotel und der Transferdienst in Istanbul (Name, Anreisetag)',
  'Was die „Zelltherapie“ im Paket ist (Name des Verfahrens und was dabei geschieht, in einem Satz)':
    'Eine Behandlung mit aufbereitetem Eigengewebe, die nach der Transplantation in die Kopfhaut gegeben wird.',
  'Rechtliche Prüfung der Texte: wer (Name, Kanzlei)': 'Beispielkanzlei für Medizinrecht, Dr. Eva Beispiel',
  'Rechtliche Prüfung der Texte: wann (TT.MM.JJJJ)': '20.11.2026',
  'Öffentliche Adresse der Website (z. B. https://www.bemedics.de)': 'https://www.bemedics-test.de',
  'Bewertung neben dem Hauptknopf (z. B. { score: 4.8, count: 312, source: "Google", url: "https://g.page/r/…/review" })':
    { score: 4.7, count: 268, source: 'Google', url: 'https://www.google.com/maps/place/bemedics-test' },
  'Operierende Ärztin oder operierender Arzt für die Bildunterschrift im Hero (z. B. { name: "Dr. med. Ayşe Demir", title: "Fachärztin für Dermatologie", since: 2009 })':
    { name: 'Dr. med. Ayşe Demir', title: 'Fachärztin für Dermatologie', since: 2009 },
};

/**
 * Google Ads switched on as the owner would (docs/vor-dem-livegang.md), with made-up IDs: a tag, a WhatsApp and a phone
 * label, and no mail label, so the live copy also tests that a kind left out reports nothing.
 */
export const liveGoogleAds = { tagId: 'AW-123456789', labels: { whatsapp: 'AbC-D_efGhI', phone: 'TeL-0123xyz' } };

/** The people of the owner's real reviews, in place of the shipped examples (made up, like everything here). */
export const liveReviewers = [
  { name: 'Jonas W.', city: 'Krefeld' },
  { name: 'Tobias R.', city: 'Mönchengladbach' },
  { name: 'Emre Y.', city: 'Neuss' },
];
