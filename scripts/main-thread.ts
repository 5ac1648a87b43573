// `npm run main-thread -- [--runs N] [--variants "ohne Webfont,ohne @property"] [--against <git ref or built folder>]
// [route …]`: where the main thread's
// time goes on each route (docs/messungen.md, „Hauptthread“). Lighthouse's mobile run with extra trace categories, its
// task tree attributed by trace event; and each suspect of PAGE_VARIANTS taken out, one at a time, all measured in
// turns with the floor page (run 1 of every variant and route, then run 2 …), medians reported; with --against, an
// earlier build as one more row in the same turns. Writes
// reports/main-thread.md. Not part of `npm test`: it measures, it does not judge.
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import type { Trace } from 'lighthouse';
import { paths } from '../src/routes.ts';
import { builtOrCheckedOut } from './lib/checkout.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { type EdgeProxy, startEdgeProxy } from './lib/edge-proxy.ts';
import { FLOOR, floorPage, lighthouseRun, median } from './lib/lighthouse-run.ts';
import { type Breakdown, mainThreadBreakdown, STUDY_TRACE_CATEGORIES } from './lib/main-thread-breakdown.ts';
import {
  PAGE_VARIANTS,
  type PageVariant,
  type VariantRewrite,
  variantRewrite,
  variantsNamed,
} from './lib/page-variants.ts';
import { type Preview, startPreview } from './lib/preview.ts';
import { formatTable } from './lib/table.ts';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RUNS = Number(option('--runs') ?? 5);
const chosen = option('--variants')?.split(',');
const against = option('--against');
const routes = args.filter((arg, index) => arg.startsWith('/') && !args[index - 1]?.startsWith('--'));
const ROUTES = routes.length ? routes : [paths.home, paths.impressum];
const named = chosen && variantsNamed(chosen);
const variants = PAGE_VARIANTS.filter((variant, index) => index === 0 || !named || named.includes(variant));

interface Served {
  readonly variant: PageVariant;
  readonly edge: EdgeProxy;
  readonly rewrite: VariantRewrite | undefined;
  readonly routes: readonly string[];
}

const preview = await startPreview();
const earlier: Preview[] = [];
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS] });
const served: Served[] = [];
const measured = new Map<string, { breakdown: Breakdown; tbt: number; bi: number }[]>();
const key = (variant: string, route: string) => `${variant}\n${route}`;
try {
  const floor = await floorPage(preview.url);
  for (const [index, variant] of variants.entries()) {
    const rewrite = variantRewrite(variant);
    const edge = await startEdgeProxy(preview.url, index === 0 ? { [FLOOR]: floor } : {}, rewrite?.transform);
    served.push({ variant, edge, rewrite, routes: index === 0 ? [...ROUTES, FLOOR] : ROUTES });
  }
  if (against) {
    const { dir, name } = await builtOrCheckedOut(against);
    const build = await startPreview(dir);
    earlier.push(build);
    const edge = await startEdgeProxy(build.url);
    served.push({ variant: { name, what: 'ein früherer Stand' }, edge, rewrite: undefined, routes: ROUTES });
  }
  for (let run = 1; run <= RUNS; run++) {
    for (const { variant, edge, routes } of served) {
      for (const route of routes) {
        const outcome = await lighthouseRun(chrome.port, `${edge.url}${route}`, 'mobile', {
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
        const entry = {
          breakdown,
          tbt: outcome.lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          bi: outcome.lhr.environment.benchmarkIndex,
        };
        measured.set(key(variant.name, route), [...(measured.get(key(variant.name, route)) ?? []), entry]);
        process.stdout.write('.');
      }
    }
  }
  const unchanged = served.filter(({ rewrite }) => rewrite && rewrite.changed.size === 0);
  if (unchanged.length) {
    throw new Error(
      `Diese Varianten haben nichts verändert: ${unchanged.map(({ variant }) => variant.name).join(', ')}`,
    );
  }
} finally {
  for (const { edge } of served) await edge.close();
  for (const build of earlier) await build.stop();
  await preview.stop();
  await chrome.kill();
}
process.stdout.write('\n');

const ms = (value: number) => `${Math.round(value)} ms`;
const runsOf = (variant: string, route: string) => measured.get(key(variant, route)) ?? [];
const totalOf = (variant: string, route: string) => median(runsOf(variant, route).map((run) => run.breakdown.total));
const base = variants[0]?.name ?? '';
const floorTotal = totalOf(base, FLOOR);

const variantTable = formatTable(
  ['Variante', 'weggenommen', ...ROUTES.flatMap((route) => [route, 'Faktor', 'Δ'])],
  served.map(({ variant }) => [
    variant.name,
    variant.what,
    ...ROUTES.flatMap((route) => {
      const total = totalOf(variant.name, route);
      const delta = total - totalOf(base, route);
      return [
        ms(total),
        `${(total / floorTotal).toFixed(1)}×`,
        variant.name === base ? '' : `${delta > 0 ? '+' : ''}${ms(delta)}`,
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

const allRuns = [...measured.values()].flat();
const summary = [
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
].join('\n');
mkdirSync('reports', { recursive: true });
writeFileSync('reports/main-thread.md', `${summary}\n`);
console.log(summary);
