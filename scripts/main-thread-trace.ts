// `npm run main-thread:trace -- [--runs N] [--variants "ohne Webfont,…"] [--against <git ref or built folder>]
// [--no-javascript] [route …]`: Lighthouse's main-thread figure without Lighthouse's noise (docs/messungen.md,
// „Hauptthread“). Each load is traced with Lighthouse's own trace categories and summed over Lighthouse's own task
// tree, as its „Minimize main-thread work“ audit does, unthrottled: the wall time of the top-level tasks (what
// Lighthouse reports, ×4 in its mobile run) and their thread time, the CPU the main thread really used. On this shared
// two-core machine the wall time also counts the moments another process had the core; the thread time does not, and
// varies by about a millisecond where Lighthouse's figure varies by ±50. Also the number of top-level tasks, each of
// which costs scheduling and tracing: every subresource brings dozens. And the thread time of the longest task: times
// Lighthouse's 4, how long a mid-range phone cannot answer a tap (docs/messungen.md, „TBT mit skalierter CPU“). The
// floor page, each variant and an earlier build are loaded in turns, in a fresh context each (no cache, as a first
// visit), on Lighthouse's mobile device. `--no-javascript` loads every page as a visitor with JavaScript switched off
// (not the same as the variant "ohne Skripte", which only takes the scripts out of the HTML). Writes
// reports/main-thread-trace.md. Not part of `npm test`: it measures, it does not judge.
import { setTimeout as sleep } from 'node:timers/promises';
import TraceGatherer from 'lighthouse/core/gather/gatherers/trace.js';
import puppeteer from 'puppeteer-core';
import { paths } from '../src/routes.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { FLOOR, median } from './lib/lighthouse-run.ts';
import { topLevelTasks } from './lib/main-thread-breakdown.ts';
import { AS_BUILT, publishReport, type StudyResults, studyArguments, studyTargets } from './lib/study-targets.ts';
import { formatTable } from './lib/table.ts';

const study = studyArguments(process.argv.slice(2), { routes: [paths.home, paths.impressum], runs: 15 });
const { runs: RUNS, variants, against, routes: ROUTES } = study;
const WITHOUT_JAVASCRIPT = process.argv.includes('--no-javascript');
/** After the network is quiet: the web font comes after the first paint (docs/gestaltung.md), then its switch. */
const SETTLE_MS = 1000;
/** Lighthouse's mobile device, so that the figures read beside its own. */
const DEVICE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/**
 * Lighthouse's categories, but for the rundowns: they only describe scripts and targets for DevTools' enhanced traces,
 * and with them Lighthouse's processor finds no navigation start in a trace recorded this way (NO_NAVSTART).
 */
const CATEGORIES = TraceGatherer.getDefaultTraceCategories().filter(
  (category) => !category.startsWith('-') && !category.includes('rundown'),
);

interface Load {
  readonly wall: number;
  readonly thread: number;
  readonly tasks: number;
  /** Thread time of the longest top-level task. */
  readonly longest: number;
}

const { targets, inTurns, close } = await studyTargets(ROUTES, variants, against);
const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });

/**
 * One first visit of `url`. A trace in which Lighthouse's processor finds no navigation start (now and then, as in
 * Lighthouse's own runs) is recorded again, up to twice.
 */
async function tracedLoad(url: string): Promise<Load> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await traceOnce(url);
    } catch (error) {
      if (attempt === 3 || (error as { code?: string }).code !== 'NO_NAVSTART') throw error;
      process.stdout.write('(NO_NAVSTART, again)');
    }
  }
}

/** One first visit of `url`, traced from before the navigation until the page has settled. */
async function traceOnce(url: string): Promise<Load> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(DEVICE);
    await page.setJavaScriptEnabled(!WITHOUT_JAVASCRIPT);
    // As Lighthouse does: the traced navigation starts from a committed blank page, whose frame the trace then names.
    await page.goto('about:blank');
    const session = await page.createCDPSession();
    const events: unknown[] = [];
    session.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise<void>((resolve) => session.once('Tracing.tracingComplete', () => resolve()));
    await session.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: { includedCategories: CATEGORIES, excludedCategories: ['*'] },
    });
    await page.goto(url, { waitUntil: 'networkidle0' });
    // Waited in Node, not in the page: polling from the page would add tasks of its own.
    await sleep(SETTLE_MS);
    await session.send('Tracing.end');
    await complete;
    const tasks = await topLevelTasks({ traceEvents: events } as never);
    const threadTimes = tasks.map((task) => (task.event.tdur ?? 0) / 1000);
    return {
      wall: tasks.reduce((sum, task) => sum + task.duration, 0),
      thread: threadTimes.reduce((sum, time) => sum + time, 0),
      tasks: tasks.length,
      longest: Math.max(...threadTimes),
    };
  } finally {
    await context.close();
  }
}

let measured: StudyResults<Load>;
try {
  measured = await inTurns(RUNS, (target, route) => tracedLoad(target.url(route)));
} finally {
  await browser.close();
  await close();
}

const medianOf = (target: string, route: string, pick: (load: Load) => number) =>
  median(measured.of(target, route).map(pick));
const floorThread = medianOf(AS_BUILT.name, FLOOR, (load) => load.thread);
const floorWall = medianOf(AS_BUILT.name, FLOOR, (load) => load.wall);
const rows = targets.flatMap((target) =>
  target.routes.map((route) => {
    const wall = medianOf(target.name, route, (load) => load.wall);
    const thread = medianOf(target.name, route, (load) => load.thread);
    return [
      target.name,
      route,
      `${wall.toFixed(1)} ms`,
      `${(wall / floorWall).toFixed(2)}×`,
      `${thread.toFixed(1)} ms`,
      `${(thread / floorThread).toFixed(2)}×`,
      String(medianOf(target.name, route, (load) => load.tasks)),
      `${medianOf(target.name, route, (load) => load.longest).toFixed(1)} ms`,
    ];
  }),
);
publishReport('main-thread-trace', [
  `Main-thread trace, ${new Date().toISOString()}: Lighthouse's trace categories and task tree, unthrottled, Lighthouse's mobile device${WITHOUT_JAVASCRIPT ? ', JavaScript switched off' : ''}, median of ${RUNS} runs in turns; factors over the floor page (${FLOOR}) of the same run.`,
  '',
  formatTable(['Build', 'Route', 'Wall', 'Factor', 'Thread', 'Factor', 'Tasks', 'Longest task (thread)'], rows),
]);
