// The consent banner for Google Ads conversion measurement (settings.googleAds in src/site.ts), in plain German: what is
// measured, by whom, for what, how long, and where to change the choice (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a and
// Art. 7 DSGVO). Shown only while the setting is on; the privacy policy's section says the same at length.
import { paths } from '../routes.ts';

/** The id of the privacy policy's Google Ads section, for the banner's link. */
export const GOOGLE_ADS_SECTION_ID = 'google-ads';

export const consentText = {
  heading: 'Dürfen wir messen, welche Anzeige Sie zu uns geführt hat?',
  body: [
    'Mit Ihrer Einwilligung lädt diese Website das Google-Tag von Google Ireland Limited (Dublin, Irland). Es meldet Google Ads, wenn Sie über eine unserer Anzeigen gekommen sind und uns dann per WhatsApp, Telefon oder E-Mail schreiben oder anrufen. So sehen wir, welche Anzeigen Anfragen bringen, und richten unser Werbebudget danach. Google setzt dafür Cookies auf Ihrem Gerät (höchstens 90 Tage) und erhält Ihre IP-Adresse und Angaben zu Ihrem Besuch; Daten können an Google LLC in den USA gehen, die nach dem EU-US Data Privacy Framework zertifiziert ist.',
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
