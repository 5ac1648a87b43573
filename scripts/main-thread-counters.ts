// `npm run main-thread:counters -- [--runs N] [--variants "ohne Webfont,…"] [--against <git ref or built folder>]
// [route …]`: the main-thread study's quick, low-noise counterpart (docs/messungen.md, „Hauptthread“). Instead of a
// Lighthouse run per page (ten seconds, its total swinging by ±200 ms on a shared machine), Chromium's own counters
// for the page (CDP `Performance.getMetrics`: time in tasks, layout, style and script, and how often it laid out),
// read after the load, the web-font switch and a settled moment, unthrottled. A load takes about a second, so 15
// runs of every variant, the floor page and an earlier build fit in a few minutes, in turns. Writes
// reports/main-thread-counters.md. Not part of `npm test`: it measures, it does not judge.
import { mkdirSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';
import { paths } from '../src/routes.ts';
import { builtOrCheckedOut } from './lib/checkout.ts';
import { HEADLESS_SHELL_FLAGS, HEADLESS_SHELL_PATH } from './lib/chromium.ts';
import { type EdgeProxy, startEdgeProxy } from './lib/edge-proxy.ts';
import { FLOOR, floorPage, median } from './lib/lighthouse-run.ts';
import { variantRewrite, variantsNamed } from './lib/page-variants.ts';
import { type Preview, startPreview } from './lib/preview.ts';
import { formatTable } from './lib/table.ts';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RUNS = Number(option('--runs') ?? 15);
const chosen = option('--variants')?.split(',') ?? [];
const against = option('--against');
const routes = args.filter((arg, index) => arg.startsWith('/') && !args[index - 1]?.startsWith('--'));
const ROUTES = routes.length ? routes : [paths.home];
const variants = variantsNamed(chosen);
/** After the load: the web font comes after the first paint (docs/gestaltung.md), then its switch is laid out. */
const SETTLE_MS = 800;
/** Lighthouse's mobile device, so that the figures read beside its study. */
const DEVICE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const COUNTERS = ['TaskDuration', 'LayoutDuration', 'RecalcStyleDuration', 'ScriptDuration'] as const;
const COUNTS = ['LayoutCount', 'RecalcStyleCount'] as const;

interface Target {
  readonly name: string;
  readonly url: (route: string) => string;
  readonly routes: readonly string[];
}

const previews: Preview[] = [];
const edges: EdgeProxy[] = [];
const targets: Target[] = [];
const measured = new Map<string, Record<string, number>[]>();
const key = (target: string, route: string) => `${target}\n${route}`;
const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: [...HEADLESS_SHELL_FLAGS] });
try {
  const preview = await startPreview();
  previews.push(preview);
  const floor = await floorPage(preview.url);
  const base = await startEdgeProxy(preview.url, { [FLOOR]: floor });
  edges.push(base);
  targets.push({ name: 'wie gebaut', url: (route) => `${base.url}${route}`, routes: [...ROUTES, FLOOR] });
  for (const variant of variants) {
    const edge = await startEdgeProxy(preview.url, {}, variantRewrite(variant)?.transform);
    edges.push(edge);
    targets.push({ name: variant.name, url: (route) => `${edge.url}${route}`, routes: ROUTES });
  }
  if (against) {
    const { dir, name } = await builtOrCheckedOut(against);
    const earlier = await startPreview(dir);
    previews.push(earlier);
    const edge = await startEdgeProxy(earlier.url);
    edges.push(edge);
    targets.push({ name, url: (route) => `${edge.url}${route}`, routes: ROUTES });
  }
  for (let run = 1; run <= RUNS; run++) {
    for (const target of targets) {
      for (const route of target.routes) {
        // A fresh context each time: no cache, no stored texts, as a first visit.
        const context = await browser.newContext(DEVICE);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Performance.enable');
        await page.goto(target.url(route), { waitUntil: 'load' });
        // Waited in Node, not in the page: polling from the page would add tasks of its own.
        await sleep(SETTLE_MS);
        const { metrics } = await cdp.send('Performance.getMetrics');
        const values = Object.fromEntries(metrics.map(({ name, value }) => [name, value]));
        measured.set(key(target.name, route), [...(measured.get(key(target.name, route)) ?? []), values]);
        await context.close();
      }
    }
    process.stdout.write('.');
  }
} finally {
  await browser.close();
  for (const edge of edges) await edge.close();
  for (const preview of previews) await preview.stop();
}
process.stdout.write('\n');

const medianOf = (target: string, route: string, counter: string) =>
  median((measured.get(key(target, route)) ?? []).map((values) => values[counter] ?? Number.NaN));
const rows = targets.flatMap((target) =>
  target.routes.map((route) => [
    target.name,
    route,
    ...COUNTERS.map((counter) => `${(medianOf(target.name, route, counter) * 1000).toFixed(1)} ms`),
    ...COUNTS.map((counter) => String(medianOf(target.name, route, counter))),
  ]),
);
const summary = [
  `Main-thread counters, ${new Date().toISOString()}: Chromium's Performance.getMetrics after load + ${SETTLE_MS} ms, unthrottled, Lighthouse's mobile device, median of ${RUNS} runs in turns.`,
  '',
  formatTable(['Build', 'Route', 'Tasks', 'Layout', 'Style', 'Script', 'Layouts', 'Style passes'], rows),
].join('\n');
mkdirSync('reports', { recursive: true });
writeFileSync('reports/main-thread-counters.md', `${summary}\n`);
console.log(summary);
