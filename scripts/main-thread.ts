// `npm run main-thread -- [--runs N] [--variants "ohne Webfont,ohne @property"] [--against <git ref or built folder>]
// [route …]`: where the main thread's
// time goes on each route (docs/messungen.md, „Hauptthread“). Lighthouse's mobile run with extra trace categories, its
// task tree attributed by trace event; and each suspect of PAGE_VARIANTS taken out, one at a time, all measured in
// turns with the floor page (run 1 of every variant and route, then run 2 …), medians reported; with --against, an
// earlier build as one more row in the same turns. Writes
// reports/main-thread.md. Not part of `npm test`: it measures, it does not judge.
import * as chromeLauncher from 'chrome-launcher';
import type { Trace } from 'lighthouse';
import { paths } from '../src/routes.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { FLOOR, lighthouseRun, median } from './lib/lighthouse-run.ts';
import { type Breakdown, mainThreadBreakdown, STUDY_TRACE_CATEGORIES } from './lib/main-thread-breakdown.ts';
import { AS_BUILT, publishReport, type StudyResults, studyArguments, studyTargets } from './lib/study-targets.ts';
import { formatTable } from './lib/table.ts';

const study = studyArguments(process.argv.slice(2), {
  routes: [paths.home, paths.impressum],
  runs: 5,
  allVariants: true,
});
const { runs: RUNS, variants, against, routes: ROUTES } = study;

const { targets, inTurns, close } = await studyTargets(ROUTES, variants, against);
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS] });
let measured: StudyResults<{ breakdown: Breakdown; tbt: number; bi: number }>;
try {
  measured = await inTurns(RUNS, async (target, route) => {
    const outcome = await lighthouseRun(chrome.port, target.url(route), 'mobile', {
      onlyCategories: ['performance'],
      additionalTraceCategories: STUDY_TRACE_CATEGORIES.join(','),
    });
    const trace = (outcome.artifacts as unknown as { Trace: Trace }).Trace;
    const multiplier = outcome.lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 1;
    const breakdown = await mainThreadBreakdown(trace, multiplier);
    const lighthouseFigure = outcome.lhr.audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN;
    // Our sum must be Lighthouse's: the table below explains Lighthouse's figure, not a figure of its own.
    if (Math.abs(breakdown.total - lighthouseFigure) > 1) {
      throw new Error(`${route}: eigene Summe ${breakdown.total} ms ≠ Lighthouse ${lighthouseFigure} ms`);
    }
    return {
      breakdown,
      tbt: outcome.lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      bi: outcome.lhr.environment.benchmarkIndex,
    };
  });
} finally {
  await close();
  await chrome.kill();
}

const ms = (value: number) => `${Math.round(value)} ms`;
const runsOf = (variant: string, route: string) => measured.of(variant, route);
const totalOf = (variant: string, route: string) => median(runsOf(variant, route).map((run) => run.breakdown.total));
const base = AS_BUILT.name;
const floorTotal = totalOf(base, FLOOR);

const variantTable = formatTable(
  ['Variante', 'weggenommen', ...ROUTES.flatMap((route) => [route, 'Faktor', 'Δ'])],
  targets.map((target) => [
    target.name,
    target.what,
    ...ROUTES.flatMap((route) => {
      const total = totalOf(target.name, route);
      const delta = total - totalOf(base, route);
      return [
        ms(total),
        `${(total / floorTotal).toFixed(1)}×`,
        target.name === base ? '' : `${delta > 0 ? '+' : ''}${ms(delta)}`,
      ];
    }),
  ]),
);

/** The medians of the largest entries of `pick` for the unchanged build, per route and the floor page. */
function detailTable(pick: (breakdown: Breakdown) => Readonly<Record<string, number>>, limit: number): string {
  const columns = [...ROUTES, FLOOR];
  const medianOf = (route: string, name: string) =>
    median(runsOf(base, route).map((run) => pick(run.breakdown)[name] ?? 0));
  const names = [
    ...new Set(columns.flatMap((route) => runsOf(base, route).flatMap((run) => Object.keys(pick(run.breakdown))))),
  ]
    .map((name) => ({ name, size: Math.max(...columns.map((route) => medianOf(route, name))) }))
    .toSorted((a, b) => b.size - a.size)
    .slice(0, limit);
  return formatTable(
    ['', ...columns],
    names.map(({ name }) => [name, ...columns.map((route) => ms(medianOf(route, name)))]),
  );
}

const allRuns = measured.all();
publishReport('main-thread', [
  `Main-thread study, ${new Date().toISOString()}: Lighthouse mobile (simulated throttling, CPU ×4), median of ${RUNS} runs in turns; benchmark index ${Math.round(median(allRuns.map((run) => run.bi)))} (median; ${Math.round(Math.min(...allRuns.map((run) => run.bi)))}–${Math.round(Math.max(...allRuns.map((run) => run.bi)))}).`,
  `Floor page (${FLOOR}): ${ms(floorTotal)}. Factor: the route over the floor; Δ: the variant against the build as it is.`,
  '',
  variantTable,
  '',
  'The build as it is, by Lighthouse group (median ms):',
  '',
  detailTable((breakdown) => breakdown.groups, 8),
  '',
  'The build as it is, by trace event (self time, median ms, the 20 largest):',
  '',
  detailTable((breakdown) => breakdown.events, 20),
  '',
  `TBT (median): ${ROUTES.map((route) => `${route} ${ms(median(runsOf(base, route).map((run) => run.tbt)))}`).join(', ')}. Top-level tasks ≥ 10 ms: ${ROUTES.map((route) => `${route} ${median(runsOf(base, route).map((run) => run.breakdown.longTasks))}`).join(', ')}.`,
]);
