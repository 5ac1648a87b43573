// Google Ads behind consent, as the server renders it: off (the default) nothing of it is on any page; on (in the live
// copy, npm run test:live) every page carries the settings button and the policy's section, and no notice at all: the
// consent code builds it in the browser, only for a visitor who came through an ad, so it costs the HTML nothing (that
// part, and that nothing loads from Google before the visitor says yes, runs in the browser layers).
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { liveFacts } from '../../scripts/lib/live-facts.ts';
import {
  type ConsentSheet,
  consentDetails,
  consentSheet,
  consentText,
  GOOGLE_ADS_SECTION_ID,
} from '../../src/content/consent.ts';
import { datenschutzFor } from '../../src/content/legal/datenschutz.ts';
import { createApp } from '../../src/index.tsx';
import { legalPage } from '../../src/pages/LegalPage.tsx';
import { paths } from '../../src/routes.ts';
import { type SiteFacts, settings, site } from '../../src/site.ts';
import { get, ORIGIN, testPage, text } from './fetch.ts';

const ROUTES = [...Object.values(paths), '/gibt-es-nicht'];
const GOOGLE = /googletagmanager|googleadservices|doubleclick|google\.com\/(pagead|ccm)/;

describe.each(ROUTES)('%s', (path) => {
  it('loads nothing from Google with the page itself, whether the setting is on or off', async () => {
    const { document } = await get(path);
    for (const element of document.querySelectorAll('[src], link[href]')) {
      expect(element.getAttribute('src') ?? element.getAttribute('href')).not.toMatch(GOOGLE);
    }
  });

  it(
    settings.googleAds
      ? 'carries the settings button and no notice: the browser builds it for an ad visitor only'
      : 'has no notice and no settings button',
    async () => {
      const { document, html } = await get(path);
      const open = document.querySelector('footer [data-consent-open]');
      // The notice is never in the HTML, and no script decides before the first paint whether it shows.
      expect(document.querySelector('[data-consent-notice]')).toBeNull();
      expect(html).not.toContain(consentText.summary);
      expect(html).not.toContain('data-consent-ask');
      if (!settings.googleAds) {
        expect(open).toBeNull();
        return;
      }
      expect(open?.tagName).toBe('BUTTON');
      expect(text(open)).toBe(consentText.settings);
    },
  );
});

it('the privacy policy says what is true for the setting', async () => {
  const { document } = await get(paths.datenschutz);
  const section = document.getElementById(GOOGLE_ADS_SECTION_ID);
  const all = text(document.querySelector('main'));
  if (!settings.googleAds) {
    expect(section).toBeNull();
    expect(all).toContain('Derzeit ist auf dieser Website kein Tracking- oder Conversion-Dienst eingebunden.');
    expect(all).toContain('Diese Website setzt keine Cookies.');
    return;
  }
  const said = text(section);
  for (const fact of [
    'Google Ireland Limited',
    'gemeinsam verantwortlich',
    'Art. 6 Abs. 1 lit. a DSGVO',
    '§ 25 Abs. 1 TDDDG',
    'Data Privacy Framework',
    '90 Tage',
    'widerrufen',
    '„Ablehnen“',
  ]) {
    expect(said).toContain(fact);
  }
  expect(all).not.toContain('Diese Website setzt keine Cookies.');
  expect(all).not.toContain('kein Tracking- oder Conversion-Dienst eingebunden');
  // The table of contents links to the section by its fixed anchor.
  expect(document.querySelector(`nav a[href="#${GOOGLE_ADS_SECTION_ID}"]`)).not.toBeNull();
});

/** The privacy policy as the worker renders it for `facts`, in a deploy of its own. */
async function privacyPolicyFor(facts: SiteFacts): Promise<Document> {
  const { Body, head } = legalPage(datenschutzFor(facts));
  const app = createApp([testPage(paths.datenschutz, Body, head)], { buildId: crypto.randomUUID() });
  return parseHTML(await (await app.request(`${ORIGIN}${paths.datenschutz}`)).text()).document;
}

const withAds = (googleAds: SiteFacts['settings']['googleAds']): SiteFacts => ({
  ...site,
  settings: { ...site.settings, googleAds },
});

// Both sides of the setting in every run, whatever src/site.ts says today.
describe.each([
  [
    'on',
    { tagId: 'AW-123456789', labels: { whatsapp: 'AbC-D_efG' }, accountHolder: 'Beispiel Haarklinik GmbH, Willich' },
  ],
  ['off', null],
] as const)('the privacy policy with Google Ads %s', (_, googleAds) => {
  it('names Google as joint controller, explicit consent for health data, its cookies, a recipient and a transfer only when on', async () => {
    const document = await privacyPolicyFor(withAds(googleAds));
    const all = text(document.querySelector('main'));
    const section = text(document.getElementById(GOOGLE_ADS_SECTION_ID));
    const recipients = [...document.querySelectorAll('main li')].map(text);
    const google = recipients.filter((item) => item.startsWith('Google Ireland Limited'));
    if (!googleAds) {
      expect(section).toBe('');
      expect(google).toEqual([]);
      expect(all).not.toContain('über Google');
      return;
    }
    // The notice's details are this section: one text, whose every word the consent's version covers.
    for (const block of consentDetails(googleAds, site.operator.companyName).blocks) {
      const said =
        typeof block === 'string'
          ? block
          : 'list' in block
            ? ''
            : block.map((run) => (typeof run === 'string' ? run : run.text)).join('');
      expect(section).toContain(said);
    }
    for (const fact of [
      // Who holds the Ads account, jointly responsible with Google for collecting and sending through our tag (EuGH
      // C-40/17), under the terms Google sets for every advertiser, and who does what; rights against each.
      `Das Werbekonto hält ${googleAds.accountHolder}.`,
      // The website's operator, which embeds the tag, beside the account's holder where another company holds it.
      `${site.operator.companyName} als Betreiberin dieser Website (Impressum), ${googleAds.accountHolder} als Inhaberin des Werbekontos und Google gemeinsam verantwortlich (Art. 26 DSGVO; EuGH, Urteil vom 29. Juli 2019, C-40/17 „Fashion ID“)`,
      'die „Google Ads Controller-Controller Data Protection Terms“, zu denen Googles Bedingungen für die gemeinsame Verantwortung bei solchen Messungen gehören',
      'Wir holen Ihre Einwilligung ein, bevor das Google-Tag lädt, informieren Sie mit dieser Erklärung und beantworten Ihre Anfragen zu dieser Verarbeitung.',
      'Google verarbeitet die Daten, die es erhält, als eigener Verantwortlicher nach diesen Bedingungen',
      'sowohl bei uns als auch bei Google geltend machen (Art. 26 Abs. 3 DSGVO)',
      // Who is asked, and why: only a visitor who came through an ad, for there is nothing else to attribute.
      'Wir fragen nur, wer über eine unserer Anzeigen kommt',
      'gclid, gbraid, wbraid',
      'Wer nicht über eine Anzeige kommt, sieht keinen Hinweis, und für ihn lädt die Website nichts von Google.',
      // A conversion reveals interest in a treatment: health data, and explicit consent.
      'Gesundheitsdatum im Sinne von Art. 9 Abs. 1 DSGVO',
      'Art. 9 Abs. 2 lit. a DSGVO',
      'ausdrücklichen Einwilligung',
      // What the tag sends and does not.
      'Seitenaufrufe meldet es nicht',
      'erweiterten Conversions von Google sind ausgeschaltet',
      // Both lifetimes: the tag's cookies on our domain, Google's own on its domains, and Google's list.
      '„_gcl_au“ und „_gcl_aw“',
      'sie bleiben 90 Tage gespeichert',
      'bis zu 13 Monate gespeichert',
      // Withdrawal, in every open tab at once.
      'Der Widerruf gilt sofort auch in anderen geöffneten Tabs',
    ]) {
      expect(section).toContain(fact);
    }
    // No agreement that Google does not sign: no „Vereinbarung“ of ours in which Google promises anything.
    expect(section).not.toContain('unserer Vereinbarung');
    expect(section).not.toContain('Google sorgt für');
    // The short summary opens the section, and so the notice's details: its first list, right under the heading.
    const summary = document.querySelector(`#${GOOGLE_ADS_SECTION_ID} h2 + ul`);
    expect([...(summary?.querySelectorAll('li') ?? [])].map(text)).toEqual(
      Object.values(consentSheet(googleAds, site.operator.companyName)),
    );
    expect(
      document.querySelector(`#${GOOGLE_ADS_SECTION_ID} a[href="https://business.safety.google/adscookies/"]`),
    ).not.toBeNull();
    expect(google).toHaveLength(1);
    expect(all).toContain('über Google, wenn Sie in die Conversion-Messung eingewilligt haben (Abschnitt 13)');
  });
});

/** The lines `words` take at about 45 characters a line, as 14 px text does at 390 px: words moved whole, never split. */
function wrapped(words: string, width = 45): string[] {
  const lines: string[] = [];
  for (const word of words.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

it('the notice says what is measured and with whom, what „Akzeptieren“ does and that it can be withdrawn, in at most three short lines, named for screen readers', () => {
  const { summary, title, accept } = consentText;
  expect(summary).toMatch(/^Anzeigenmessung mit Google: /);
  expect(summary).toContain(`„${accept}“ lädt Googles Skript mit Cookies`);
  expect(summary).toContain('Google erfährt Ihr Interesse an einer Haartransplantation');
  expect(summary).toMatch(/Jederzeit widerrufbar\.$/);
  // Three lines of 14 px text at 375 px hold about 156 characters (the words of today, drawn); the browser test counts
  // the drawn lines and is the judge (test/browser/consent.test.ts); this only stops a much longer text early.
  expect(summary.length).toBeLessThanOrEqual(160);
  // The region's name: short, and what it is about (the browser test finds the region by it).
  expect(title).toMatch(/Einwilligung.*Google/);
  expect(title.length).toBeLessThanOrEqual(45);
});

it.each([
  [
    'the live copy’s',
    { tagId: 'AW-1', labels: { whatsapp: 'x' }, accountHolder: 'Bemedics Deutschland GmbH, Willich' },
  ],
  [
    'a longer',
    { tagId: 'AW-1', labels: { whatsapp: 'x' }, accountHolder: 'Beispiel Haarklinik Deutschland GmbH, Willich' },
  ],
] as const)(
  'the summary for the details says who, what, cookies, health and withdrawal in eight short lines, with %s account holder',
  (_, googleAds) => {
    // The website's operator embeds the tag and is responsible with Google (EuGH C-40/17); another company that holds
    // the account is named beside it, the same one once. Measured with the live copy's name of the operator.
    const operatorFirm = String(liveFacts['operator.companyName']);
    expect(consentSheet(googleAds, googleAds.accountHolder).responsible).toBe(
      `Gemeinsam mit Google verantwortlich: ${googleAds.accountHolder}.`,
    );
    const sheet = consentSheet(googleAds, operatorFirm);
    expect(sheet.responsible).toBe(
      `Gemeinsam mit Google verantwortlich: ${operatorFirm} und ${googleAds.accountHolder}.`,
    );
    expect(consentDetails(googleAds, operatorFirm).blocks.join(' ')).toContain(
      `${operatorFirm} als Betreiberin dieser Website (Impressum), ${googleAds.accountHolder} als Inhaberin des Werbekontos und Google gemeinsam verantwortlich`,
    );
    expect(sheet.measured).toMatch(/nur, ob Sie uns kontaktieren/);
    expect(sheet.cookies).toMatch(/90 Tage.*13 Monate/);
    expect(sheet.health).toContain('Haartransplantation');
    expect(sheet.withdrawal).toContain(`Jederzeit widerrufbar: unten auf jeder Seite unter „${consentText.settings}“`);
    const lines = (summary: ConsentSheet) =>
      Object.values(summary).reduce((sum, line) => sum + wrapped(line).length, 0);
    expect(lines(consentSheet(googleAds, googleAds.accountHolder))).toBeLessThanOrEqual(8);
    // Two companies named take a line more: who is responsible comes before brevity.
    expect(lines(sheet)).toBeLessThanOrEqual(9);
  },
);
