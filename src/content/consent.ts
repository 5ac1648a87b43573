// The consent banner for Google Ads conversion measurement (settings.googleAds in src/site.ts), in plain German: what is
// measured, by whom, for what, how long, and where to change the choice (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a,
// Art. 7 and, since a conversion here reveals interest in a treatment, Art. 9 Abs. 2 lit. a DSGVO). Any change to it
// asks every visitor again (src/consent/version.ts). Shown only while the setting is on; the privacy policy's section
// says the same at length.
import { paths } from '../routes.ts';

/** The id of the privacy policy's Google Ads section, for the banner's link. */
export const GOOGLE_ADS_SECTION_ID = 'google-ads';

export const consentText = {
  heading: 'Dürfen wir messen, welche Anzeige Sie zu uns geführt hat?',
  body: [
    'Mit Ihrer ausdrücklichen Einwilligung lädt diese Website das Google-Tag von Google Ireland Limited (Dublin, Irland). Es meldet Google Ads nur, wenn Sie über eine unserer Anzeigen gekommen sind und uns dann per WhatsApp, Telefon oder E-Mail schreiben oder anrufen – keine Seitenaufrufe, nicht Ihren Namen und nicht Ihre Nachricht. So sehen wir, welche Anzeigen Anfragen bringen. Weil eine solche Meldung Ihr Interesse an einer Haartransplantation erkennen lässt, kann sie ein Gesundheitsdatum sein (Art. 9 Abs. 2 lit. a DSGVO). Google setzt dafür Cookies auf Ihrem Gerät (bis zu 90 Tage) und erhält Ihre IP-Adresse und Angaben zu Ihrem Besuch; Daten können an Google LLC in den USA gehen, die nach dem EU-US Data Privacy Framework zertifiziert ist. Für das Erheben und Übermitteln sind wir mit Google gemeinsam verantwortlich.',
    'Ohne Einwilligung lädt die Website nichts von Google und misst nichts; alles funktioniert genauso. Sie können Ihre Entscheidung jederzeit unter „Datenschutz-Einstellungen“ am Ende jeder Seite ändern.',
  ],
  privacyLink: {
    label: 'Mehr dazu in der Datenschutzerklärung',
    href: `${paths.datenschutz}#${GOOGLE_ADS_SECTION_ID}`,
  },
  accept: 'Akzeptieren',
  decline: 'Ablehnen',
  /** The footer's way back to the choice, on every page. */
  settings: 'Datenschutz-Einstellungen',
} as const;
