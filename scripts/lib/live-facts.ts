// Realistic stand-ins for every business fact of src/site.ts, used only to test the site as it will be once the owner
// has filled in the real ones (scripts/test-live.ts). They are made up, are never published, and belong to no one.
// Add one here when site.ts gets a new placeholder: the live test names any label it cannot fill.

export const liveFacts: Readonly<Record<string, string>> = {
  'Straße und Hausnummer der Klinik in Istanbul': 'Halaskargazi Caddesi 112',
  'Postleitzahl der Klinik in Istanbul': '34371',
  'WhatsApp-Nummer für Istanbul (nur Ziffern, mit Ländervorwahl 90)': '905321234567',
  'Straße und Hausnummer des Standorts Willich': 'Bahnstraße 14',
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
  'Steuernummer oder USt-IdNr., falls vorhanden': 'Vergi No. 1234567890 (Şişli Vergi Dairesi)',
  'Träger des Standorts Willich (Name, Rechtsform, Register)':
    'Bemedics Deutschland GmbH, Bahnstraße 14, 47877 Willich, Amtsgericht Krefeld HRB 19876',
  'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV (Name, Anschrift in Deutschland)':
    'Jan Becker, Bahnstraße 14, 47877 Willich',
  'Verantwortliche Person oder Firma in der EU nach § 13 HWG':
    'Bemedics Deutschland GmbH, Bahnstraße 14, 47877 Willich',
  'Vertreter in der EU nach Art. 27 DSGVO (Name, Anschrift)': 'Bemedics Deutschland GmbH, Bahnstraße 14, 47877 Willich',
  'Berufsbezeichnung der behandelnden Ärzte und Staat der Verleihung':
    'Ärztin/Arzt (Fachärztin/Facharzt für Dermatologie), verliehen in der Republik Türkei',
  'Zuständige Ärztekammer (für Willich voraussichtlich Ärztekammer Nordrhein, Düsseldorf)':
    'İstanbul Tabip Odası; für Willich: Ärztekammer Nordrhein, Tersteegenstraße 9, 40474 Düsseldorf',
  'Zuständige Aufsichtsbehörde': 'İstanbul İl Sağlık Müdürlüğü; für Willich: Kreis Viersen, Gesundheitsamt',
  'Hinweis, ob und wie die Patientenstimmen geprüft werden (§ 5b Abs. 3 UWG)':
    'Wir veröffentlichen nur Bewertungen von Patientinnen und Patienten, die bei uns behandelt wurden; wir prüfen jede anhand unserer Behandlungsunterlagen.',
  'Öffentliche Adresse der Website (z. B. https://www.bemedics.de)': 'https://www.bemedics-test.de',
};
