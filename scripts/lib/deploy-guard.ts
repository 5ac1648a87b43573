// The check before `wrangler deploy`: publishing waits until no business fact in src/site.ts is a placeholder and a
// legal review is on record; it always lists the known legal risks that are switched on (scripts/lib/legal-risks.ts).
import type { GoogleAds, OpenFact } from '../../src/site.ts';
import type { LegalRisk } from './legal-risks.ts';

export interface GuardResult {
  /** True when the site may be published. */
  readonly ok: boolean;
  /** What to tell the owner, in German. */
  readonly report: string;
}

export interface GuardInput {
  readonly openFacts: readonly OpenFact[];
  readonly risks: readonly LegalRisk[];
  /** src/site.ts `legalReview`: who checked the texts, and when (TT.MM.JJJJ). */
  readonly review: { readonly by: string; readonly date: string };
  /** src/site.ts `settings.googleAds`: null (off), or the tag and its conversion labels. */
  readonly googleAds?: GoogleAds | null;
}

/** A Google Ads setting that cannot work (a tag ID not of the form AW-digits, an empty or malformed label); else null. */
export function googleAdsProblem(googleAds: GoogleAds | null | undefined): string | null {
  if (!googleAds) return null;
  if (!/^AW-\d+$/.test(googleAds.tagId.trim())) {
    return `Die Google-Ads-Tag-ID „${googleAds.tagId}“ hat nicht die Form AW- und Ziffern (etwa AW-123456789).`;
  }
  // WhatsApp must report (the spec's hook); phone and mail only where the owner gives them a label.
  const labels: Record<string, string | undefined> = { ...googleAds.labels, whatsapp: googleAds.labels.whatsapp ?? '' };
  const empty = Object.entries(labels).filter(([, label]) => label !== undefined && !label.trim());
  if (empty.length > 0) {
    return `Conversion-Label leer: ${empty.map(([kind]) => kind).join(', ')}. Tragen Sie das Label aus Google Ads ein oder lassen Sie die Art (phone, mail) weg.`;
  }
  // Google Ads writes a label with letters, digits, - and _ only; anything else is a copying slip (a space, quotes,
  // the whole snippet) and would never match a conversion.
  const odd = Object.entries(labels).filter(
    ([, label]) => label !== undefined && !/^[A-Za-z0-9_-]+$/.test(label.trim()),
  );
  if (odd.length > 0) {
    return `Conversion-Label mit anderen Zeichen als Buchstaben, Ziffern, - und _: ${odd.map(([kind]) => kind).join(', ')}. Kopieren Sie nur das Label aus Google Ads (etwa AbC-D_efGhI).`;
  }
  return null;
}

/** A real calendar date written TT.MM.JJJJ, not in the future; otherwise why it is not. */
function reviewProblem(review: GuardInput['review'], today: Date): string | null {
  if (!review.by.trim() || review.by.includes('Platzhalter')) return 'Es fehlt, wer die Texte geprüft hat.';
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(review.date.trim());
  if (!match) return `Das Prüfdatum „${review.date}“ ist kein Datum der Form TT.MM.JJJJ.`;
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return `Den ${review.date} gibt es nicht.`;
  if (date.getTime() > today.getTime()) return `Das Prüfdatum ${review.date} liegt in der Zukunft.`;
  return null;
}

export function deployGuard({ openFacts, risks, review, googleAds }: GuardInput, today = new Date()): GuardResult {
  const riskLines = risks.length
    ? [
        `Bekannte rechtliche Risiken, die eingeschaltet sind (${risks.length}; Erklärung und sicherere Alternative in docs/vor-dem-livegang.md):`,
        ...risks.map(
          (risk) => `  - ${risk.what}\n    Rechtsgrundlage: ${risk.basis}\n    Eingestellt in: ${risk.where}`,
        ),
      ]
    : ['Keine der bekannten rechtlichen Risiken ist eingeschaltet.'];
  const problem = reviewProblem(review, today);
  const reviewLine = problem
    ? `Rechtliche Prüfung nicht eingetragen: ${problem} Tragen Sie in src/site.ts unter legalReview ein, wer die Texte und diese Risiken geprüft hat und wann.`
    : `Rechtliche Prüfung: ${review.by}, ${review.date}.`;

  const ads = googleAdsProblem(googleAds);
  const adsLines = ads ? ['', `Google Ads: ${ads} (settings.googleAds in src/site.ts)`] : [];

  if (openFacts.length === 0 && !problem && !ads) {
    return { ok: true, report: ['Keine Platzhalter mehr in src/site.ts.', reviewLine, '', ...riskLines].join('\n') };
  }
  return {
    ok: false,
    report: [
      openFacts.length
        ? `Veröffentlichen abgebrochen: ${openFacts.length} Angaben in src/site.ts sind noch Platzhalter.`
        : 'Veröffentlichen abgebrochen.',
      ...(openFacts.length ? ['', ...openFacts.map((fact) => `  - ${fact.label}  (zurzeit: ${fact.value})`)] : []),
      '',
      reviewLine,
      ...adsLines,
      '',
      ...riskLines,
      '',
      'Tragen Sie die echten Angaben ein (siehe docs/vor-dem-livegang.md) und starten Sie `npm run deploy` erneut.',
    ].join('\n'),
  };
}
