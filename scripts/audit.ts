// `npm run audit`: Lighthouse 13 on every route of the production build (served on workerd behind a compressing
// stand-in for the edge), mobile and desktop presets, three runs each; prints the medians and checks the budgets
// (docs/messungen.md, „Budgets“), which scripts/lib/audit-budgets.ts judges. Beside `/` it measures two reference pages
// of the same build, named in the summary: the one-request floor and `/` as „nur HTML und Stylesheet“. Main-thread work
// is judged against them as a ratio that holds on any host, as TBT does not. Routes are measured in turns (run 1 of
// every route, then run 2 …), so that the machine's load hits each alike, and every figure comes with Lighthouse's
// benchmark index, so that figures from different machines can be read side by side. The switches (`--photos`,
// `--google-ads`, `--live`, `--against`, `--main-thread`) add builds or reports; each is described where it is read.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import { clientScripts, readClientManifest } from '../build/client-manifest.ts';
import { paths } from '../src/routes.ts';
import {
  AS_IS,
  againstArgument,
  auditRuns,
  BUDGET,
  byDesignNotes,
  HOME_PAGE_ONLY,
  HOME_PAGE_ONLY_VARIANT,
  judgeBudgets,
  type Measured,
  NOT_FOUND,
  REFERENCE_PAGES,
  referencePageNotes,
} from './lib/audit-budgets.ts';
import { builtOrCheckedOut } from './lib/checkout.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { type RewrittenPage, startEdgeProxy } from './lib/edge-proxy.ts';
import { buildGoogleAdsSite } from './lib/google-ads-site.ts';
import { FLOOR, floorPage, lighthouseRun, median } from './lib/lighthouse-run.ts';
import { prepareLiveSite } from './lib/live-site.ts';
import {
  BREAKDOWN_TRACE_CATEGORIES,
  type Breakdown,
  breakdownReport,
  mainThreadBreakdown,
} from './lib/main-thread-breakdown.ts';
import { type PageAloneRewrite, pageAloneRewrite } from './lib/page-alone.ts';
import { buildPhotoSite } from './lib/photo-site.ts';
import { startPreview } from './lib/preview.ts';
import { formatTable, kb } from './lib/table.ts';
import { newTempFolder, removeFolder } from './lib/temp-folder.ts';

/** Every route; `AUDIT_ROUTES=/agb,/impressum` narrows a run while investigating (the budgets then cover only those). */
const ROUTES = process.env.AUDIT_ROUTES?.split(',') ?? [...Object.values(paths), NOT_FOUND];

/** Categories whose audits pass or fail; performance is judged by its score and metrics instead. */
const PASS_FAIL_CATEGORIES = ['accessibility', 'best-practices', 'seo'];
const PRESETS = (process.env.AUDIT_PRESETS?.split(',') ?? ['mobile', 'desktop']) as ('mobile' | 'desktop')[];
/**
 * `--photos`: also a copy with camera photographs in place of the illustrations (the owner's two-step swap,
 * scripts/lib/photo-site.ts), of which only the landing page, the one that shows them, is audited.
 */
const WITH_PHOTOS = process.argv.includes('--photos');
/** `--google-ads`: also a copy with settings.googleAds on, measured before any consent (the visitor's first view). */
const WITH_GOOGLE_ADS = process.argv.includes('--google-ads');
/**
 * `--live`: also the copy as it goes live (facts filled, Google Ads on: scripts/lib/live-site.ts), as a visitor who did
 * not come through an ad sees it; its budgets count like this build's.
 */
const LIVE = process.argv.includes('--live');
/**
 * `--main-thread`: where each page's main thread goes, from the same runs, for when a main-thread budget fails
 * (scripts/lib/main-thread-breakdown.ts; docs/messungen.md, „Hauptthread: wohin die Zeit geht“).
 */
const MAIN_THREAD = process.argv.includes('--main-thread');
/**
 * `--against [<ref or folder>]`: another build measured in the same turns (without one: HEAD~1), floor page included,
 * five runs unless AUDIT_RUNS says otherwise: the landing page's LCP factor may be at most 0.05 worse than its.
 */
const against = againstArgument(process.argv.slice(2));
const RUNS = auditRuns(process.env.AUDIT_RUNS, against);
const OUT = 'reports/lighthouse';

/** The medians the budgets read (scripts/lib/audit-budgets.ts), and what the table shows beside them. */
type Figures = Omit<Measured, 'site' | 'route' | 'preset'> & {
  fcp: number;
  imageBytes: number;
  requests: number;
  /** Lighthouse's measure of this machine's speed (higher is faster), to read figures from other machines beside. */
  benchmarkIndex: number;
};

/** Which build a result is from: the site as it is, the copy with camera photographs or with Google Ads, or another. */
type Site = string;
type Result = { site: Site; route: string; preset: 'mobile' | 'desktop' } & Figures;

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

function figures(lhr: import('lighthouse').Result, origin: string): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ??
    []) as NetworkItem[];
  const failing = PASS_FAIL_CATEGORIES.flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  return {
    failing,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    mainThread: value('mainthread-work-breakdown'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    documentBytes: requests.find((item) => item.resourceType === 'Document')?.transferSize ?? Number.NaN,
    imageBytes: requests
      .filter((item) => item.resourceType === 'Image')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    requests: requests.length,
    thirdParty: requests.filter((item) => !item.url.startsWith(origin)).length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function medianFigures(runs: Figures[]): Figures {
  const keys = (Object.keys(runs[0] ?? {}) as (keyof Figures)[]).filter((key) => key !== 'failing');
  const medians = Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key] as number))]));
  const failing = [...new Set(runs.flatMap((run) => run.failing ?? []))];
  return { ...medians, failing } as unknown as Figures;
}

/**
 * gzip size of the built client JavaScript a first load of `/` can fetch, of the chunks apart from it (an older
 * engine's fallbacks, edit mode's export and import: build/client-manifest.ts) and of the CSS (each page links one
 * stylesheet file).
 */
function buildSizes() {
  const manifest = readClientManifest();
  const gzipped = (files: readonly string[]) =>
    files.reduce((sum, file) => sum + gzipSync(readFileSync(`dist/client/${file}`)).length, 0);
  const { firstLoad, apart } = clientScripts(manifest);
  const styles = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.css'));
  return { js: gzipped(firstLoad), jsApart: gzipped(apart), css: gzipped(styles) };
}

function slug(route: string): string {
  return route === '/' ? 'start' : route.slice(1).replaceAll('/', '_');
}

/** With --main-thread: each page's breakdowns, by the column it gets in the report. */
const breakdowns = new Map<string, Breakdown[]>();

const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS] });

interface Audited {
  readonly site: Site;
  readonly routes: readonly string[];
  /** The project folder of the build (default: this project's dist/). */
  readonly dir?: string;
  /** Also the floor page of this build's landing page. */
  readonly floor?: boolean;
  /** Also its landing page as the variant „nur HTML und Stylesheet“ (HOME_PAGE_ONLY). */
  readonly pageOnly?: boolean;
}

/**
 * Audits each build's routes, every preset, RUNS times each, all in turns: run 1 of every route of every build, then
 * run 2 …, so that the machine's load hits every build alike.
 */
async function auditSites(builds: readonly Audited[]): Promise<Result[]> {
  const served = [];
  const rewrites: { site: Site; rewrite: PageAloneRewrite }[] = [];
  try {
    for (const build of builds) {
      const preview = await startPreview(build.dir);
      const pages: Record<string, string | RewrittenPage> = {};
      if (build.floor) pages[FLOOR] = await floorPage(preview.url);
      if (build.pageOnly) {
        const rewrite = pageAloneRewrite();
        pages[HOME_PAGE_ONLY] = { path: paths.home, transform: rewrite.transform };
        rewrites.push({ site: build.site, rewrite });
      }
      const edge = await startEdgeProxy(preview.url, pages);
      served.push({ build, preview, edge, measured: [...build.routes, ...Object.keys(pages)] });
    }
    const measuredResults: Result[] = [];
    for (const preset of PRESETS) {
      const runs = new Map<string, Figures[]>();
      for (let run = 1; run <= RUNS; run++) {
        for (const { build, edge, measured } of served) {
          const out = `${OUT}/${build.site === AS_IS ? '' : `${build.site.replaceAll(/\W+/g, '-')}/`}${preset}`;
          mkdirSync(out, { recursive: true });
          for (const route of measured) {
            const outcome = await lighthouseRun(chrome.port, `${edge.url}${route}`, preset, {
              output: ['json', 'html'],
              ignoreStatusCode: route === NOT_FOUND,
              ...(MAIN_THREAD ? { additionalTraceCategories: BREAKDOWN_TRACE_CATEGORIES } : {}),
            });
            if (MAIN_THREAD) {
              const column = `${route} (${preset}${build.site === AS_IS ? '' : `, ${build.site}`})`;
              breakdowns.set(column, [...(breakdowns.get(column) ?? []), await mainThreadBreakdown(outcome)]);
            }
            const [json, html] = outcome.report as string[];
            writeFileSync(`${out}/${slug(route)}-${run}.json`, json ?? '');
            writeFileSync(`${out}/${slug(route)}-${run}.html`, html ?? '');
            const key = `${build.site}\n${route}`;
            runs.set(key, [...(runs.get(key) ?? []), figures(outcome.lhr, edge.url)]);
            process.stdout.write('.');
          }
        }
      }
      for (const { build, measured } of served) {
        for (const route of measured) {
          const medians = medianFigures(runs.get(`${build.site}\n${route}`) ?? []);
          measuredResults.push({ site: build.site, route, preset, ...medians });
        }
      }
    }
    // A renamed tag would turn the variant into a silent copy of the page, and `/` would be judged against itself.
    const unchanged = rewrites.filter(({ rewrite }) => !rewrite.changed()).map(({ site }) => site);
    if (unchanged.length) throw new Error(`„${HOME_PAGE_ONLY_VARIANT}“ changed nothing in: ${unchanged.join(', ')}`);
    return measuredResults;
  } finally {
    for (const { preview, edge } of served) {
      await edge.close();
      await preview.stop();
    }
  }
}

const results: Result[] = [];
let photoBuild = '';
let comparedSite: Site | undefined;
/** The copies made for this run (scripts/lib/temp-folder.ts), removed when it ends, whatever happened. */
const removals: (() => Promise<void>)[] = [];
try {
  const home = ROUTES.includes(paths.home);
  const builds: Audited[] = [{ site: AS_IS, routes: ROUTES, floor: home, pageOnly: home }];
  if (against) {
    const { dir, name, remove } = await builtOrCheckedOut(against);
    removals.push(remove);
    comparedSite = name;
    builds.push({ site: name, routes: ROUTES, dir, floor: home });
  }
  if (WITH_PHOTOS) {
    const photos = await buildPhotoSite();
    removals.push(() => removeFolder(photos.dir));
    photoBuild = `Photo build (camera photos, ${photos.dir}): vite build ${(photos.buildMs / 1000).toFixed(1)} s.`;
    builds.push({ site: 'photos', routes: [paths.home], dir: photos.dir, floor: true, pageOnly: true });
  }
  if (WITH_GOOGLE_ADS) {
    const dir = await buildGoogleAdsSite('bemedics-audit-google-ads-');
    removals.push(() => removeFolder(dir));
    builds.push({ site: 'google ads', routes: ROUTES, dir, floor: home, pageOnly: home });
  }
  if (LIVE) {
    const dir = await newTempFolder('bemedics-audit-live-');
    removals.push(() => removeFolder(dir));
    builds.push({ site: 'live', routes: ROUTES, dir: await prepareLiveSite(dir), floor: home, pageOnly: home });
  }
  results.push(...(await auditSites(builds)));
} finally {
  await chrome.kill();
  for (const remove of removals) await remove();
}
process.stdout.write('\n');

/** The summary's columns: heading and cell. */
const COLUMNS: [string, (r: Result) => string][] = [
  ['Build', (r) => r.site],
  // A reference page is measured beside the routes, not a page of the site: named below the table.
  ['Route', (r) => (REFERENCE_PAGES.includes(r.route) ? `${r.route} (reference)` : r.route)],
  ['Preset', (r) => r.preset],
  ['Perf', (r) => String(r.performance)],
  ['A11y', (r) => String(r.accessibility)],
  ['BP', (r) => String(r.bestPractices)],
  ['SEO', (r) => String(r.seo)],
  ['FCP', (r) => `${Math.round(r.fcp)} ms`],
  ['LCP', (r) => `${Math.round(r.lcp)} ms`],
  ['TBT', (r) => `${Math.round(r.tbt)} ms`],
  ['Main thread', (r) => `${Math.round(r.mainThread)} ms`],
  ['CLS', (r) => r.cls.toFixed(3)],
  ['Transfer', (r) => kb(r.bytes)],
  ['HTML', (r) => `${r.documentBytes} B`],
  ['Images', (r) => kb(r.imageBytes)],
  ['Requests', (r) => String(r.requests)],
  ['BI', (r) => String(Math.round(r.benchmarkIndex))],
];
const table = formatTable(
  COLUMNS.map(([heading]) => heading),
  results.map((r) => COLUMNS.map(([, cell]) => cell(r))),
);

const sizes = buildSizes();
const { misses, notJudged, reported } = judgeBudgets(results, { runs: RUNS, compared: comparedSite, sizes });

const summary = [
  `Lighthouse 13: median of ${RUNS} runs per route and preset, ${new Date().toISOString()}`,
  '',
  table,
  '',
  ...referencePageNotes(results.map((r) => r.route)),
  ...reported,
  ...byDesignNotes(ROUTES),
  "BI: Lighthouse's benchmark index of this machine during the runs (median).",
  ...(photoBuild ? [photoBuild] : []),
  ...(MAIN_THREAD ? breakdownReport(breakdowns) : []),
  `Build: JavaScript of a first load ${kb(sizes.js)} gzip (budget ${kb(BUDGET.jsGzipBytes)}; apart from it ${kb(sizes.jsApart)}: an older engine's fallbacks, edit mode's export and import), CSS ${kb(sizes.css)} gzip (budget ${kb(BUDGET.cssGzipBytes)}).`,
  ...(notJudged.length ? [`\nNot judged by this run:\n${notJudged.map((line) => `- ${line}`).join('\n')}`] : []),
  misses.length
    ? `\nBudgets missed:\n${misses.map((miss) => `- ${miss}`).join('\n')}`
    : notJudged.length
      ? '\nEvery budget this run judged holds.'
      : '\nEvery budget holds.',
].join('\n');
writeFileSync('reports/audit.md', `${summary}\n`);
console.log(summary);
console.log(`\nFull reports: ${OUT}/<preset>/<route>-<run>.html`);
process.exit(misses.length ? 1 : 0);
