// The first screen of `npm run placeholders` and `npm run deploy`: what is missing, grouped by what the facts are for,
// the decisions and the legal risks by name, and how to see the details (README.md "Vor dem Livegang",
// docs/vor-dem-livegang.md). It fits an 80×24 terminal with today's default facts; the details (every fact with its
// line of src/site.ts, every risk with its legal basis) follow `--details`.
import { escapeUnsafe } from '../../src/lib/characters.ts';

/** A terminal's width: no line of the summary is wider, so none wraps into a second row. */
export const SUMMARY_WIDTH = 80;

/** The switch that prints the details instead of the summary. */
export const DETAILS_SWITCH = '--details';

/**
 * What each fact is for, by the start of its setting's id in src/site.ts (the longest start that matches wins); a fact
 * of a part not named here is grouped under its part's key, so a new part of src/site.ts still shows, by its name.
 */
export const FACT_GROUPS: readonly (readonly [prefix: string, label: string])[] = [
  ['clinics', 'Standorte (Adresse, Preis, Reise)'],
  ['contact', 'Kontakt'],
  ['website', 'Adresse der Website'],
  ['operator', 'Impressum'],
  ['medicalProfession', 'Impressum (Berufsrecht)'],
  ['privacy', 'Datenschutz'],
  ['guarantee', 'Anwuchsgarantie'],
  ['evidence', 'Belege der Werbeaussagen'],
  ['estimate', 'Behandlung'],
  ['treatments', 'Behandlung'],
  ['decisions', 'Entscheidungen für die AGB'],
  ['reviews', 'Patientenstimmen'],
  ['legalReview', 'Rechtliche Prüfung'],
];

/** The group a fact's setting belongs to: its label, or its first key where no group names it. */
export function groupOf(id: string): string {
  const match = FACT_GROUPS.filter(([prefix]) => id === prefix || id.startsWith(`${prefix}.`)).sort(
    (a, b) => b[0].length - a[0].length,
  )[0];
  return match ? match[1] : escapeUnsafe(id.split('.')[0] ?? id);
}

/** How many facts each group holds, in the order the groups first appear. */
export function factGroups(ids: readonly string[]): { readonly label: string; readonly count: number }[] {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(groupOf(id), (counts.get(groupOf(id)) ?? 0) + 1);
  return [...counts].map(([label, count]) => ({ label, count }));
}

/**
 * `text` broken at spaces into lines of at most `width` characters, every line after the first indented; a command in
 * backticks stays on one line, so that it can be copied.
 */
export function wrap(text: string, width = SUMMARY_WIDTH, indent = '  '): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.match(/(?:`[^`]*`|[^ `])+/g) ?? []) {
    const next = line ? `${line} ${word}` : word;
    if (line && [...next].length > width) {
      lines.push(line);
      line = `${indent}${word}`;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export interface SummaryInput {
  /** The first line of the details: every reason the deploy refuses, or that nothing is open. */
  readonly opening: string;
  /** The ids of the open facts (src/site.ts). */
  readonly openFactIds: readonly string[];
  /** The decisions still missing, one line each as the details give them ("Vorher-nachher-Bild: …"). */
  readonly decisions: readonly string[];
  /** The names of the legal risks that are on (scripts/lib/legal-risks.ts). */
  readonly risks: readonly string[];
  /** How many slots are still empty or pictures still drawings: listed, never a reason to refuse. */
  readonly missing: number;
  /** The step to take next, with where the details are. */
  readonly next: string;
}

/** The summary as lines, each at most SUMMARY_WIDTH characters wide. */
export function summaryLines(input: SummaryInput): string[] {
  const groups = factGroups(input.openFactIds);
  // The part before the colon names the decision ("Patientenstimmen: Die Beispiele …"); a rating may bring several.
  const decisions = [...new Set(input.decisions.map((line) => line.split(':')[0] ?? line))];
  return [
    ...wrap(input.opening),
    ...(groups.length
      ? wrap(
          `Platzhalter nach Zweck (${input.openFactIds.length}): ${groups.map(({ label, count }) => `${label} ${count}`).join(', ')}.`,
        )
      : []),
    ...(decisions.length ? wrap(`Zu entscheiden (${decisions.length}): ${decisions.join(', ')}.`) : []),
    ...wrap(
      input.risks.length
        ? `Eingeschaltete rechtliche Risiken (${input.risks.length}): ${input.risks.join(', ')}.`
        : 'Keine der bekannten rechtlichen Risiken ist eingeschaltet.',
    ),
    ...(input.missing
      ? wrap(`Dazu ${input.missing} leere Stellen oder Zeichnungen, kein Grund, nicht zu veröffentlichen.`)
      : []),
    '',
    ...wrap(input.next),
  ];
}
