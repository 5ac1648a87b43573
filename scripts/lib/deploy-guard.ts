// The check before `wrangler deploy`: publishing waits until no business fact in src/site.ts is a placeholder or written
// empty or malformed (scripts/lib/fact-rules.ts), a legal review is on record, a before/after picture that is shown has
// that review's explicit approval, no shipped example review is shown and "no data protection officer" has its reason;
// it always lists the known legal risks that are switched on, each with the decision it needs
// (scripts/lib/legal-risks.ts). The report opens with every reason it refuses and the next step.
import { googleAdsProblem } from '../../src/consent/google-ads-setting.ts';
import { escapeUnsafe, hasUnsafeCharacters } from '../../src/lib/characters.ts';
import type { DataProtectionOfficer, GoogleAds, LeadDoctor, OpenFact, Rating } from '../../src/site.ts';
import { DETAILS_SWITCH, summaryLines } from './deploy-summary.ts';
import { examplesLeft, type ReviewAuthor } from './example-reviews.ts';
import type { LegalRisk } from './legal-risks.ts';
import type { MalformedFact } from './malformed-facts.ts';

export interface GuardResult {
  /** True when the site may be published. */
  readonly ok: boolean;
  /** What to tell the owner, in German: every reason with what to do and where, every risk with its legal basis. */
  readonly report: string;
  /**
   * The first screen (scripts/lib/deploy-summary.ts): what is missing, grouped by what it is for, the risks by name and
   * how to see the report (`--details`); at most 80 characters a line.
   */
  readonly summary: string;
}

export interface GuardInput {
  /** With the line of src/site.ts that names each one's setting, where the caller looked it up. */
  readonly openFacts: readonly (OpenFact & { readonly line?: number | undefined })[];
  /** The facts written but empty or malformed (scripts/lib/malformed-facts.ts), with the line of each one's key. */
  readonly malformedFacts?: readonly MalformedFact[];
  readonly risks: readonly LegalRisk[];
  /** src/site.ts `legalReview`: who checked the texts, and when (TT.MM.JJJJ); whether it approved the before/after picture. */
  readonly review: { readonly by: string; readonly date: string; readonly beforeAfterApproved?: boolean };
  /** src/site.ts `settings.showBeforeAfter`. */
  readonly showBeforeAfter?: boolean;
  /** The reviews the page shows (src/content/patient-reviews.ts); none while `settings.showTestimonials` is off. */
  readonly reviews?: readonly ReviewAuthor[];
  /** src/site.ts `privacy.dataProtectionOfficer`. */
  readonly dataProtectionOfficer?: DataProtectionOfficer;
  /**
   * What would make the page better and is still missing: slots the page hides until filled (a named doctor, a rating,
   * a review's source) and pictures that are still drawings. Listed, never a reason to refuse.
   */
  readonly missing?: readonly string[];
  /** src/site.ts `reviews.rating`: the figures beside the main button, and when they were read. */
  readonly rating?: Rating | null;
  /** src/site.ts `team.leadDoctor`: who operates, where, and whether his or her German licence is confirmed. */
  readonly leadDoctor?: LeadDoctor | null;
  /**
   * The advertising claims (src/content/claims.ts): an open fact of a claim's evidence (`evidence.<claim>.…`) is listed
   * under the claim's words, so the owner sees which statement it has to back.
   */
  readonly claims?: readonly { readonly evidence: string; readonly text: string }[];
  /** src/site.ts `settings.googleAds`: null (off), or the tag and its conversion labels. */
  readonly googleAds?: GoogleAds | null;
  /**
   * Whether the committed sharing image (public/images/og.jpg) shows an older template than today's facts give (a
   * changed price, place or claim): it would go out with the old figures.
   */
  readonly sharingImageStale?: boolean;
  /**
   * Whether a deploy is waiting on the answer (`npm run deploy`), or the owner only asked what is still open
   * (`npm run placeholders`): the report then opens with a summary instead of "Veröffentlichen abgebrochen".
   */
  readonly forDeploy?: boolean;
}

/**
 * The first day a review of this site's legal texts can carry: the texts were written in 2026. An earlier date (a
 * typing slip such as 01.01.0001, or a year left from a template) cannot be a review of these texts.
 */
export const EARLIEST_REVIEW = { text: '01.01.2026', date: Date.UTC(2026, 0, 1) };

/**
 * A reviewer's name with at least one letter and none of the invisible or control characters of src/lib/characters.ts;
 * a real calendar date written TT.MM.JJJJ, not before the texts existed and not in the future; otherwise why not.
 */
function reviewProblem(review: GuardInput['review'], today: Date): string | null {
  if (!/\p{L}/u.test(review.by) || hasUnsafeCharacters(review.by) || review.by.includes('Platzhalter')) {
    return 'Es fehlt, wer die Texte geprüft hat (ein Name aus Buchstaben, ohne unsichtbare Zeichen).';
  }
  // Read around its spaces and line feeds, but quoted as written: a line feed would start a line of its own in the
  // report.
  const shown = escapeUnsafe(review.date);
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(review.date.trim());
  if (!match) return `Das Prüfdatum „${shown}“ ist kein Datum der Form TT.MM.JJJJ.`;
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return `Den ${shown} gibt es nicht.`;
  if (date.getTime() < EARLIEST_REVIEW.date) {
    return `Das Prüfdatum ${shown} liegt vor dem ${EARLIEST_REVIEW.text}; die Rechtstexte dieser Website sind 2026 entstanden.`;
  }
  if (date.getTime() > today.getTime()) return `Das Prüfdatum ${shown} liegt in der Zukunft.`;
  return null;
}

/** The sharing image's line when it is stale: what it would show, and the command that renders it anew. */
export const STALE_SHARING_IMAGE =
  'Teilen-Bild: public/images/og.jpg zeigt einen älteren Stand (ein Preis, ein Standort oder eine Aussage hat sich geändert); Vorschauen in WhatsApp und sozialen Netzen zeigten die alten Angaben. Führen Sie `npm run images` aus und committen Sie das neue Bild.';

/** How many months a rating's figures may be old when they go out (Anhang zu § 3 Abs. 3 UWG Nr. 23b, § 5 UWG). */
export const RATING_MAX_AGE_MONTHS = 12;

/** 'JJJJ-MM' or, where `year` allows, 'JJJJ' as a count of months (the year's first), or NaN. */
function monthOf(text: unknown, year = false): number {
  const match = (year ? /^(\d{4})(?:-(\d{2}))?$/ : /^(\d{4})-(\d{2})$/).exec(typeof text === 'string' ? text : '');
  const month = Number(match?.[2] ?? 1);
  return match && month >= 1 && month <= 12 ? Number(match[1]) * 12 + month - 1 : Number.NaN;
}

/**
 * Why the rating cannot go out today, one line each, or none: its date (`asOf`, 'JJJJ-MM') no month, in the future or
 * too old; no period its reviews cover (`since`, 'JJJJ' or 'JJJJ-MM'), or one after its date; no word on whether and how
 * they are checked (`verification`).
 */
export function ratingProblems(rating: Rating, today: Date): string[] {
  const problems: string[] = [];
  const month = monthOf(rating.asOf);
  const now = today.getUTCFullYear() * 12 + today.getUTCMonth();
  const where = 'reviews.rating.asOf in src/site.ts';
  if (Number.isNaN(month)) {
    problems.push(`Bewertung: „${escapeUnsafe(String(rating.asOf))}“ ist kein Monat der Form JJJJ-MM (${where}).`);
  } else if (month > now) {
    problems.push(`Bewertung: Der Stand ${rating.asOf} liegt in der Zukunft (${where}).`);
  } else if (now - month > RATING_MAX_AGE_MONTHS) {
    problems.push(
      `Bewertung: Die Zahlen stammen von ${rating.asOf}, älter als ${RATING_MAX_AGE_MONTHS} Monate. Lesen Sie Durchschnitt und Anzahl bei ${escapeUnsafe(rating.source)} neu ab und tragen Sie sie mit dem heutigen Monat ein (${where}; Anhang zu § 3 Abs. 3 UWG Nr. 23b, § 5 UWG).`,
    );
  }
  // A rating without its period reads as true of every review ever given (OLG Hamburg 15 U 108/22).
  const since = monthOf(rating.since, true);
  const period = 'reviews.rating.since in src/site.ts; Anhang zu § 3 Abs. 3 UWG Nr. 23b, § 5b Abs. 3 UWG';
  if (rating.since === undefined || rating.since === null || rating.since === '') {
    problems.push(
      `Bewertung: Es fehlt, seit wann die gezählten Bewertungen reichen; die Zeile nennt den Zeitraum neben dem Stand. Tragen Sie ihn als Jahr oder Monat ein, etwa since: '2015' (${period}).`,
    );
  } else if (Number.isNaN(since)) {
    problems.push(
      `Bewertung: „${escapeUnsafe(String(rating.since))}“ ist kein Jahr (JJJJ) und kein Monat (JJJJ-MM), seit dem die Bewertungen reichen (${period}).`,
    );
  } else if (!Number.isNaN(month) && since > month) {
    problems.push(
      `Bewertung: Die Bewertungen reichen seit ${rating.since}, nach ihrem Stand ${rating.asOf} (${period}).`,
    );
  }
  if (typeof rating.verification !== 'string' || !/\p{L}/u.test(rating.verification)) {
    problems.push(
      `Bewertung: Es fehlt, ob und wie ${escapeUnsafe(String(rating.source))} die Bewertungen prüft und ob Sie es tun (reviews.rating.verification in src/site.ts; § 5b Abs. 3 UWG). Nur was stimmt, etwa: „Google prüft sie nach eigenen Angaben automatisiert auf Richtlinienverstöße; wir prüfen sie nicht.“`,
    );
  }
  return problems;
}

/** What a shown before/after picture, the reviews, the data protection officer and the sharing image still lack; one line each. */
function decisionProblems(input: GuardInput, today: Date): string[] {
  const problems: string[] = [];
  if (input.sharingImageStale) problems.push(STALE_SHARING_IMAGE);
  if (input.showBeforeAfter && !input.review.beforeAfterApproved) {
    problems.push(
      'Vorher-nachher-Bild: Es ist eingeschaltet, aber die rechtliche Prüfung hat es nicht ausdrücklich freigegeben (§ 11 Abs. 1 S. 3 Nr. 1 HWG). Schalten Sie settings.showBeforeAfter ab oder tragen Sie nach der Freigabe legalReview.beforeAfterApproved: true in src/site.ts ein.',
    );
  }
  const examples = examplesLeft(input.reviews ?? []);
  if (examples.length > 0) {
    problems.push(
      `Patientenstimmen: Die Beispiele ${examples.join(', ')} stehen noch in src/content/patient-reviews.ts. Ersetzen Sie sie durch echte, freigegebene Stimmen (§ 5b Abs. 3 UWG) oder schalten Sie settings.showTestimonials ab.`,
    );
  }
  if (input.rating) problems.push(...ratingProblems(input.rating, today));
  const doctor = input.leadDoctor;
  if (doctor && doctor.operatesIn !== 'istanbul' && doctor.germanLicenceConfirmed !== true) {
    problems.push(
      `Operierende Ärztin oder operierender Arzt: ${doctor.name} operiert laut team.leadDoctor in Willich. Wer in Deutschland operiert, braucht die deutsche Approbation oder eine Berufserlaubnis (§§ 2, 10 BÄO; Titel: § 132a StGB). Sehen Sie sie ein und tragen Sie dann germanLicenceConfirmed: true in team.leadDoctor (src/site.ts) ein.`,
    );
  }
  const officer = input.dataProtectionOfficer;
  if (officer !== undefined && typeof officer !== 'string' && !officer.noneBecause.trim()) {
    problems.push(
      'Datenschutzbeauftragte(r): „keiner“ ohne Grund. Tragen Sie in privacy.dataProtectionOfficer (src/site.ts) ein, warum keiner benannt werden muss (Art. 37 Abs. 1 lit. c DSGVO), oder benennen Sie eine Person.',
    );
  }
  return problems;
}

/** Where the owner fills a fact in: its setting, and its line of src/site.ts where known. */
const where = (fact: { readonly id: string; readonly line?: number | undefined }) =>
  `; Einstellung ${fact.id}${fact.line === undefined ? '' : ` in src/site.ts, Zeile ${fact.line}`}`;

/** The open facts as the report lists them: the plain ones, then the evidence of each advertising claim under its words. */
function openFactLines(input: GuardInput): string[] {
  const claimOf = (fact: GuardInput['openFacts'][number]) =>
    input.claims?.find((claim) => fact.id.startsWith(`evidence.${claim.evidence}.`));
  const line = (fact: GuardInput['openFacts'][number], indent: string) =>
    `${indent}- ${fact.label}  (zurzeit: ${fact.value}${where(fact)})`;
  const plain = input.openFacts.filter((fact) => !claimOf(fact));
  const backed = (input.claims ?? [])
    .map((claim) => ({ claim, facts: input.openFacts.filter((fact) => claimOf(fact) === claim) }))
    .filter(({ facts }) => facts.length > 0);
  return [
    ...plain.map((fact) => line(fact, '  ')),
    ...(backed.length
      ? [
          '  Belege der Werbeaussagen (keine Seite zeigt sie; wer mit Zahlen wirbt, muss sie beweisen können, § 5 Abs. 2 UWG, § 3 HWG):',
          ...backed.flatMap(({ claim, facts }) => [
            `    „${claim.text}“:`,
            ...facts.map((fact) => line(fact, '      ')),
          ]),
        ]
      : []),
  ];
}

/** The facts written but not fit to go out, one line each: what is wrong, the value as it stands, where to mend it. */
function malformedLines(facts: readonly MalformedFact[]): string[] {
  return [
    `Leer oder fehlerhaft geschrieben in src/site.ts (${facts.length}):`,
    ...facts.map(
      (fact) => `  - ${fact.label ?? fact.id}: ${fact.problem}  (zurzeit: „${escapeUnsafe(fact.value)}“${where(fact)})`,
    ),
  ];
}

export function deployGuard(input: GuardInput, today = new Date()): GuardResult {
  const { openFacts, risks, review, googleAds } = input;
  const riskLines = risks.length
    ? [
        `Bekannte rechtliche Risiken, die eingeschaltet sind (${risks.length}; Erklärung und sicherere Alternative in docs/vor-dem-livegang.md):`,
        ...risks.map(
          (risk) =>
            `  - ${risk.what}\n    Rechtsgrundlage: ${risk.basis}\n    Zu entscheiden: ${risk.decision}\n    Eingestellt in: ${risk.where}`,
        ),
      ]
    : ['Keine der bekannten rechtlichen Risiken ist eingeschaltet.'];
  const problem = reviewProblem(review, today);
  const reviewLine = problem
    ? `Rechtliche Prüfung nicht eingetragen: ${problem} Tragen Sie in src/site.ts unter legalReview ein, wer die Texte und diese Risiken geprüft hat und wann.`
    : `Rechtliche Prüfung: ${review.by}, ${escapeUnsafe(review.date)}.`;

  const ads = googleAdsProblem(googleAds);
  const adsLines = ads ? ['', `Google Ads: ${ads} (settings.googleAds in src/site.ts)`] : [];
  const decisions = decisionProblems(input, today);
  const decisionLines = decisions.length ? ['', ...decisions] : [];
  const missing = input.missing ?? [];
  const missingLines = missing.length
    ? [
        '',
        'Noch offen, kein Grund, nicht zu veröffentlichen (leere Stellen blendet die Seite aus, bis Sie sie füllen; Zeichnungen bleiben, bis Ihre Fotos sie ersetzen):',
        ...missing.map((item) => `  - ${item}`),
      ]
    : [];

  const malformed = input.malformedFacts ?? [];
  // The summary's pointer to the details: `npm run deploy` passes its own arguments to wrangler, so the details are
  // always those of `npm run placeholders`, which reads the same facts.
  const details = `Einzelheiten (jeder Punkt mit dem, was zu tun ist, und wo; jedes Risiko mit Rechtsgrundlage) zeigt \`npm run placeholders -- ${DETAILS_SWITCH}\`, Anleitung: docs/vor-dem-livegang.md`;
  const summaryOf = (opening: string, next: string) =>
    summaryLines({
      opening,
      openFactIds: openFacts.map((fact) => fact.id),
      decisions,
      risks: risks.map((risk) => risk.name),
      missing: missing.length,
      next,
    }).join('\n');
  if (openFacts.length === 0 && malformed.length === 0 && !problem && !ads && decisions.length === 0) {
    return {
      ok: true,
      report: ['Keine Platzhalter mehr in src/site.ts.', reviewLine, ...missingLines, '', ...riskLines].join('\n'),
      summary: summaryOf(`Keine Platzhalter mehr in src/site.ts. ${reviewLine}`, `${details}.`),
    };
  }
  const forDeploy = input.forDeploy ?? true;
  // Every reason in the first line and the next step in the second: the details below run to a hundred lines and more.
  const summary = [
    openFacts.length ? `${openFacts.length} Platzhalter` : '',
    malformed.length
      ? `${malformed.length} leer oder fehlerhaft geschriebene Angabe${malformed.length === 1 ? '' : 'n'}`
      : '',
    problem ? 'die rechtliche Prüfung' : '',
    ads ? 'die Google-Ads-Einstellung' : '',
    decisions.length ? `${decisions.length} Entscheidung${decisions.length === 1 ? '' : 'en'}` : '',
  ].filter(Boolean);
  const open = `noch offen: ${summary.join(', ')}`;
  const opening = forDeploy ? `Veröffentlichen abgebrochen, ${open}.` : `Vor dem Veröffentlichen ${open}.`;
  // What comes after the owner's work: the deploy again, or the first one.
  const then = forDeploy
    ? 'dann starten Sie `npm run deploy` erneut'
    : 'ist nichts mehr offen, veröffentlicht `npm run deploy`';
  const next = `Als Nächstes: Erledigen Sie die Punkte dieser Liste, jeder sagt, was zu tun ist und wo (Anleitung: docs/vor-dem-livegang.md); ${then}.`;
  return {
    ok: false,
    summary: summaryOf(opening, `${details}. Als Nächstes: Erledigen Sie die Punkte, ${then}.`),
    report: [
      // The details list the risks and empty slots below: the first line counts them too.
      forDeploy
        ? opening
        : `Vor dem Veröffentlichen ${open}; dazu ${risks.length} eingeschaltete rechtliche Risiken und ${missing.length} leere Stellen (unten).`,
      next,
      ...(openFacts.length
        ? ['', `Noch Platzhalter in src/site.ts (${openFacts.length}):`, ...openFactLines(input)]
        : []),
      ...(malformed.length ? ['', ...malformedLines(malformed)] : []),
      '',
      reviewLine,
      ...adsLines,
      ...decisionLines,
      ...missingLines,
      '',
      ...riskLines,
      '',
      // Once more at the end, where a terminal leaves the reader after the details.
      next,
    ].join('\n'),
  };
}
