// `npm run main-thread:counters -- [--runs N] [--variants "ohne Webfont,…"] [--against <git ref or built folder>]
// [route …]`: the main-thread study's quick, low-noise counterpart (docs/messungen.md, „Hauptthread“). Instead of a
// Lighthouse run per page (ten seconds, its total swinging by ±200 ms on a shared machine), Chromium's own counters
// for the page (CDP `Performance.getMetrics`: time in tasks, layout, style and script, and how often it laid out),
// read after the load, the web-font switch and a settled moment, unthrottled. A load takes about a second, so 15
// runs of every variant, the floor page and an earlier build fit in a few minutes, in turns. Writes
// reports/main-thread-counters.md. Not part of `npm test`: it measures, it does not judge.
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';
import { paths } from '../src/routes.ts';
import { HEADLESS_SHELL_FLAGS, HEADLESS_SHELL_PATH } from './lib/chromium.ts';
import { median } from './lib/lighthouse-run.ts';
import { publishReport, type StudyResults, studyArguments, studyTargets } from './lib/study-targets.ts';
import { formatTable } from './lib/table.ts';

const study = studyArguments(process.argv.slice(2), { routes: [paths.home], runs: 15 });
const { runs: RUNS, variants, against, routes: ROUTES } = study;
/** After the load: the web font comes after the first paint (docs/gestaltung.md), then its switch is laid out. */
const SETTLE_MS = 800;
/** Lighthouse's mobile device, so that the figures read beside its study. */
const DEVICE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const COUNTERS = ['TaskDuration', 'LayoutDuration', 'RecalcStyleDuration', 'ScriptDuration'] as const;
const COUNTS = ['LayoutCount', 'RecalcStyleCount'] as const;

const { targets, inTurns, close } = await studyTargets(ROUTES, variants, against);
const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: [...HEADLESS_SHELL_FLAGS] });
let measured: StudyResults<Record<string, number>>;
try {
  measured = await inTurns(RUNS, async (target, route) => {
    // A fresh context each time: no cache, no stored texts, as a first visit.
    const context = await browser.newContext(DEVICE);
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await page.goto(target.url(route), { waitUntil: 'load' });
      // Waited in Node, not in the page: polling from the page would add tasks of its own.
      await sleep(SETTLE_MS);
      const { metrics } = await cdp.send('Performance.getMetrics');
      return Object.fromEntries(metrics.map(({ name, value }) => [name, value]));
    } finally {
      await context.close();
    }
  });
} finally {
  await browser.close();
  await close();
}

const medianOf = (target: string, route: string, counter: string) =>
  median(measured.of(target, route).map((values) => values[counter] ?? Number.NaN));
const rows = targets.flatMap((target) =>
  target.routes.map((route) => [
    target.name,
    route,
    ...COUNTERS.map((counter) => `${(medianOf(target.name, route, counter) * 1000).toFixed(1)} ms`),
    ...COUNTS.map((counter) => String(medianOf(target.name, route, counter))),
  ]),
);
publishReport('main-thread-counters', [
  `Main-thread counters, ${new Date().toISOString()}: Chromium's Performance.getMetrics after load + ${SETTLE_MS} ms, unthrottled, Lighthouse's mobile device, median of ${RUNS} runs in turns.`,
  '',
  formatTable(['Build', 'Route', 'Tasks', 'Layout', 'Style', 'Script', 'Layouts', 'Style passes'], rows),
]);
