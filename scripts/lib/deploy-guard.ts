// The check before `wrangler deploy`: publishing waits until no business fact in src/site.ts is a placeholder.
import type { OpenFact } from '../../src/site.ts';

export interface GuardResult {
  /** True when the site may be published. */
  readonly ok: boolean;
  /** What to tell the owner, in German. */
  readonly report: string;
}

export function deployGuard(openFacts: readonly OpenFact[]): GuardResult {
  if (openFacts.length === 0) return { ok: true, report: 'Keine Platzhalter mehr in src/site.ts.' };
  return {
    ok: false,
    report: [
      `Veröffentlichen abgebrochen: ${openFacts.length} Angaben in src/site.ts sind noch Platzhalter.`,
      '',
      ...openFacts.map((fact) => `  - ${fact.label}  (zurzeit: ${fact.value})`),
      '',
      'Tragen Sie die echten Angaben ein (siehe README, „Vor dem Livegang“) und starten Sie `npm run deploy` erneut.',
    ].join('\n'),
  };
}
