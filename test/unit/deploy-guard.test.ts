// The deploy guard on both sides: it refuses while a fact is open, no legal review is recorded or a decision the law asks
// of the owner is missing, lets the site go once all are done, and always names the legal risks that are switched on
// with the decision each needs; whatever src/site.ts says today (the live copy in .ci/run runs these tests with every
// fact filled, real reviews and a review recorded).
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { deployGuard, type GuardInput, ratingProblems, STALE_SHARING_IMAGE } from '../../scripts/lib/deploy-guard.ts';
import { DETAILS_SWITCH, factGroups, SUMMARY_WIDTH } from '../../scripts/lib/deploy-summary.ts';
import { EXAMPLE_REVIEWS, examplesLeft } from '../../scripts/lib/example-reviews.ts';
import { factProblem } from '../../scripts/lib/fact-rules.ts';
import { type LegalRisk, legalRisks, type RiskFacts, riskFactsFor } from '../../scripts/lib/legal-risks.ts';
import { liveFacts } from '../../scripts/lib/live-facts.ts';
import { malformedSiteFacts } from '../../scripts/lib/malformed-facts.ts';
import {
  drawingsInUse,
  EMPTY_PICTURE_SLOTS,
  emptyPictureSlots,
  missingProof,
  SHIPPED_DRAWINGS,
} from '../../scripts/lib/missing-proof.ts';
import { sharingImageStale } from '../../scripts/lib/sharing-image.ts';
import { consentVersion } from '../../src/consent/version.ts';
import { advertisingClaimsFor } from '../../src/content/claims.ts';
import { consentDetails, consentText } from '../../src/content/consent.ts';
import { patientReviews } from '../../src/content/patient-reviews.ts';
import { escapeUnsafe, hasUnsafeCharacters } from '../../src/lib/characters.ts';
import {
  type Clinic,
  factLabels,
  legalReview,
  type OpenFact,
  openFacts,
  operator,
  overridesFromEnvironment,
  privacy,
  reviews,
  type SiteFacts,
  settings,
  site,
  team,
  UNDECIDED,
} from '../../src/site.ts';
import { decisionSides } from '../common/site-variants.ts';
import { testTempDir } from './temp-dir.ts';

/** `npm run placeholders -- --details` as src/site.ts stands: run once, read by every test that reads it. */
let details: SpawnSyncReturns<string> | undefined;
const placeholdersDetails = () =>
  (details ??= spawnSync(process.execPath, ['scripts/check-placeholders.ts', '--details'], { encoding: 'utf8' }));

const TODAY = new Date('2026-11-22T12:00:00Z');
const REVIEWED = { by: 'Kanzlei Muster, Dr. Eva Beispiel', date: '20.11.2026' };
const RISK: LegalRisk = {
  name: 'Vorher-nachher-Bild',
  what: 'Vorher-nachher-Bild',
  basis: '§ 11 HWG',
  decision: 'abschalten oder freigeben',
  where: 'settings.showBeforeAfter',
};
const done: GuardInput = { openFacts: [], risks: [RISK], review: REVIEWED };

describe('the deploy guard', () => {
  it('refuses while a fact is open, and lists each with its stand-in', () => {
    const open = [
      { id: 'contact.phoneDisplay', label: 'Telefonnummer', value: '+49 (0) 0000 000000', shown: true, line: 12 },
      { id: 'reviews.real', label: 'Echte Patientenstimmen', value: 'noch nicht bestätigt', shown: false },
    ];
    const { ok, report } = deployGuard({ ...done, openFacts: open }, TODAY);
    expect(ok).toBe(false);
    expect(report).toContain('Noch Platzhalter in src/site.ts (2):');
    expect(report).toContain(
      '  - Telefonnummer  (zurzeit: +49 (0) 0000 000000; Einstellung contact.phoneDisplay in src/site.ts, Zeile 12)',
    );
    expect(report).toContain('  - Echte Patientenstimmen  (zurzeit: noch nicht bestätigt; Einstellung reviews.real)');
  });

  it('opens with a summary, not with a refusal, when the owner only asks what is open (npm run placeholders)', () => {
    const open = [{ id: 'contact.phoneDisplay', label: 'Telefonnummer', value: '+49 (0) 0000 000000', shown: true }];
    const listed = deployGuard({ ...done, openFacts: open, missing: ['Name der Ärztin'], forDeploy: false }, TODAY);
    expect(listed.ok).toBe(false);
    const [first = ''] = listed.report.split('\n');
    expect(first).toBe(
      'Vor dem Veröffentlichen noch offen: 1 Platzhalter; dazu 1 eingeschaltete rechtliche Risiken und 1 leere Stellen (unten).',
    );
    expect(listed.report).not.toContain('abgebrochen');
    expect(listed.report).not.toContain('erneut');
    expect(listed.report).toContain(
      '  - Telefonnummer  (zurzeit: +49 (0) 0000 000000; Einstellung contact.phoneDisplay)',
    );
    const refused = deployGuard({ ...done, openFacts: open }, TODAY).report;
    expect(refused.split('\n')[0]).toBe('Veröffentlichen abgebrochen, noch offen: 1 Platzhalter.');
  });

  it('names the setting and the line of src/site.ts that holds each open fact, in the list npm run placeholders prints', () => {
    const { stdout, stderr } = placeholdersDetails();
    const source = readFileSync('src/site.ts', 'utf8').split('\n');
    const listed = [
      ...`${stdout}${stderr}`.matchAll(
        /^ +- (.+?) {2}\(zurzeit: .*; Einstellung (\S+) in src\/site\.ts, Zeile (\d+)\)$/gm,
      ),
    ];
    expect(listed.length).toBe(openFacts.length);
    for (const [, label = '', id = '', line = '0'] of listed) {
      // The setting's id stands on that line; the label follows on the same line or the next.
      const call = source.slice(Number(line) - 1, Number(line) + 2).join(' ');
      expect(call, `${label} at line ${line}`).toContain(label.slice(0, 24));
      expect(call, `${label} at line ${line}`).toContain(`'${id}'`);
    }
  });

  it('lets the site go once every fact is filled and a review is recorded, and still names the risks', () => {
    const { ok, report } = deployGuard(done, TODAY);
    expect(ok).toBe(true);
    expect(report).toContain('Keine Platzhalter mehr in src/site.ts.');
    expect(report).toContain('Rechtliche Prüfung: Kanzlei Muster, Dr. Eva Beispiel, 20.11.2026.');
    expect(report).toContain(
      '  - Vorher-nachher-Bild\n    Rechtsgrundlage: § 11 HWG\n    Zu entscheiden: abschalten oder freigeben\n    Eingestellt in: settings.showBeforeAfter',
    );
  });

  it('refuses a before/after picture that is shown until the review approves it explicitly', () => {
    const shown = deployGuard({ ...done, showBeforeAfter: true }, TODAY);
    expect(shown.ok).toBe(false);
    expect(shown.report).toContain('Vorher-nachher-Bild: Es ist eingeschaltet');
    expect(shown.report).toContain('legalReview.beforeAfterApproved');
    const approved = { ...done, showBeforeAfter: true, review: { ...REVIEWED, beforeAfterApproved: true } };
    expect(deployGuard(approved, TODAY).ok).toBe(true);
    expect(deployGuard({ ...done, showBeforeAfter: false }, TODAY).ok).toBe(true);
  });

  it('refuses while a shipped example review is shown, naming it, and accepts real ones', () => {
    const [example] = EXAMPLE_REVIEWS;
    if (!example) throw new Error('no example reviews');
    const real = [{ name: 'Jonas W.', city: 'Krefeld' }];
    const left = deployGuard({ ...done, reviews: [...real, example] }, TODAY);
    expect(left.ok).toBe(false);
    expect(left.report).toContain(`Die Beispiele ${example.name} (${example.city}) stehen noch`);
    // The same first name in another city is another person.
    expect(deployGuard({ ...done, reviews: [...real, { ...example, city: 'Krefeld' }] }, TODAY).ok).toBe(true);
    expect(deployGuard({ ...done, reviews: [] }, TODAY).ok).toBe(true);
  });

  it.each([
    [{ noneBecause: '' }, false],
    [{ noneBecause: ' \t' }, false],
    [{ noneBecause: 'Keine umfangreiche Verarbeitung, geprüft von der Kanzlei' }, true],
    ['Dr. Datenschutz, dsb@example.org', true],
  ])('accepts no data protection officer only with a reason: %o', (dataProtectionOfficer, ok) => {
    const result = deployGuard({ ...done, dataProtectionOfficer }, TODAY);
    expect(result.ok).toBe(ok);
    if (!ok) expect(result.report).toContain('„keiner“ ohne Grund');
  });

  it('says so when no known risk is on', () => {
    const { ok, report } = deployGuard({ ...done, risks: [] }, TODAY);
    expect(ok).toBe(true);
    expect(report).toContain('Keine der bekannten rechtlichen Risiken ist eingeschaltet.');
  });

  it.each([
    [{ by: '', date: '20.11.2026' }, 'Es fehlt, wer die Texte geprüft hat'],
    [{ by: '[Platzhalter: wer]', date: '20.11.2026' }, 'Es fehlt, wer die Texte geprüft hat'],
    [{ by: 'Kanzlei Muster', date: '[Platzhalter: wann]' }, 'kein Datum der Form TT.MM.JJJJ'],
    [{ by: 'Kanzlei Muster', date: '2026-11-20' }, 'kein Datum der Form TT.MM.JJJJ'],
    [{ by: 'Kanzlei Muster', date: '31.02.2026' }, 'Den 31.02.2026 gibt es nicht.'],
    [{ by: 'Kanzlei Muster', date: '01.01.2027' }, 'liegt in der Zukunft'],
    [{ by: 'Kanzlei Muster', date: '01.01.0001' }, 'liegt vor dem 01.01.2026'],
    [{ by: 'Kanzlei Muster', date: '31.12.2025' }, 'liegt vor dem 01.01.2026'],
    [{ by: '\u200b', date: '20.11.2026' }, 'Es fehlt, wer die Texte geprüft hat'],
    [{ by: '  -  ', date: '20.11.2026' }, 'Es fehlt, wer die Texte geprüft hat'],
    [{ by: 'Kanzlei \u202eretsuM', date: '20.11.2026' }, 'Es fehlt, wer die Texte geprüft hat'],
  ])('refuses without a valid review record: %o', (review, reason) => {
    const { ok, report } = deployGuard({ ...done, review }, TODAY);
    expect(ok).toBe(false);
    expect(report.split('\n')[0]).toBe('Veröffentlichen abgebrochen, noch offen: die rechtliche Prüfung.');
    expect(report).toContain(`Rechtliche Prüfung nicht eingetragen: `);
    expect(report).toContain(reason);
    expect(report).toContain('Vorher-nachher-Bild');
  });

  const malformed = malformedSiteFacts(readFileSync('src/site.ts', 'utf8'));
  const open =
    openFacts.length > 0 ||
    malformed.length > 0 ||
    (settings.showBeforeAfter && !legalReview.beforeAfterApproved) ||
    (settings.showTestimonials && examplesLeft(patientReviews).length > 0) ||
    (typeof privacy.dataProtectionOfficer !== 'string' && !privacy.dataProtectionOfficer.noneBecause.trim()) ||
    (reviews.rating !== null && ratingProblems(reviews.rating, new Date()).length > 0) ||
    (team.leadDoctor !== null &&
      team.leadDoctor.operatesIn !== 'istanbul' &&
      !team.leadDoctor.germanLicenceConfirmed) ||
    sharingImageStale();
  it(`as a command, ${open ? 'refuses now and lists every open fact' : 'passes now: nothing is open'} and names the risks that are on`, () => {
    const result = placeholdersDetails();
    expect(result.status).toBe(open ? 1 : 0);
    const output = result.stdout + result.stderr;
    for (const fact of openFacts) expect(output).toContain(fact.label);
    for (const fact of malformed) expect(output).toContain(`Einstellung ${fact.id} in src/site.ts`);
    const risks = legalRisks(riskFactsFor(site));
    for (const risk of risks) {
      expect(output).toContain(risk.what);
      expect(output).toContain(risk.decision);
    }
    if (!open) expect(output).toContain(`Rechtliche Prüfung: ${legalReview.by}, ${legalReview.date}.`);
    expect(output.includes(STALE_SHARING_IMAGE)).toBe(sharingImageStale());
  });

  it.each([true, false])('refuses a deploy while the sharing image shows older figures (stale: %s)', (stale) => {
    const { ok, report } = deployGuard({ ...done, sharingImageStale: stale }, TODAY);
    expect(ok).toBe(!stale);
    expect(report.includes(STALE_SHARING_IMAGE)).toBe(stale);
    if (stale) expect(report).toContain('npm run images');
  });

  it.each(['20.11.2026\n', '\n20.11.2026', '31.02.2026\n', '01.01.2027\r\n', '20.11.2026\n\u001b[2J'])(
    'quotes the review date as written, its line feeds and controls as visible escapes: %j',
    (date) => {
      const { report } = deployGuard({ ...done, review: { ...REVIEWED, date } }, TODAY);
      expect(report).toContain(escapeUnsafe(date));
      expect(report).not.toContain(date);
      for (const line of report.split('\n')) expect(hasUnsafeCharacters(line), line).toBe(false);
    },
  );

  it('refuses a fact written empty or malformed, naming its label, setting, line and value as written', () => {
    const malformedFacts = [
      {
        id: 'operator.companyName',
        label: 'Firmenname der Betreibergesellschaft in Istanbul',
        line: 426,
        value: '\u200b',
        problem: 'ist leer (kein Buchstabe, keine Ziffer)',
      },
      { id: 'contact.email', line: 367, value: 'a@b.de\n', problem: 'enthält einen Zeilenumbruch' },
    ];
    const { ok, report } = deployGuard({ ...done, malformedFacts }, TODAY);
    expect(ok).toBe(false);
    expect(report.split('\n')[0]).toBe(
      'Veröffentlichen abgebrochen, noch offen: 2 leer oder fehlerhaft geschriebene Angaben.',
    );
    expect(report).toContain('Leer oder fehlerhaft geschrieben in src/site.ts (2):');
    expect(report).toContain(
      '  - Firmenname der Betreibergesellschaft in Istanbul: ist leer (kein Buchstabe, keine Ziffer)  (zurzeit: „\\u{200b}“; Einstellung operator.companyName in src/site.ts, Zeile 426)',
    );
    // Without its call, the fact has no label left in src/site.ts: its setting stands in its place.
    expect(report).toContain(
      '  - contact.email: enthält einen Zeilenumbruch  (zurzeit: „a@b.de\\u{a}“; Einstellung contact.email in src/site.ts, Zeile 367)',
    );
    expect(deployGuard({ ...done, malformedFacts: [] }, TODAY).ok).toBe(true);
  });

  it('names every reason it refuses in its first line, the next step in its second, then the details', () => {
    const phone = { id: 'contact.phoneDisplay', label: 'Telefonnummer', value: '+49', shown: true };
    const malformedFacts = [{ id: 'contact.email', value: ' ', problem: 'ist leer' }];
    const everything: GuardInput = {
      ...done,
      openFacts: [phone],
      malformedFacts,
      review: { by: '', date: '' },
      googleAds: { tagId: 'G-1', labels: { whatsapp: 'x' }, accountHolder: 'Beispiel GmbH, Willich' },
      sharingImageStale: true,
      showBeforeAfter: true,
      missing: ['Name der Ärztin'],
    };
    const deploy = deployGuard(everything, TODAY).report.split('\n');
    expect(deploy[0]).toBe(
      'Veröffentlichen abgebrochen, noch offen: 1 Platzhalter, 1 leer oder fehlerhaft geschriebene Angabe, die rechtliche Prüfung, die Google-Ads-Einstellung, 2 Entscheidungen.',
    );
    expect(deploy[1]).toBe(
      'Als Nächstes: Erledigen Sie die Punkte dieser Liste, jeder sagt, was zu tun ist und wo (Anleitung: docs/vor-dem-livegang.md); dann starten Sie `npm run deploy` erneut.',
    );
    const at = (start: string) => deploy.findIndex((line) => line.startsWith(start));
    const details = [
      'Noch Platzhalter in src/site.ts (1):',
      'Leer oder fehlerhaft geschrieben in src/site.ts (1):',
      'Rechtliche Prüfung nicht eingetragen:',
      'Google Ads:',
      STALE_SHARING_IMAGE,
      'Vorher-nachher-Bild:',
      'Noch offen, kein Grund, nicht zu veröffentlichen',
      'Bekannte rechtliche Risiken',
    ].map(at);
    expect(details[0]).toBe(3);
    expect(details).toEqual([...details].sort((a, b) => a - b));
    // Once more at the end, where the terminal leaves the reader.
    expect(deploy.at(-1)).toBe(deploy[1]);
    const listed = deployGuard({ ...everything, forDeploy: false }, TODAY).report.split('\n');
    expect(listed[0]).toBe(
      'Vor dem Veröffentlichen noch offen: 1 Platzhalter, 1 leer oder fehlerhaft geschriebene Angabe, die rechtliche Prüfung, die Google-Ads-Einstellung, 2 Entscheidungen; dazu 1 eingeschaltete rechtliche Risiken und 1 leere Stellen (unten).',
    );
    expect(listed[1]).toMatch(/^Als Nächstes: .*; ist nichts mehr offen, veröffentlicht `npm run deploy`\.$/);
  });

  it('opens with one screen: each group of open facts with its count, the decisions and risks by name, the switch to the details', () => {
    const fact = (id: string) => ({ id, label: `Angabe ${id}`, value: '[Platzhalter]', shown: true });
    const ids = [
      'clinics.istanbul.address.street',
      'operator.companyName',
      'clinics.willich.priceCovers.vat',
      'newPart.x',
    ];
    // Grouped by what the facts are for; a part of src/site.ts no group names shows by its key.
    const groups = factGroups(ids);
    expect(groups.map(({ count }) => count)).toEqual([2, 1, 1]);
    expect(groups.at(-1)?.label).toBe('newPart');
    const input: GuardInput = {
      ...done,
      openFacts: ids.map(fact),
      risks: [RISK, { ...RISK, name: 'Stornogebühr' }],
      showBeforeAfter: true,
      missing: ['Name der Ärztin'],
    };
    for (const forDeploy of [true, false]) {
      const { ok, summary, report } = deployGuard({ ...input, forDeploy }, TODAY);
      expect(ok).toBe(false);
      for (const line of summary.split('\n')) expect([...line].length, line).toBeLessThanOrEqual(SUMMARY_WIDTH);
      const text = summary.replaceAll(/\n +/g, ' ');
      expect(text).toMatch(
        forDeploy ? /^Veröffentlichen abgebrochen, noch offen: 4 Platzhalter/ : /^Vor dem Veröffentlichen/,
      );
      for (const { label, count } of groups) expect(text).toContain(`${label} ${count}`);
      expect(text).toContain('Zu entscheiden (1): Vorher-nachher-Bild.');
      expect(text).toContain('Eingeschaltete rechtliche Risiken (2): Vorher-nachher-Bild, Stornogebühr.');
      expect(text).toContain(`npm run placeholders -- ${DETAILS_SWITCH}`);
      // The details stay in the report, behind the switch.
      for (const id of ids) {
        expect(summary).not.toContain(`Angabe ${id}`);
        expect(report).toContain(`Angabe ${id}`);
      }
      expect(summary).not.toContain('Rechtsgrundlage:');
    }
    const passed = deployGuard(done, TODAY);
    expect(passed.ok).toBe(true);
    expect(passed.summary).toMatch(/^Keine Platzhalter mehr in src\/site\.ts\./);
    expect(passed.summary.replaceAll(/\n +/g, ' ')).toContain(
      'Eingeschaltete rechtliche Risiken (1): Vorher-nachher-Bild.',
    );
    expect(passed.summary).toContain(DETAILS_SWITCH);
  });

  it.each([[[]], [['--deploy']]])(
    'as the command prints it (%j): one screen of 80×24 beside npm’s own four lines, every group and risk named',
    (args: string[]) => {
      // A deploy reads src/site.ts as written (it refuses a test's overrides); npm run placeholders reads the build's.
      const { BEMEDICS_SITE_OVERRIDES: _unset, ...written } = process.env;
      const env = args.length ? written : process.env;
      const run = (extra: string[]) =>
        spawnSync(process.execPath, ['scripts/check-placeholders.ts', ...args, ...extra], { encoding: 'utf8', env });
      const screen = run([]);
      const details = run([DETAILS_SWITCH]);
      expect(screen.status).toBe(details.status);
      const output = screen.stdout + screen.stderr;
      const lines = output.trimEnd().split('\n');
      expect(lines.length, output).toBeLessThanOrEqual(20);
      for (const line of lines) expect([...line].length, line).toBeLessThanOrEqual(SUMMARY_WIDTH);
      expect(output).toContain(DETAILS_SWITCH);
      expect(output).not.toContain('Rechtsgrundlage:');
      expect(output).not.toMatch(/Einstellung \S+ in src\/site\.ts/);
      if (args.length) return;
      const text = output.replaceAll(/\n +/g, ' ');
      for (const { label, count } of factGroups(openFacts.map((open) => open.id))) {
        expect(text).toContain(`${label} ${count}`);
      }
      for (const risk of legalRisks(riskFactsFor(site))) {
        expect(text).toContain(risk.name);
        expect(details.stdout + details.stderr).toContain(risk.decision);
      }
    },
  );

  it('as npm run deploy -- … --details prints it: the reasons first, the next step second, each reason’s details below', () => {
    // src/site.ts as written, as a deploy reads it: without a test's overrides, which --deploy refuses.
    const { BEMEDICS_SITE_OVERRIDES: _unset, ...env } = process.env;
    const result = spawnSync(process.execPath, ['scripts/check-placeholders.ts', '--deploy', DETAILS_SWITCH], {
      encoding: 'utf8',
      env,
    });
    const output = result.stdout + result.stderr;
    const [first = '', second = '', ...rest] = output.trimEnd().split('\n');
    if (result.status === 0) {
      expect(first).toBe('Keine Platzhalter mehr in src/site.ts.');
      return;
    }
    expect(first).toMatch(/^Veröffentlichen abgebrochen, noch offen: .+\.$/);
    expect(second).toMatch(/^Als Nächstes: .*`npm run deploy` erneut\.$/);
    expect(rest.at(-1)).toBe(second);
    const count = (heading: string) =>
      output
        .split('\n')
        .find((line) => line.startsWith(`${heading} (`))
        ?.match(/\((\d+)\):$/)?.[1];
    const placeholders = count('Noch Platzhalter in src/site.ts');
    expect(first.includes(`${placeholders} Platzhalter`)).toBe(placeholders !== undefined);
    const malformed = count('Leer oder fehlerhaft geschrieben in src/site.ts');
    expect(first.includes(`${malformed} leer oder fehlerhaft`)).toBe(malformed !== undefined);
    expect(first.includes('die rechtliche Prüfung')).toBe(output.includes('Rechtliche Prüfung nicht eingetragen'));
  });

  it('runs before wrangler deploy', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.deploy).toMatch(/^node scripts\/check-placeholders\.ts --deploy && .*wrangler deploy$/);
  });
});

describe('the known legal risks', () => {
  const allOn: RiskFacts = {
    settings: { showBeforeAfter: true, showTestimonials: true, guaranteeWording: 'spec', consultationWording: 'spec' },
    takeRate: { min: 90, max: 95 },
    takeRateLabel: 'Anwuchsrate 90–95 % garantiert*',
    clinics: [
      { city: 'Istanbul', packageIncludesTravel: true, address: { countryCode: 'TR' } },
      { city: 'Willich', packageIncludesTravel: false, address: { countryCode: 'DE' } },
    ],
    terms: { depositPercent: 30, cancellationFee: 750 },
  };
  const allOff: RiskFacts = {
    settings: {
      showBeforeAfter: false,
      showTestimonials: false,
      guaranteeWording: 'spec',
      consultationWording: 'lawful',
    },
    takeRate: { min: 0, max: 0 },
    takeRateLabel: '',
    clinics: allOn.clinics.map((clinic) => ({
      ...clinic,
      packageIncludesTravel: false,
      address: { countryCode: 'TR' },
    })),
    terms: { depositPercent: 30, cancellationFee: 0 },
  };
  /** The decisions no setting switches off: distance contracts, the officer, enquiries to Istanbul, PRP and cells. */
  const always = ['§ 312 Abs. 2 Nr. 7 BGB', 'Art. 37 Abs. 1 lit. c DSGVO', 'Art. 7 Abs. 4 DSGVO', '§ 4 Abs. 2 AMG'];

  it('are all named, each with its legal basis, the decision and where it is set, while the spec figures switch them on', () => {
    const risks = legalRisks(allOn);
    const basis = risks.map((risk) => risk.basis);
    const expected = [
      '§ 11 Abs. 1 S. 3 Nr. 1 HWG',
      '§ 3 S. 2 Nr. 2 a HWG',
      'darf dem Blickfang nicht widersprechen',
      'I ZR 129/13',
      '§ 443 BGB',
      '651v Abs. 3 BGB',
      '§ 651t BGB',
      '§ 309 Nr. 5',
      'GOÄ',
      ...always,
      '§ 7 Abs. 1 HWG',
      '§ 5b Abs. 3 UWG',
    ];
    expect(basis).toHaveLength(expected.length);
    for (const [index, law] of expected.entries()) expect(basis[index]).toContain(law);
    for (const risk of risks) {
      expect(risk.where).toMatch(/src\//);
      expect(risk.decision.length).toBeGreaterThan(20);
    }
    expect(risks[5]?.what).toContain('Istanbul');
    expect(risks[5]?.basis).toContain('§ 147b GewO');
    // A deposit above the 20 % courts allow on a package tour, and the Sicherungsschein.
    expect(risks[6]?.what).toMatch(/30 %.*Sicherungsschein.*20 %/);
    // The fee beside the right to withdraw consent, and the package tour's own rule on withdrawal.
    expect(risks[7]?.what).toContain('750 EUR');
    expect(risks[7]?.basis).toMatch(/§§ 627, 630d Abs\. 3 BGB.*§ 651h BGB/);
    // The GOÄ only where a clinic is in Germany.
    expect(risks[8]?.what).toContain('Willich');
    expect(risks[0]?.where).toContain('legalReview.beforeAfterApproved');
    // The package tour names the facts it asks for: each journey's insurer and cancellation scale, and the Formblatt.
    expect(risks[5]?.where).toMatch(/journey \(insolvencyProtection, cancellationScale\).*AGB §§ 7, 8 und 11/);
    expect(risks[5]?.decision).toContain('Formblatt vor jeder Buchung');
    // The spec's 30 % stays named beside the 20 % courts allow, with the Sicherungsschein the AGB promise.
    expect(risks[6]?.decision).toMatch(/Sicherungsschein .*AGB § 7.*höchstens 20 % senken oder die 30 % der Vorgabe/);
    expect(risks[6]?.where).toContain('journey.insolvencyProtection');
    expect(risks[7]?.where).toContain('journey.cancellationScale');
    // PRP and the cell therapy: their status under drug law is a fact of its own.
    const drugs = risks.find((risk) => risk.basis.includes('§ 4 Abs. 2 AMG'));
    expect(drugs?.basis).toMatch(/§ 13 Abs\. 2b AMG.*§ 4b AMG.*§ 3a HWG/);
    expect(drugs?.where).toContain('treatments.drugLawStatus');
  });

  it('are left out when switched off, but for the decisions no setting can take; a deposit is a risk only with a package tour', () => {
    const left = legalRisks(allOff).map((risk) => risk.basis);
    expect(left).toHaveLength(always.length);
    for (const [index, law] of always.entries()) expect(left[index]).toContain(law);
    expect(legalRisks({ ...allOff, settings: { ...allOff.settings, showBeforeAfter: true } })).toHaveLength(
      always.length + 1,
    );
  });

  it('name the coupled consent to the transfer to Istanbul until standard contractual clauses carry it', () => {
    const transfer = (facts: RiskFacts) =>
      legalRisks(facts).find((risk) => risk.where.includes('privacy.whatsappProduct'));
    expect(transfer(allOn)?.basis).toContain('Art. 7 Abs. 4 DSGVO');
    const clauses = transfer({ ...allOn, transfersUnderClauses: true });
    expect(clauses?.basis).not.toContain('Art. 7 Abs. 4');
    expect(clauses?.basis).toContain('Art. 46 Abs. 2 lit. c DSGVO');
    expect(clauses?.what).toContain('WhatsApp-Produkt');
  });

  it('name the spec’s eye-catcher, which promises more than it binds, only in its wording and with a range', () => {
    const contradiction = (facts: RiskFacts) =>
      legalRisks(facts).find((risk) => risk.basis.includes('darf dem Blickfang nicht widersprechen'));
    const spec = contradiction(allOn);
    expect(spec?.what).toContain(
      '„Anwuchsrate 90–95 % garantiert*“ verspricht bis zu 95 %, verbindlich zugesagt sind nur 90 %',
    );
    expect(spec?.decision).toContain("settings.guaranteeWording: 'binding'");
    expect(spec?.where).toContain('settings.guaranteeWording');
    const binding = { ...allOn, settings: { ...allOn.settings, guaranteeWording: 'binding' as const } };
    expect(contradiction({ ...binding, takeRateLabel: 'Anwuchsrate mind. 90 % garantiert*' })).toBeUndefined();
    expect(contradiction({ ...allOn, takeRate: { min: 90, max: 90 } })).toBeUndefined();
    // The asterisk stays an eye-catcher in either wording; the risk quotes the label the page shows.
    const eyeCatcher = legalRisks({ ...binding, takeRateLabel: 'Anwuchsrate mind. 90 % garantiert*' }).find((risk) =>
      risk.basis.includes('den Irrtum ausräumen'),
    );
    expect(eyeCatcher?.what).toContain('„Anwuchsrate mind. 90 % garantiert*“');
  });

  it('name the spec’s free consultation with its norm and decisions only in the spec’s wording', () => {
    const free = (facts: RiskFacts) => legalRisks(facts).find((risk) => risk.basis.includes('§ 7 Abs. 1 HWG'));
    const spec = free(allOn);
    expect(spec?.what).toContain('„Kostenlose Beratung“');
    expect(spec?.basis).toMatch(/OLG Hamburg.*3 U 183\/15.*315 O 115\/15.*LG München I, 37 O 7083\/16/);
    expect(spec?.decision).toContain("settings.consultationWording: 'lawful'");
    expect(spec?.where).toContain('settings.consultationWording');
    expect(free({ ...allOn, settings: { ...allOn.settings, consultationWording: 'lawful' } })).toBeUndefined();
  });

  it('name the Google Ads measurement, its consent and the joint responsibility, only while it is on', () => {
    const ads = (facts: RiskFacts) => legalRisks(facts).find((risk) => risk.basis.includes('§ 25 Abs. 1 TDDDG'));
    expect(ads(allOn)).toBeUndefined();
    const on = ads({ ...allOn, settings: { ...allOn.settings, googleAds: { tagId: 'AW-1' } } });
    expect(on?.basis).toMatch(/Art\. 9 Abs\. 2 lit\. a.*Art\. 26 DSGVO.*C-40\/17.*C-21\/23/);
    expect(on?.where).toContain('settings.googleAds');
  });

  it('name the spec’s footnote, which says nothing of what the guarantee gives, only in its wording', () => {
    const gives = (facts: RiskFacts) => legalRisks(facts).find((risk) => risk.basis.includes('§ 443 BGB'));
    const spec = gives(allOn);
    expect(spec?.what).toContain('in der Fassung der Vorgabe sagt die Fußnote des Blickfangs davon nichts');
    expect(spec?.basis).toContain('§ 5 Abs. 2 Nr. 7 UWG');
    expect(spec?.decision).toContain("settings.guaranteeWording: 'binding'");
    const binding = gives({ ...allOn, settings: { ...allOn.settings, guaranteeWording: 'binding' } });
    expect(binding?.what).not.toContain('Fassung der Vorgabe');
    expect(binding?.basis).not.toContain('UWG');
    expect(binding?.where).toContain('followUpTravel');
  });

  it('name a deposit on a package tour up to 20 % for its Sicherungsschein only, and the fee without § 651h without one', () => {
    const small = legalRisks({ ...allOn, terms: { depositPercent: 20, cancellationFee: 750 } });
    const deposit = small.find((risk) => risk.basis.includes('§ 651t'));
    expect(deposit?.what).toContain('Sicherungsschein');
    expect(deposit?.what).not.toContain('Gerichte');
    expect(deposit?.decision).not.toContain('senken');
    const noTour = legalRisks({ ...allOn, clinics: allOff.clinics });
    expect(noTour.find((risk) => risk.what.includes('750 EUR'))?.basis).not.toContain('§ 651h');
    expect(noTour.find((risk) => risk.what.includes('750 EUR'))?.where).not.toContain('journey');
  });
});

interface SiteAsWritten {
  openFacts: OpenFact[];
  clinics: Clinic[];
  decisions: SiteFacts['decisions'];
}

/** Each text of src/site.ts read once: a Node process per text, however many tests ask. */
const readSites = new Map<string, SiteAsWritten>();

/**
 * The open facts and the clinics of a copy of src/site.ts, changed by `edit` as the owner would change it, read by Node
 * without a test's overrides (the live copy runs these tests with every fact filled in through them).
 */
function siteAsWritten(edit: (source: string) => string): SiteAsWritten {
  const text = edit(readFileSync('src/site.ts', 'utf8'));
  const known = readSites.get(text);
  if (known) return known;
  const file = join(testTempDir('bemedics-site-'), 'site.ts');
  writeFileSync(file, text);
  const { BEMEDICS_SITE_OVERRIDES: _unset, ...env } = process.env;
  const read = `const site = await import(${JSON.stringify(pathToFileURL(file).href)});
    console.log(JSON.stringify({ openFacts: site.openFacts, clinics: Object.values(site.clinics), decisions: site.decisions }));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', read], { encoding: 'utf8', env });
  expect(result.stderr).toBe('');
  const written: SiteAsWritten = JSON.parse(result.stdout);
  readSites.set(text, written);
  return written;
}

/** What the owner writes to sell no journey: each package that had one without it (src/site.ts `Clinic`). */
const withoutTravel = (source: string) => {
  const journey = /packageIncludesTravel: true,(\s*)journey: \{[\s\S]*?\n {4}\},/g;
  expect(source).toMatch(journey);
  return source.replace(journey, 'packageIncludesTravel: false,$1journey: null,');
};

describe('the guarantee’s own facts', () => {
  /** The open facts of src/site.ts with its guarantee switched as `edit` writes it. */
  const asked = (edit: (source: string) => string, pattern: RegExp) =>
    siteAsWritten(edit)
      .openFacts.map((fact) => fact.id)
      .filter((id) => pattern.test(id));
  const range = /graftTakeRate: \{ min: \d+, max: \d+ \}/;
  const wording = /guaranteeWording: '\w+' as GuaranteeForm/;

  it('asks who pays the journey to a follow-up treatment, per location, exactly while a rate is guaranteed', () => {
    const travel = /^guarantee\.followUpTravel\./;
    const open = siteAsWritten((source) => source).openFacts.filter((fact) => travel.test(fact.id));
    // Open while its call stands in src/site.ts, which guarantees a rate; shown (AGB § 5, the binding footnote) and
    // so listed by the deploy.
    const calls = ['istanbul', 'willich']
      .map((id) => `guarantee.followUpTravel.${id}`)
      .filter((id) => readFileSync('src/site.ts', 'utf8').includes(`'${id}'`));
    if (site.brand.graftTakeRate.min > 0) expect(open.map((fact) => fact.id)).toEqual(calls);
    for (const fact of open) expect(fact.shown).toBe(true);
    expect(asked((source) => source.replace(range, 'graftTakeRate: { min: 0, max: 0 }'), travel)).toEqual([]);
  });

  it('asks for the measured basis only in the binding wording with a range', () => {
    const basis = /^guarantee\.measuredBasis$/;
    const withWording = (form: string, max: number) => (source: string) =>
      source
        .replace(wording, `guaranteeWording: '${form}' as GuaranteeForm`)
        .replace(range, `graftTakeRate: { min: 90, max: ${max} }`);
    expect(asked(withWording('spec', 95), basis)).toEqual([]);
    expect(asked(withWording('binding', 90), basis)).toEqual([]);
    // Where src/site.ts still holds the call (the owner has not written the figures yet).
    if (readFileSync('src/site.ts', 'utf8').includes("'guarantee.measuredBasis',")) {
      expect(asked(withWording('binding', 95), basis)).toEqual(['guarantee.measuredBasis']);
    }
  });
});

describe('the facts only a journey asks for', () => {
  const JOURNEY_FACTS = ['insolvencyProtection', 'cancellationScale'] as const;

  it.each([
    ['as src/site.ts sells it', (source: string) => source],
    ['with no package that includes travel', withoutTravel],
  ])(
    'lists each journey’s insolvency protection and cancellation scale exactly while its package includes travel: %s',
    (_, edit) => {
      const site = siteAsWritten(edit);
      const asked = site.openFacts.filter((fact) =>
        /\.journey\.(insolvencyProtection|cancellationScale)$/.test(fact.id),
      );
      // Each one that is still a stand-in, of each package that includes travel; a value the owner wrote is no longer open.
      const open = site.clinics.flatMap((clinic) =>
        clinic.journey
          ? JOURNEY_FACTS.filter((fact) => clinic.journey?.[fact].startsWith('[Platzhalter')).map(
              (fact) => `clinics.${clinic.id}.journey.${fact}`,
            )
          : [],
      );
      expect(asked.map((fact) => fact.id)).toEqual(open);
      if (edit === withoutTravel) expect(asked).toEqual([]);
      // The deploy check lists them, each with its setting, and refuses while one is open; the pages show them (AGB).
      const { ok, report } = deployGuard({ ...done, openFacts: site.openFacts }, TODAY);
      for (const fact of asked) {
        expect(fact.shown).toBe(true);
        expect(report).toContain(`  - ${fact.label}  (zurzeit: ${fact.value}; Einstellung ${fact.id})`);
      }
      expect(report.includes('.journey.insolvencyProtection')).toBe(
        open.some((id) => id.endsWith('insolvencyProtection')),
      );
      if (asked.length > 0) expect(ok).toBe(false);
    },
  );

  it('lists the drug-law status of PRP and the cell therapy while it is open, and no page shows it', () => {
    const status = siteAsWritten((source) => source).openFacts.find((fact) => fact.id === 'treatments.drugLawStatus');
    if (!status) return;
    expect(status.shown).toBe(false);
    expect(status.label).toMatch(/PRP und Zelltherapie.*§§ 4b, 13 Abs\. 2b AMG; § 3a HWG/);
    expect(deployGuard({ ...done, openFacts: [status] }, TODAY).report).toContain(`  - ${status.label}`);
  });
});

describe('the owner’s decisions', () => {
  const IDS = Object.keys(decisionSides).map((key) => `decisions.${key}`);
  /** What the owner writes in place of each call: the first choice of each decision. */
  const decided = (source: string) => {
    const calls = /decision<\w+>\(\s*'decisions\.(\w+)',[\s\S]*?\n {2}\),/g;
    expect(source).toMatch(calls);
    return source.replace(calls, (_, key: keyof typeof decisionSides) => `'${decisionSides[key][1]}',`);
  };

  it('are each listed with their choices while open, and the deploy waits; a written choice is no longer open', () => {
    const asWritten = siteAsWritten((source) => source);
    const open = asWritten.openFacts.filter((fact) => IDS.includes(fact.id));
    // Each one still open in src/site.ts (the owner may have decided some), as a decision the pages never show.
    expect(open.map((fact) => fact.id)).toEqual(
      IDS.filter((id) => asWritten.decisions[id.split('.')[1] as keyof SiteFacts['decisions']] === null),
    );
    const { ok, report } = deployGuard({ ...done, openFacts: open }, TODAY);
    expect(ok).toBe(open.length === 0);
    for (const fact of open) {
      expect(fact.shown).toBe(false);
      expect(fact.value).toBe(UNDECIDED);
      const [, key] = fact.id.split('.') as [string, keyof typeof decisionSides];
      for (const choice of decisionSides[key].slice(1)) expect(fact.label).toContain(`'${choice}'`);
      expect(report).toContain(`  - ${fact.label}  (zurzeit: ${UNDECIDED}; Einstellung ${fact.id})`);
    }
    const written = siteAsWritten(decided);
    expect(written.openFacts.filter((fact) => IDS.includes(fact.id))).toEqual([]);
    expect(written.decisions).toEqual({
      withdrawal: 'exempt',
      bloodTest: 'in-package',
      depositBase: 'treatment-plus-flight',
    });
  });

  it('ask for the deposit’s base only while a package includes the flight', () => {
    const without = siteAsWritten((source) => withoutTravel(source));
    expect(without.openFacts.map((fact) => fact.id)).not.toContain('decisions.depositBase');
    expect(without.decisions.depositBase).toBeNull();
  });

  it.each(IDS)('refuse %s written as none of its choices, and take each of them', (id) => {
    const [, key] = id.split('.') as [string, keyof typeof decisionSides];
    const choices = decisionSides[key].slice(1) as string[];
    for (const choice of choices) expect(factProblem(id, choice)).toBeNull();
    for (const wrong of ['ja', 'Right', `${choices[0]} `, '']) expect(factProblem(id, wrong), wrong).not.toBeNull();
    expect(factProblem(id, 'ja')).toBe(
      `ist keine der möglichen Entscheidungen: ${choices.map((choice) => `'${choice}'`).join(' oder ')}`,
    );
  });

  it('refuse a decision written as none of its choices as the command prints it', () => {
    const facts = { ...liveFacts, 'decisions.withdrawal': 'ja' };
    const result = spawnSync(process.execPath, ['scripts/check-placeholders.ts', '--details'], {
      encoding: 'utf8',
      env: { ...process.env, BEMEDICS_SITE_OVERRIDES: JSON.stringify({ facts, confirmed: true }) },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "ist keine der möglichen Entscheidungen: 'exempt' oder 'right'  (zurzeit: „ja“; Einstellung decisions.withdrawal",
    );
  });

  it.each(decisionSides.withdrawal)(
    'name the right of withdrawal decided as %s with what remains to decide',
    (withdrawal) => {
      const risk = legalRisks({ ...riskFactsFor(site), withdrawal }).find((candidate) =>
        candidate.where.includes('decisions.withdrawal'),
      );
      expect(risk?.where).toContain('AGB § 3 Abs. 5');
      if (withdrawal === null) {
        expect(risk?.what).toContain('gilt die Ausnahme für Behandlungsverträge auch für einen kosmetischen Eingriff?');
        expect(risk?.decision).toContain("'exempt'");
        expect(risk?.decision).toContain("'right'");
      } else if (withdrawal === 'exempt') {
        expect(risk?.what).toMatch(/^Kein Widerrufsrecht/);
        expect(risk?.basis).toContain('§ 312 Abs. 2 Nr. 7 BGB');
        expect(risk?.basis).toContain('§ 356 Abs. 3 BGB');
        expect(risk?.decision).toContain("decisions.withdrawal: 'right'");
      } else {
        expect(risk?.what).toMatch(/^Widerrufsrecht eingeräumt/);
        expect(risk?.basis).toContain('357a Abs. 2 BGB');
        expect(risk?.basis).toContain('Anlage 1 und 2');
        expect(risk?.decision).toContain('ausdrückliche Verlangen');
      }
    },
  );
});

describe('the operating doctor', () => {
  const doctor = {
    name: 'Lea Beispiel',
    degree: { form: 'Dr. med.', institution: 'Universität zu Köln', inEuEea: true },
    title: 'Fachärztin für Dermatologie',
    titleAwardedIn: 'Deutschland',
    since: 2011,
  };

  it.each([
    ['istanbul', undefined, true],
    ['willich', undefined, false],
    ['both', false, false],
    ['willich', true, true],
    ['both', true, true],
  ] as const)('operating in %s with the German licence confirmed: %s, may go live: %s', (place, confirmed, ok) => {
    const leadDoctor = {
      ...doctor,
      operatesIn: place,
      ...(confirmed === undefined ? {} : { germanLicenceConfirmed: confirmed }),
    };
    const { ok: passed, report } = deployGuard({ ...done, leadDoctor }, TODAY);
    expect(passed).toBe(ok);
    expect(report.includes('§§ 2, 10 BÄO')).toBe(!ok);
    if (!ok) expect(report).toContain('germanLicenceConfirmed: true');
  });

  it('asks nothing while no doctor is named', () => {
    expect(deployGuard({ ...done, leadDoctor: null }, TODAY).ok).toBe(true);
  });
});

describe('the rating beside the main button', () => {
  const rating = {
    score: 4.7,
    count: 268,
    source: 'Google',
    url: 'https://example.org/bewertungen',
    asOf: '2026-03',
    since: '2015',
    verification: 'Google prüft sie nach eigenen Angaben automatisiert; wir prüfen sie nicht.',
  };

  it.each([
    ['2026-11', true],
    ['2025-11', true],
    ['2025-10', false],
    ['2024-01', false],
    ['2026-12', false],
    ['2026-13', false],
    ['März 2026', false],
    ['2026-3', false],
  ])('read in %s, may go out on 22 November 2026: %s', (asOf, ok) => {
    const { ok: passed, report } = deployGuard({ ...done, rating: { ...rating, asOf } }, TODAY);
    expect(passed).toBe(ok);
    expect(report.includes('reviews.rating.asOf')).toBe(!ok);
  });

  it('names the rule and what to do when the figures are too old', () => {
    const { report } = deployGuard({ ...done, rating: { ...rating, asOf: '2025-01' } }, TODAY);
    expect(report).toContain('älter als 12 Monate');
    expect(report).toContain('Nr. 23b');
    expect(deployGuard({ ...done, rating: null }, TODAY).ok).toBe(true);
  });

  it.each([
    ['2015', true],
    ['2015-06', true],
    ['2026-03', true],
    ['2026-04', false],
    ['2015-13', false],
    ['seit 2015', false],
    ['15', false],
    ['', false],
    [undefined, false],
  ])('with its reviews reaching back to %j, may go out: %s', (since, ok) => {
    // A rating as the owner may write it without the period (BEMEDICS_SITE_OVERRIDES, or a value from before it).
    const { ok: passed, report } = deployGuard({ ...done, rating: { ...rating, since: since as string } }, TODAY);
    expect(passed).toBe(ok);
    expect(report.includes('reviews.rating.since')).toBe(!ok);
    if (since === undefined) expect(report).toContain('Es fehlt, seit wann die gezählten Bewertungen reichen');
  });

  it('refuses a rating that says nothing of how its reviews are checked, naming the setting', () => {
    for (const verification of [undefined, '', ' ']) {
      const { ok, report } = deployGuard(
        { ...done, rating: { ...rating, verification: verification as string } },
        TODAY,
      );
      expect(ok).toBe(false);
      expect(report).toContain('reviews.rating.verification');
      expect(report).toContain('§ 5b Abs. 3 UWG');
    }
  });
});

describe('the advertising claims', () => {
  const claims = [
    { evidence: 'experience', text: '17+ Jahre Erfahrung' },
    { evidence: 'popular', text: 'Beliebteste Wahl' },
  ];
  const basis = {
    id: 'evidence.experience.basis',
    label: 'Erfahrung: Ihr Beleg für die Zahl der Jahre',
    value: '[Platzhalter: …]',
    shown: false,
    line: 570,
  };
  const phone = { id: 'contact.phoneDisplay', label: 'Telefonnummer', value: '+49', shown: true };

  it('refuse while a claim’s basis is open, and list it under the claim’s words, apart from the other facts', () => {
    const { ok, report } = deployGuard({ ...done, openFacts: [phone, basis], claims }, TODAY);
    expect(ok).toBe(false);
    const lines = report.split('\n');
    const heading = lines.findIndex((line) => line.includes('Belege der Werbeaussagen'));
    expect(heading).toBeGreaterThan(lines.findIndex((line) => line.includes('Telefonnummer')));
    expect(lines[heading + 1]).toBe('    „17+ Jahre Erfahrung“:');
    expect(lines[heading + 2]).toMatch(
      /^ {6}- Erfahrung: Ihr Beleg .*evidence\.experience\.basis in src\/site\.ts, Zeile 570/,
    );
    // A claim whose evidence is complete is not named.
    expect(report).not.toContain('Beliebteste Wahl');
  });

  it('lists the registry’s every basis as a fact the deploy waits for, and shows none on a page', () => {
    const ids = openFacts.map((fact) => fact.id);
    for (const claim of advertisingClaimsFor(site)) {
      const open = openFacts.find((fact) => fact.id === `evidence.${claim.evidence}.basis`);
      // Filled in (the live copy), it is no longer open; while open, it is a fact the deploy waits for.
      if (site.evidence[claim.evidence].basis.includes('Platzhalter')) {
        expect(ids).toContain(`evidence.${claim.evidence}.basis`);
        expect(open?.shown).toBe(false);
      }
    }
  });
});

describe('the Google Ads setting', () => {
  const HOLDER = 'Beispiel Haarklinik GmbH, Willich';

  it('passes when off and when set with a tag ID, labels and the account’s holder', () => {
    expect(deployGuard({ ...done, googleAds: null }, TODAY).ok).toBe(true);
    const googleAds = { tagId: 'AW-123456789', labels: { whatsapp: 'AbC-D_efG', phone: 'XyZ' }, accountHolder: HOLDER };
    expect(deployGuard({ ...done, googleAds }, TODAY).ok).toBe(true);
  });

  it.each([
    [{ tagId: 'G-ABC123', labels: { whatsapp: 'x' } }, 'nicht die Form AW- und Ziffern'],
    [{ tagId: 'AW-', labels: { whatsapp: 'x' } }, 'nicht die Form AW- und Ziffern'],
    [{ tagId: 'AW-123', labels: { whatsapp: ' ' } }, 'Conversion-Label leer: whatsapp'],
    [{ tagId: 'AW-123', labels: { whatsapp: 'x', mail: '' } }, 'Conversion-Label leer: mail'],
    [{ tagId: 'AW-123', labels: { whatsapp: 'AbC</script>' } }, 'danach): whatsapp „AbC</script>“'],
    [{ tagId: 'AW-123', labels: { whatsapp: 'x', phone: 'Ab C' } }, 'danach): phone „Ab C“'],
    // The build uses the values as they are written: whatever trim() would hide must be refused, not trimmed.
    [{ tagId: 'AW-123456789\n', labels: { whatsapp: 'x' } }, 'nicht die Form AW- und Ziffern'],
    [{ tagId: '\ufeffAW-123456789', labels: { whatsapp: 'x' } }, 'nicht die Form AW- und Ziffern'],
    [{ tagId: 'AW-123456789\u00a0', labels: { whatsapp: 'x' } }, 'nicht die Form AW- und Ziffern'],
    [{ tagId: 'AW-123456789\u2028', labels: { whatsapp: 'x' } }, 'nicht die Form AW- und Ziffern'],
    [{ tagId: 'AW-123', labels: { whatsapp: ' abcDEF_12 \t' } }, 'anderen Zeichen als Buchstaben, Ziffern, - und _'],
    [{ tagId: 'AW-123', labels: { whatsapp: 'abcDEF_12\ufeff' } }, 'anderen Zeichen als Buchstaben, Ziffern, - und _'],
    // The notice's details and the privacy policy name the account's holder: a company, written as it is.
    [{ tagId: 'AW-123', labels: { whatsapp: 'x' }, accountHolder: '' }, 'welche Firma das Google-Ads-Konto hält'],
    [{ tagId: 'AW-123', labels: { whatsapp: 'x' }, accountHolder: ' ' }, 'welche Firma das Google-Ads-Konto hält'],
    [
      { tagId: 'AW-123', labels: { whatsapp: 'x' }, accountHolder: `${HOLDER} ` },
      'welche Firma das Google-Ads-Konto hält',
    ],
    [
      { tagId: 'AW-123', labels: { whatsapp: 'x' }, accountHolder: 'Beispiel\u200b GmbH' },
      'welche Firma das Google-Ads-Konto hält',
    ],
  ])('refuses a setting that cannot work: %o', (setting, reason) => {
    const googleAds = { accountHolder: HOLDER, ...setting };
    const { ok, report } = deployGuard({ ...done, googleAds }, TODAY);
    expect(ok).toBe(false);
    expect(report).toContain(reason);
  });
});

describe('the consent version', () => {
  const base = { tagId: 'AW-1', labels: { whatsapp: 'a' }, accountHolder: 'Beispiel GmbH, Willich' };

  it('changes with the tag, any label and the account’s holder, so a changed setting asks again', () => {
    const versions = new Set(
      [
        base,
        { ...base, tagId: 'AW-2' },
        { ...base, labels: { whatsapp: 'b' } },
        { ...base, labels: { whatsapp: 'a', phone: 'p' } },
        { ...base, labels: { whatsapp: 'a', mail: 'p' } },
        { ...base, accountHolder: 'Andere GmbH, Köln' },
      ].map((googleAds) => consentVersion(googleAds)),
    );
    expect(versions.size).toBe(6);
    expect(consentVersion({ ...base, labels: { phone: 'p', whatsapp: 'a' } })).toBe(
      consentVersion({ ...base, labels: { whatsapp: 'a', phone: 'p' } }),
    );
  });

  it('changes with any word of the notice or of its details, so an answer to an older text asks again', () => {
    const today = consentVersion(base);
    const details = consentDetails(base, operator.companyName);
    expect(consentVersion(base, { notice: consentText, details })).toBe(today);
    const [first = '', ...rest] = details.blocks;
    for (const changed of [
      { notice: { ...consentText, title: `${consentText.title} ` }, details },
      { notice: { ...consentText, summary: consentText.summary.replace('Google', 'Googel') }, details },
      { notice: { ...consentText, accept: 'Ja' }, details },
      { notice: consentText, details: { ...details, blocks: [`${String(first)} `, ...rest] } },
    ]) {
      expect(consentVersion(base, changed)).not.toBe(today);
    }
  });
});

it('refuses a real deploy while a test override is set, whatever it holds', () => {
  const result = spawnSync(process.execPath, ['scripts/check-placeholders.ts', '--deploy'], {
    encoding: 'utf8',
    env: { ...process.env, BEMEDICS_SITE_OVERRIDES: '{}' },
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('BEMEDICS_SITE_OVERRIDES ist gesetzt');
});

describe('an override that cannot be read is named, instead of failing later far from the cause', () => {
  const NOT_JSON = 'BEMEDICS_SITE_OVERRIDES is not JSON';
  const OTHER_SHAPE = 'BEMEDICS_SITE_OVERRIDES is not an object of the form';
  /** What reading `value` throws, read as src/site.ts reads it when a script loads it. */
  const thrownFor = (value: string) => {
    vi.stubEnv('BEMEDICS_SITE_OVERRIDES', value);
    try {
      overridesFromEnvironment();
      return '';
    } catch (error) {
      return (error as Error).message;
    } finally {
      vi.unstubAllEnvs();
    }
  };

  /** Each value named in a test's title as an escape: a control character in it would reach the terminal. */
  const shown = (entries: { value: string; message: string }[]) =>
    entries.map((entry) => ({ ...entry, shown: escapeUnsafe(entry.value) }));

  it.each(
    shown([
      ...['{facts:', '\u001b[2J\u001b[H', '\u009b31m\u202e'].map((value) => ({ value, message: NOT_JSON })),
      ...['null', '[]', '5', '"x"', '{"settings":"x"}', '{"facts":[]}', '{"confirmed":"ja"}'].map((value) => ({
        value,
        message: OTHER_SHAPE,
      })),
    ]),
  )('$shown: $message, never its value', ({ value, message }) => {
    const thrown = thrownFor(value);
    expect(thrown).toContain(message);
    expect(thrown).not.toContain(value);
    expect(hasUnsafeCharacters(thrown)).toBe(false);
  });

  it.each(
    shown([
      { value: '\u001b[2J\u001b[H', message: NOT_JSON },
      { value: '{"facts":[]}', message: OTHER_SHAPE },
    ]),
  )('as the command prints it: $shown', ({ value, message }) => {
    const result = spawnSync(process.execPath, ['scripts/check-placeholders.ts'], {
      encoding: 'utf8',
      env: { ...process.env, BEMEDICS_SITE_OVERRIDES: value },
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(message);
    expect(hasUnsafeCharacters((result.stdout + result.stderr).replaceAll(/[\n\t]/g, ' '))).toBe(false);
  });
});

it('stops a build whose Google Ads setting cannot work, naming it: the guard’s check, shared', () => {
  const googleAds = { tagId: 'AW-123456789\n', labels: { whatsapp: 'abc' } };
  const result = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "(await import('./build/site-plugins.ts')).siteDefines({ buildId: 'x', devServer: false })",
    ],
    { encoding: 'utf8', env: { ...process.env, BEMEDICS_SITE_OVERRIDES: JSON.stringify({ settings: { googleAds } }) } },
  );
  expect(result.status).not.toBe(0);
  expect(result.stderr).toContain('settings.googleAds in src/site.ts: Die Google-Ads-Tag-ID „AW-123456789\\u{a}“');
});

it('names a fact the owner wrote empty, as the command prints it: its label, setting and the line of its key', () => {
  // A fact whose call is still in src/site.ts, so that a test's overrides can write it (the live copy's facts, one empty).
  const id = ['operator.companyName', ...Object.keys(liveFacts)].find(
    (candidate) => factLabels.has(candidate) && typeof liveFacts[candidate] === 'string',
  );
  if (!id) return;
  const facts = { ...liveFacts, [id]: ' ' };
  const result = spawnSync(process.execPath, ['scripts/check-placeholders.ts', '--details'], {
    encoding: 'utf8',
    env: { ...process.env, BEMEDICS_SITE_OVERRIDES: JSON.stringify({ facts, confirmed: true }) },
  });
  expect(result.status).toBe(1);
  const [first = ''] = result.stderr.split('\n');
  expect(first).toMatch(/^Vor dem Veröffentlichen noch offen: 1 leer oder fehlerhaft geschriebene Angabe[,;]/);
  // Its key stands on the line of its id, or on the line before where the call spans lines.
  const source = readFileSync('src/site.ts', 'utf8').split('\n');
  const idLine = source.findIndex((line) => line.includes(`'${id}'`));
  const key = `${id.split('.').at(-1)}:`;
  const keyLine = source[idLine]?.includes(key) ? idLine + 1 : idLine;
  expect(source[keyLine - 1]).toContain(key);
  expect(result.stderr).toContain(
    `  - ${factLabels.get(id)}: ist leer (kein Buchstabe, keine Ziffer)  (zurzeit: „ “; Einstellung ${id} in src/site.ts, Zeile ${keyLine})`,
  );
});

it('names the measured figures, a rating without its period and „Dr.“ for a degree from outside the EU, as the command prints it', () => {
  const check = (facts: Record<string, unknown>) =>
    spawnSync(process.execPath, ['scripts/check-placeholders.ts', '--details'], {
      encoding: 'utf8',
      env: {
        ...process.env,
        BEMEDICS_SITE_OVERRIDES: JSON.stringify({ facts, confirmed: true, settings: { guaranteeWording: 'binding' } }),
      },
    }).stderr;
  const named = [
    'guarantee.measuredBasis.checked',
    'reviews.rating.since',
    'team.leadDoctor.name',
    'operator.representatives',
  ];
  // The live copy's facts hold none of these faults.
  const live = check(liveFacts);
  for (const id of named) expect(live).not.toContain(`${id} in src/site.ts`);
  const doctor = liveFacts['team.leadDoctor'] as Record<string, unknown>;
  const { since: _since, ...rating } = liveFacts['reviews.rating'] as Record<string, unknown>;
  const faulty = check({
    ...liveFacts,
    'guarantee.measuredBasis': { ...(liveFacts['guarantee.measuredBasis'] as object), checked: 1500 },
    'reviews.rating': rating,
    'team.leadDoctor': { ...doctor, name: `Dr. med. ${doctor.name}` },
    'operator.representatives': `Dr. ${doctor.name}, Geschäftsführerin`,
  });
  for (const id of named) expect(faulty).toContain(`${id} in src/site.ts`);
  expect(faulty).toContain('Es fehlt, seit wann die gezählten Bewertungen reichen');
  expect(faulty).toContain('„Tıp Doktoru“ (İstanbul Üniversitesi) ist nicht in der EU oder im EWR verliehen');
});

it('writes a control character of the owner’s values as an escape, never to the terminal, in the summary and the details', () => {
  const googleAds = { tagId: 'AW-1\u001b[2J', labels: { whatsapp: 'x' } };
  for (const args of [[], [DETAILS_SWITCH]]) {
    const result = spawnSync(process.execPath, ['scripts/check-placeholders.ts', ...args], {
      encoding: 'utf8',
      env: { ...process.env, BEMEDICS_SITE_OVERRIDES: JSON.stringify({ settings: { googleAds } }) },
    });
    expect(result.status).toBe(1);
    if (args.length) expect(result.stderr).toContain('AW-1\\u{1b}[2J');
    expect(result.stdout + result.stderr).not.toContain('\u001b');
  }
});

it('takes an empty override as none: the same report as without the variable', () => {
  const { BEMEDICS_SITE_OVERRIDES: _unset, ...env } = process.env;
  const check = (extra: Record<string, string>) =>
    spawnSync(process.execPath, ['scripts/check-placeholders.ts'], { encoding: 'utf8', env: { ...env, ...extra } });
  const without = check({});
  const empty = check({ BEMEDICS_SITE_OVERRIDES: '' });
  expect([empty.status, empty.stdout, empty.stderr]).toEqual([without.status, without.stdout, without.stderr]);
});

describe('what is still missing for proof a visitor can check', () => {
  const review = { name: 'Jonas W.', city: 'Krefeld', rating: 5 as const, text: 'Gut.' };

  it('lists empty slots, reviews without source or month, and drawings still in place, and refuses nothing for them', () => {
    const missing = missingProof({
      emptySlots: [
        { id: 'reviews.rating', label: 'Bewertung neben dem Hauptknopf' },
        { id: 'evidence.experience.scope', label: 'Erfahrung: wo und seit wann' },
      ],
      reviews: [
        review,
        { ...review, name: 'Emre Y.', source: { name: 'Google' }, month: '2026-03' },
        { ...review, month: '2026-01' },
      ],
      drawings: [SHIPPED_DRAWINGS[1]],
      claims: [{ evidence: 'experience', text: '17+ Jahre Erfahrung' }],
    });
    expect(missing).toEqual([
      'Bewertung neben dem Hauptknopf (src/site.ts)',
      'Neben „17+ Jahre Erfahrung“: Erfahrung: wo und seit wann (src/site.ts)',
      'Patientenstimme Jonas W. (Krefeld): Quelle und Monat (src/content/patient-reviews.ts)',
      'Patientenstimme Jonas W. (Krefeld): Quelle (src/content/patient-reviews.ts)',
      'Foto des Standorts Istanbul (Preiskarte): noch die Zeichnung istanbul.svg (src/content/services.ts)',
    ]);
    const { ok, report } = deployGuard({ ...done, missing }, TODAY);
    expect(ok).toBe(true);
    expect(report).toContain(
      'Noch offen, kein Grund, nicht zu veröffentlichen (leere Stellen blendet die Seite aus, bis Sie sie füllen; Zeichnungen bleiben, bis Ihre Fotos sie ersetzen):',
    );
    for (const line of missing) expect(report).toContain(`  - ${line}`);
  });

  it('finds an empty picture slot while its module sets it to null, and not once a photo is imported', () => {
    const root = testTempDir('bemedics-slots-');
    mkdirSync(join(root, 'src/content'), { recursive: true });
    const hero = readFileSync('src/content/hero.ts', 'utf8');
    writeFileSync(join(root, 'src/content/hero.ts'), hero);
    const [slot] = EMPTY_PICTURE_SLOTS;
    const empty = hero.includes(`const ${slot.slot}: ProcessedPicture | null = null;`);
    expect(emptyPictureSlots(root)).toEqual(empty ? [slot] : []);
    writeFileSync(
      join(root, 'src/content/hero.ts'),
      hero
        .replace(`const ${slot.slot}: ProcessedPicture | null = null;`, '')
        .replace(
          'import teamPicture',
          `import ${slot.slot} from '../assets/images/aerztin.jpg?picture';\nimport teamPicture`,
        ),
    );
    expect(emptyPictureSlots(root)).toEqual([]);
    expect(missingProof({ emptySlots: [], reviews: [], drawings: [], pictures: [slot] })).toEqual([
      `${slot.photo}: noch kein Foto (src/content/hero.ts)`,
    ]);
  });

  it('finds a shipped drawing while a content module still imports it, and not once a photo replaced it', () => {
    const root = testTempDir('bemedics-drawings-');
    mkdirSync(join(root, 'src/content'), { recursive: true });
    writeFileSync(join(root, 'src/content/hero.ts'), "import team from '../assets/images/team-foto.jpg?picture';");
    writeFileSync(
      join(root, 'src/content/services.ts'),
      "import a from '../assets/images/istanbul.svg?picture';\nimport b from '../assets/images/willich-klinik.jpg?picture';",
    );
    expect(drawingsInUse(root).map((drawing) => drawing.file)).toEqual(['istanbul.svg']);
  });

  it('names what the rating line and the doctor’s caption claim, once they are filled', () => {
    const base = {
      settings: {
        showBeforeAfter: false,
        showTestimonials: false,
        guaranteeWording: 'spec' as const,
        consultationWording: 'lawful' as const,
      },
      takeRate: { min: 0, max: 0 },
      takeRateLabel: '',
      clinics: [],
      terms: { depositPercent: 0, cancellationFee: 0 },
    };
    const none = legalRisks({ ...base, proof: { rating: false, leadDoctor: false } });
    const both = legalRisks({ ...base, proof: { rating: true, leadDoctor: true } });
    expect(both.length - none.length).toBe(2);
    expect(both.map((risk) => risk.where).join(' ')).toMatch(/reviews\.rating.*team\.leadDoctor/);
  });
});
