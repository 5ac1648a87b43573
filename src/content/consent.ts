// The consent for Google Ads conversion measurement (settings.googleAds in src/site.ts), in plain German. Only visitors
// who came through an ad are asked (client/consent/): the notice says in three short lines what is measured and with
// whom (ads, with Google), what "Akzeptieren" does (it loads Google's tag with its cookies, and Google so learns of an
// interest in a hair transplant) and that the answer can be withdrawn at any time; its title is for screen readers
// only, the name of its region. Its "Details" open a sheet with the short summary (who is responsible: the site's
// operator with Google; what is measured, the cookies, the health context, how to withdraw), both answers and a link to
// the privacy policy's section, which begins with the same summary and then says the rest (§ 25 Abs. 1 TDDDG; Art. 6
// Abs. 1 lit. a, Art. 7, Art. 9 and Art. 26 DSGVO: who is responsible, what is read and sent, the cookies and how long
// they stay, recipients and transfer, how to withdraw). Any change to either asks every visitor again
// (src/consent/version.ts).
// The browser code imports the notice's words from here (every word of `consentText` counts against the JavaScript
// budget, docs/messungen.md): this module imports nothing that would come with them. The summary is written from the
// setting and the operator's name, so it stays out of `consentText`: the build hands the browser its lines as text
// (__CONSENT_SHEET__, build/site-plugins.ts).
import type { GoogleAds } from '../site.ts';
import type { LegalSection } from './types.ts';

/** The id of the privacy policy's Google Ads section: the notice's details and the footer's settings lead there. */
export const GOOGLE_ADS_SECTION_ID = 'google-ads';

/** What the notice says, built by the consent code only where it asks (client/consent/notice.ts), never in the HTML. */
export const consentText = {
  /** The name of the notice's region, read by screen readers; not drawn, so that the words fit three short lines. */
  title: 'Einwilligung zur Google-Anzeigenmessung',
  /**
   * At most three lines of 14 px text at 375 px (about 155 characters): what is measured and with whom, what
   * "Akzeptieren" does, and that it can be withdrawn.
   */
  summary:
    'Anzeigenmessung mit Google: „Akzeptieren“ lädt Googles Skript mit Cookies; Google erfährt Ihr Interesse an einer Haartransplantation. Jederzeit widerrufbar.',
  accept: 'Akzeptieren',
  decline: 'Ablehnen',
  /** Opens the sheet with the summary over the page. */
  details: 'Details',
  /** The sheet's close control, at its top. */
  close: 'Schließen',
  /** The sheet's link to the privacy policy's full section. */
  fullText: 'Alle Einzelheiten in der Datenschutzerklärung',
  /** The footer's way back to the choice, on every page. */
  settings: 'Datenschutz-Einstellungen',
} as const;

/** The click ids Google adds to an ad's link, and its conversion cookies: where there is something to attribute. */
export const AD_CLICK_IDS = ['gclid', 'gbraid', 'wbraid'] as const;
export const AD_CLICK_COOKIES = ['_gcl_aw', '_gcl_gb'] as const;

/** How long the cookies stay: the tag's on this site's domain, and Google's own on its domains (Google's own list). */
const COOKIE_DAYS_HERE = 90;
const COOKIE_MONTHS_AT_GOOGLE = 13;

/**
 * The short summary of the measurement, at most about eight lines of 45 characters at 390 px: who is responsible, what
 * is measured, the cookies, the health context, how to withdraw. It is the notice's details (the sheet, built in the
 * browser from the lines the build writes) and opens the privacy policy's section; built from the setting (the
 * account's holder) and the operator's name, so it is no part of `consentText`.
 */
export interface ConsentSheet {
  readonly responsible: string;
  readonly measured: string;
  readonly cookies: string;
  readonly health: string;
  readonly withdrawal: string;
}

/**
 * Who embeds the tag and who holds the account: the website's operator (its company name; the Impressum gives it in full)
 * and, where another company holds the Ads account, that one too; each is jointly responsible with Google for the
 * collection (EuGH C-40/17: whoever embeds a third party's tool on his site).
 */
const jointControllers = (googleAds: GoogleAds, siteOperator: string) =>
  googleAds.accountHolder.startsWith(siteOperator)
    ? [googleAds.accountHolder]
    : [siteOperator, googleAds.accountHolder];

export function consentSheet(googleAds: GoogleAds, siteOperator: string): ConsentSheet {
  return {
    responsible: `Gemeinsam mit Google verantwortlich: ${jointControllers(googleAds, siteOperator).join(' und ')}.`,
    measured: 'Gemessen wird nur, ob Sie uns kontaktieren.',
    cookies: `Cookies: ${COOKIE_DAYS_HERE} Tage, bei Google bis ${COOKIE_MONTHS_AT_GOOGLE} Monate.`,
    health: 'Google erfährt so Ihr Interesse an einer Haartransplantation.',
    withdrawal: `Jederzeit widerrufbar: unten auf jeder Seite unter „${consentText.settings}“.`,
  };
}

/**
 * The privacy policy's section on the measurement, and the notice's details: one text, written from the setting (the
 * account's holder is jointly responsible with Google), its short summary first.
 */
export function consentDetails(googleAds: GoogleAds, siteOperator: string): LegalSection {
  const holder = googleAds.accountHolder;
  const responsible =
    jointControllers(googleAds, siteOperator).length > 1
      ? `${siteOperator} als Betreiberin dieser Website (Impressum), ${holder} als Inhaberin des Werbekontos`
      : holder;
  return {
    id: GOOGLE_ADS_SECTION_ID,
    heading: '13. Conversion-Messung mit Google Ads (nur mit Ihrer ausdrücklichen Einwilligung)',
    blocks: [
      { list: Object.values(consentSheet(googleAds, siteOperator)) },
      `Wir werben mit Anzeigen bei Google. Um zu erfahren, welche Anzeigen zu Anfragen führen, und unser Werbebudget danach zu richten, nutzen wir die Conversion-Messung von Google Ads. Das Werbekonto hält ${holder}. Anbieter ist Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland („Google“).`,
      `Wir fragen nur, wer über eine unserer Anzeigen kommt, denn nur dann gibt es etwas zu messen: wenn die Adresse der Seite die Kennung eines Anzeigenklicks trägt (${AD_CLICK_IDS.join(', ')}) oder wenn auf Ihrem Gerät von einer früheren Einwilligung schon ein Conversion-Cookie von Google liegt (${AD_CLICK_COOKIES.map((name) => `„${name}“`).join(', ')}). Wer nicht über eine Anzeige kommt, sieht keinen Hinweis, und für ihn lädt die Website nichts von Google. Bevor Sie antworten, speichert die Website nichts; antworten Sie nicht, ist die Kennung des Anzeigenklicks mit dem Verlassen der Seite vergessen.`,
      // Google signs no agreement of its own with an advertiser: what holds is the joint responsibility for collecting
      // and sending (EuGH C-40/17), under the terms Google sets for every advertiser, and each one's share of it.
      `Für das Erheben der Daten auf unserer Website mit dem Google-Tag und ihre Übermittlung an Google sind ${responsible} und Google gemeinsam verantwortlich (Art. 26 DSGVO; EuGH, Urteil vom 29. Juli 2019, C-40/17 „Fashion ID“). Dafür gelten die Bedingungen, die Google allen Werbekunden stellt: die „Google Ads Controller-Controller Data Protection Terms“, zu denen Googles Bedingungen für die gemeinsame Verantwortung bei solchen Messungen gehören; eine eigene Vereinbarung mit Google darüber hinaus gibt es nicht. Wir holen Ihre Einwilligung ein, bevor das Google-Tag lädt, informieren Sie mit dieser Erklärung und beantworten Ihre Anfragen zu dieser Verarbeitung. Google verarbeitet die Daten, die es erhält, als eigener Verantwortlicher nach diesen Bedingungen und seiner Datenschutzerklärung; was Google danach mit ihnen tut, verantwortet Google allein. Ihre Rechte können Sie sowohl bei uns als auch bei Google geltend machen (Art. 26 Abs. 3 DSGVO).`,
      'Erst wenn Sie „Akzeptieren“ wählen, lädt Ihr Browser das Google-Tag (gtag.js) von Servern von Google, und nur, solange Sie über eine Anzeige gekommen sind. Es meldet Google nur eines: dass Sie dann einen WhatsApp-, Telefon- oder E-Mail-Link angeklickt oder unser Kontaktformular abgeschickt haben (Conversion). Seitenaufrufe meldet es nicht, und die erweiterten Conversions von Google sind ausgeschaltet. Dabei verarbeitet Google Ihre IP-Adresse, Angaben zu Browser und Gerät, die aufgerufene Seite, den Zeitpunkt und die Kennung des Anzeigenklicks. Den Inhalt Ihrer Nachricht, Ihren Namen, Ihre E-Mail-Adresse oder Ihre Telefonnummer erhält Google dadurch nicht.',
      [
        `Das Google-Tag setzt auf unserer Domain die Cookies „_gcl_au“ und „_gcl_aw“ (bei Anzeigen in Apps „_gcl_gb“); sie bleiben ${COOKIE_DAYS_HERE} Tage gespeichert. Auf Domains von Google (etwa doubleclick.net) kann Google eigene Cookies setzen oder lesen; sie bleiben nach Googles Angaben bis zu ${COOKIE_MONTHS_AT_GOOGLE} Monate gespeichert. Welche Cookies das sind, listet Google selbst unter `,
        { text: 'business.safety.google/adscookies', href: 'https://business.safety.google/adscookies/' },
        '.',
      ],
      'Weil eine solche Meldung erkennen lässt, dass Sie sich für eine Haartransplantation interessieren, kann sie ein Gesundheitsdatum im Sinne von Art. 9 Abs. 1 DSGVO sein. Wir messen deshalb nur mit Ihrer ausdrücklichen Einwilligung: Rechtsgrundlage für das Speichern und Auslesen von Informationen auf Ihrem Gerät ist § 25 Abs. 1 TDDDG, für die weitere Verarbeitung Art. 6 Abs. 1 lit. a DSGVO und Art. 9 Abs. 2 lit. a DSGVO. Ihre Entscheidung speichern wir im lokalen Speicher Ihres Browsers, damit wir Sie nicht bei jedem Besuch erneut fragen; ändern wir, was gemessen wird, oder den Text des Hinweises, fragen wir erneut.',
      'Google kann Daten an die Google LLC in den USA übermitteln (Abschnitt 15). Die Google LLC ist nach dem EU-US Data Privacy Framework zertifiziert; für diese Übermittlung besteht damit ein Angemessenheitsbeschluss der EU-Kommission (Art. 45 DSGVO).',
      [
        'Datenschutzerklärung von Google: ',
        { text: 'policies.google.com/privacy', href: 'https://policies.google.com/privacy' },
      ],
      `Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen: über „${consentText.settings}“ am Ende jeder Seite und dort „${consentText.decline}“. Der Widerruf gilt sofort auch in anderen geöffneten Tabs dieser Website: Danach meldet keine Seite mehr etwas an Google und lädt nichts mehr von Google, und wir löschen die Cookies, die das Google-Tag auf unserer Domain gesetzt hat, soweit Ihr Browser das zulässt. Die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung bleibt unberührt.`,
    ],
  };
}
