// `npm run audit`: Lighthouse 13 on every route of the production build (served on workerd behind a compressing
// stand-in for the edge), mobile and desktop presets, three runs each; prints the medians and checks the budgets
// (docs/messungen.md).
// `npm run audit -- --photos` also builds a copy with camera photographs in place of the illustrations (the owner's
// two-step swap, scripts/lib/photo-site.ts) and audits its landing page, the only page that shows them.
// Beside `/` it measures the one-request floor: a page of only the hero's headline and subtitle, no stylesheet, script
// or image, served by the same compressing proxy; the landing page's LCP may be at most 1.50 times the floor's. Routes
// are measured in turns (run 1 of every route, then run 2 …), so the machine's load hits each alike, and every figure
// comes with Lighthouse's benchmark index, so that figures from different machines can be read side by side.
// Every route's main-thread work is judged against the floor of the same build in the same run (at most 2.5×), a ratio
// that holds on any host, as TBT does not. `npm run audit -- --scaled-cpu` slows the CPU by 4 × BI / 1,800 instead of
// Lighthouse's fixed 4, with BI measured at the start of every turn, so that a fast or a slow host stands for one of
// benchmark index 1,800, the mid-range phone Lighthouse's 4× was tuned for (docs/messungen.md).
// `npm run audit -- --against <git ref or built folder>` measures an earlier commit (or another build) in the same turns
// beside this one, floor page included, to say whether a change made anything worse; the budgets judge this build only.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import { clientScripts, readClientManifest } from '../build/client-manifest.ts';
import { paths } from '../src/routes.ts';
import { builtOrCheckedOut } from './lib/checkout.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { startEdgeProxy } from './lib/edge-proxy.ts';
import { buildGoogleAdsSite } from './lib/google-ads-site.ts';
import { FLOOR, floorPage, lighthouseRun, median } from './lib/lighthouse-run.ts';
import { prepareLiveSite } from './lib/live-site.ts';
import { buildPhotoSite } from './lib/photo-site.ts';
import { startPreview } from './lib/preview.ts';
import { formatTable } from './lib/table.ts';
import { newTempFolder, removeFolder } from './lib/temp-folder.ts';

const NOT_FOUND = '/diese-seite-gibt-es-nicht';
/** Every route; `AUDIT_ROUTES=/agb,/impressum` narrows a run while investigating (the budgets then cover only those). */
const ROUTES = process.env.AUDIT_ROUTES?.split(',') ?? [...Object.values(paths), NOT_FOUND];

/**
 * The 404 page answers 404, is `noindex` and logs its path with console.error, all as the spec and issue ask; so three
 * Lighthouse audits fail there by design. Every other audit of that page must pass.
 */
const FAILING_BY_DESIGN_ON_404 = ['http-status-code', 'is-crawlable', 'errors-in-console'];
/** Categories whose audits pass or fail; performance is judged by its score and metrics instead. */
const PASS_FAIL_CATEGORIES = ['accessibility', 'best-practices', 'seo'];
const PRESETS = (process.env.AUDIT_PRESETS?.split(',') ?? ['mobile', 'desktop']) as ('mobile' | 'desktop')[];
const RUNS = Number(process.env.AUDIT_RUNS ?? 3);
const WITH_PHOTOS = process.argv.includes('--photos');
/** `--google-ads`: also a copy with settings.googleAds on, measured before any consent (the visitor's first view). */
const WITH_GOOGLE_ADS = process.argv.includes('--google-ads');
/**
 * `--live`: also the copy as it goes live (facts filled, Google Ads on: scripts/lib/live-site.ts), as a visitor who did
 * not come through an ad sees it; its budgets count like this build's.
 */
const LIVE = process.argv.includes('--live');
/** `--against <ref or folder>`: another build measured in the same turns. */
/** `--scaled-cpu`: CPU slowdown 4 × BI / 1,800, BI measured before every turn. */
const SCALED_CPU = process.argv.includes('--scaled-cpu');
/** The host Lighthouse's default 4× slowdown stands for, as `--scaled-cpu` models it. */
const REFERENCE_BI = 1800;
const against = process.argv.includes('--against') ? process.argv[process.argv.indexOf('--against') + 1] : undefined;
const OUT = 'reports/lighthouse';

/** The budgets (docs/messungen.md). Lighthouse figures are checked on the mobile preset, which is the stricter one. */
const BUDGET = {
  score: 100,
  lcpMs: 1200,
  /** The landing page's LCP over the floor's, on the mobile preset. */
  lcpOverFloor: 1.5,
  /** Every route's main-thread work over the floor's, on the mobile preset, in the same build and run. */
  mainThreadOverFloor: 2.5,
  cls: 0,
  tbtMs: 30,
  pageBytes: 350 * 1024,
  jsGzipBytes: 75 * 1024,
  cssGzipBytes: 15 * 1024,
  thirdPartyRequests: 0,
  /**
   * The landing page's HTML as transferred, headers included, within the first TCP window (10 segments of 1,460 B):
   * one byte more costs a whole round trip before the first paint (docs/gestaltung.md).
   */
  firstWindowBytes: 10 * 1460,
} as const;

interface Figures {
  /** Weighted audits of accessibility, best practices and SEO that did not pass, by id. */
  failing?: string[];
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  /** Main-thread work in ms (Lighthouse's breakdown, CPU-throttled): what a busy phone has to get through. */
  mainThread: number;
  cls: number;
  bytes: number;
  /** The page's own HTML as transferred (compressed, headers included). */
  documentBytes: number;
  imageBytes: number;
  requests: number;
  thirdParty: number;
  /** Lighthouse's measure of this machine's speed (higher is faster), to read figures from other machines beside. */
  benchmarkIndex: number;
  /** The CPU slowdown the run used (4, or 4 × BI / 1,800 with --scaled-cpu). */
  cpuSlowdown: number;
}

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
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
  };
}

/**
 * The CPU slowdown that makes this host stand for one of benchmark index 1,800: Lighthouse's 4× scaled by how much
 * faster (or slower) the host is, BI read from a run of the floor page just before the turn.
 */
async function scaledCpu(origin: string): Promise<number> {
  const probe = await lighthouseRun(chrome.port, `${origin}${FLOOR}`, 'mobile', { onlyCategories: ['performance'] });
  return (4 * probe.lhr.environment.benchmarkIndex) / REFERENCE_BI;
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

const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS] });

interface Audited {
  readonly site: Site;
  readonly routes: readonly string[];
  /** The project folder of the build (default: this project's dist/). */
  readonly dir?: string;
  /** Also the floor page of this build's landing page. */
  readonly floor?: boolean;
}

/**
 * Audits each build's routes, every preset, RUNS times each, all in turns: run 1 of every route of every build, then
 * run 2 …, so that the machine's load hits every build alike.
 */
async function auditSites(builds: readonly Audited[]): Promise<Result[]> {
  const served = [];
  try {
    for (const build of builds) {
      const preview = await startPreview(build.dir);
      const edge = await startEdgeProxy(preview.url, build.floor ? { [FLOOR]: await floorPage(preview.url) } : {});
      served.push({ build, preview, edge, measured: build.floor ? [...build.routes, FLOOR] : build.routes });
    }
    const measuredResults: Result[] = [];
    // The BI probe runs on the first build's floor page, once per turn, and its slowdown holds for the whole turn.
    const floorOrigin = served.find((entry) => entry.build.floor)?.edge.url;
    for (const preset of PRESETS) {
      const runs = new Map<string, Figures[]>();
      for (let run = 1; run <= RUNS; run++) {
        const throttling =
          SCALED_CPU && preset === 'mobile' && floorOrigin
            ? { throttling: { cpuSlowdownMultiplier: await scaledCpu(floorOrigin) } }
            : {};
        for (const { build, edge, measured } of served) {
          const out = `${OUT}/${build.site === 'as is' ? '' : `${build.site.replaceAll(/\W+/g, '-')}/`}${preset}`;
          mkdirSync(out, { recursive: true });
          for (const route of measured) {
            const outcome = await lighthouseRun(chrome.port, `${edge.url}${route}`, preset, {
              output: ['json', 'html'],
              ignoreStatusCode: route === NOT_FOUND,
              ...throttling,
            });
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
  const builds: Audited[] = [{ site: 'as is', routes: ROUTES, floor: ROUTES.includes(paths.home) }];
  if (against) {
    const { dir, name, remove } = await builtOrCheckedOut(against);
    removals.push(remove);
    comparedSite = name;
    builds.push({ site: name, routes: ROUTES, dir, floor: ROUTES.includes(paths.home) });
  }
  if (WITH_PHOTOS) {
    const photos = await buildPhotoSite();
    removals.push(() => removeFolder(photos.dir));
    photoBuild = `Photo build (camera photos, ${photos.dir}): vite build ${(photos.buildMs / 1000).toFixed(1)} s.`;
    builds.push({ site: 'photos', routes: [paths.home], dir: photos.dir, floor: true });
  }
  if (WITH_GOOGLE_ADS) {
    const dir = await buildGoogleAdsSite('bemedics-audit-google-ads-');
    removals.push(() => removeFolder(dir));
    builds.push({ site: 'google ads', routes: ROUTES, dir, floor: ROUTES.includes(paths.home) });
  }
  if (LIVE) {
    const dir = await newTempFolder('bemedics-audit-live-');
    removals.push(() => removeFolder(dir));
    builds.push({ site: 'live', routes: ROUTES, dir: await prepareLiveSite(dir), floor: ROUTES.includes(paths.home) });
  }
  results.push(...(await auditSites(builds)));
} finally {
  await chrome.kill();
  for (const remove of removals) await remove();
}
process.stdout.write('\n');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const table = formatTable(
  [
    'Build',
    'Route',
    'Preset',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'FCP',
    'LCP',
    'TBT',
    'Main thread',
    'CLS',
    'Transfer',
    'HTML',
    'Images',
    'Requests',
    'BI',
    'CPU',
  ],
  results.map((r) => [
    r.site,
    r.route,
    r.preset,
    String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    `${Math.round(r.fcp)} ms`,
    `${Math.round(r.lcp)} ms`,
    `${Math.round(r.tbt)} ms`,
    `${Math.round(r.mainThread)} ms`,
    r.cls.toFixed(3),
    kb(r.bytes),
    `${r.documentBytes} B`,
    kb(r.imageBytes),
    String(r.requests),
    String(Math.round(r.benchmarkIndex)),
    `${r.cpuSlowdown.toFixed(1)}×`,
  ]),
);

const sizes = buildSizes();
const misses: string[] = [];
// The budgets judge this build (and its copies with photos or Google Ads), never the build it is compared against.
for (const r of results.filter((result) => result.route !== FLOOR && result.site !== comparedSite)) {
  const where = `${r.route} (${r.preset}${r.site === 'as is' ? '' : `, ${r.site}`})`;
  const unexpected = (r.failing ?? []).filter((id) => r.route !== NOT_FOUND || !FAILING_BY_DESIGN_ON_404.includes(id));
  if (unexpected.length) misses.push(`${where}: failing audits ${unexpected.join(', ')}`);
  if (r.preset === 'mobile') {
    for (const [name, value] of [
      ['Performance', r.performance],
      ['Accessibility', r.accessibility],
      ['Best Practices', r.bestPractices],
      ['SEO', r.seo],
    ] as const) {
      const byDesign = r.route === NOT_FOUND && name !== 'Performance' && !unexpected.length;
      if (value < BUDGET.score && !byDesign) misses.push(`${where}: ${name} ${value} < ${BUDGET.score}`);
    }
    if (r.lcp > BUDGET.lcpMs) misses.push(`${where}: LCP ${Math.round(r.lcp)} ms > ${BUDGET.lcpMs} ms`);
    if (r.tbt > BUDGET.tbtMs) misses.push(`${where}: TBT ${Math.round(r.tbt)} ms > ${BUDGET.tbtMs} ms`);
  }
  if (r.cls > BUDGET.cls) misses.push(`${where}: CLS ${r.cls.toFixed(3)} > ${BUDGET.cls}`);
  if (r.route === paths.home && r.documentBytes > BUDGET.firstWindowBytes) {
    misses.push(
      `${where}: HTML ${r.documentBytes} B transferred > the first TCP window's ${BUDGET.firstWindowBytes} B`,
    );
  }
  if (r.bytes > BUDGET.pageBytes) misses.push(`${where}: ${kb(r.bytes)} transferred > ${kb(BUDGET.pageBytes)}`);
  if (r.thirdParty > BUDGET.thirdPartyRequests) misses.push(`${where}: ${r.thirdParty} third-party requests`);
}
// The landing page against the floor of its first paint, per build and preset (the budget: this build, on mobile).
const floorLines: string[] = [];
for (const site of [...new Set(results.map((r) => r.site))]) {
  for (const preset of PRESETS) {
    const of = (route: string) => results.find((r) => r.site === site && r.route === route && r.preset === preset);
    const [home, floor] = [of(paths.home), of(FLOOR)];
    if (!home || !floor) continue;
    const ratio = home.lcp / floor.lcp;
    const measured = [...Object.values(paths), NOT_FOUND].map((route) => of(route)).filter((r) => r !== undefined);
    const main = measured.map((r) => `${r.route} ${(r.mainThread / floor.mainThread).toFixed(1)}×`);
    // Every route against the floor of its own build, measured in the same turns: a host's speed cancels out.
    if (site !== comparedSite && preset === 'mobile') {
      for (const r of measured.filter((r) => r.mainThread > BUDGET.mainThreadOverFloor * floor.mainThread)) {
        const where = `${r.route} (mobile${site === 'as is' ? '' : `, ${site}`})`;
        misses.push(
          `${where}: main thread ${(r.mainThread / floor.mainThread).toFixed(1)}× the floor > ${BUDGET.mainThreadOverFloor}×`,
        );
      }
    }
    floorLines.push(
      `${site}, ${preset}: LCP / ${Math.round(home.lcp)} ms over the floor's ${Math.round(floor.lcp)} ms = ${ratio.toFixed(2)}×; main thread over the floor's ${Math.round(floor.mainThread)} ms: ${main.join(', ')}`,
    );
    if (site === 'as is' && preset === 'mobile' && ratio > BUDGET.lcpOverFloor) {
      misses.push(`/ (mobile): LCP ${ratio.toFixed(2)}× the floor > ${BUDGET.lcpOverFloor}×`);
    }
  }
}
if (sizes.js > BUDGET.jsGzipBytes) misses.push(`JavaScript ${kb(sizes.js)} gzip > ${kb(BUDGET.jsGzipBytes)}`);
if (sizes.css > BUDGET.cssGzipBytes) misses.push(`CSS ${kb(sizes.css)} gzip > ${kb(BUDGET.cssGzipBytes)}`);

const summary = [
  `Lighthouse 13: median of ${RUNS} runs per route and preset, ${new Date().toISOString()}`,
  '',
  table,
  '',
  ...floorLines,
  `${NOT_FOUND}: ${FAILING_BY_DESIGN_ON_404.join(', ')} fail there by design (status 404, noindex, the logged path).`,
  `BI: Lighthouse's benchmark index of this machine during the runs (median). CPU: the slowdown used${SCALED_CPU ? ` (4 × BI / ${REFERENCE_BI}, BI measured before every turn)` : ''}.`,
  ...(photoBuild ? [photoBuild] : []),
  `Build: JavaScript of a first load ${kb(sizes.js)} gzip (budget ${kb(BUDGET.jsGzipBytes)}; apart from it ${kb(sizes.jsApart)}: an older engine's fallbacks, edit mode's export and import), CSS ${kb(sizes.css)} gzip (budget ${kb(BUDGET.cssGzipBytes)}).`,
  misses.length ? `\nBudgets missed:\n${misses.map((miss) => `- ${miss}`).join('\n')}` : '\nEvery budget holds.',
].join('\n');
writeFileSync('reports/audit.md', `${summary}\n`);
console.log(summary);
console.log(`\nFull reports: ${OUT}/<preset>/<route>-<run>.html`);
process.exit(misses.length ? 1 : 0);
