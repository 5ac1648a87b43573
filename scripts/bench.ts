// `npm run bench`: what each page costs, measured on the production build in workerd: the worker's render time per
// route, the bytes of each page (raw, gzip, brotli), and a bounded load run on 127.0.0.1. Prints a table, writes
// reports/bench.md. Timings are wall-clock from Node around each request, so they include workerd's dispatch.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { paths } from '../src/routes.ts';
import { startPreview } from './lib/preview.ts';
import { formatTable } from './lib/table.ts';

const RENDERS = Number(process.env.BENCH_RENDERS ?? 1000);
const WARM_UP = 50;
const NOT_FOUND = '/diese-seite-gibt-es-nicht';
const ROUTES = [...Object.values(paths), NOT_FOUND];
/** A response the worker writes without React: the fixed cost of a request, to read the render cost against. */
const BASELINE = '/robots.txt';

const compatibilityDate = /compatibility_date = "([\d-]+)"/.exec(readFileSync('wrangler.toml', 'utf8'))?.[1];

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/** The built worker in its own workerd; with `cacheAPI: false` every page request is a React render. */
function worker(cacheAPI: boolean): Miniflare {
  return new Miniflare(
    convertV4MiniflareOptions({
      workers: [{ name: 'bemedics', modules: true, scriptPath: 'dist/bemedics/index.js', compatibilityDate, cacheAPI }],
      // The 404 route logs its path on every request, as the spec asks; a thousand such lines say nothing here.
      handleStructuredLogs: () => {},
    } as never),
  );
}

/** Times `request` RENDERS times in a row, after `warmUp` untimed calls. */
async function time(
  request: () => Promise<unknown>,
  warmUp = WARM_UP,
): Promise<{ p50: number; p99: number; perSecond: number }> {
  for (let i = 0; i < warmUp; i++) await request();
  const samples: number[] = [];
  const started = performance.now();
  for (let i = 0; i < RENDERS; i++) {
    const t0 = performance.now();
    await request();
    samples.push(performance.now() - t0);
  }
  const elapsed = performance.now() - started;
  samples.sort((a, b) => a - b);
  return { p50: quantile(samples, 0.5), p99: quantile(samples, 0.99), perSecond: (RENDERS / elapsed) * 1000 };
}

/** One page from a worker in its own workerd, read to the end. */
const fromWorkerd = (mf: Miniflare, path: string) => async () =>
  (await mf.dispatchFetch(`http://localhost${path}`)).arrayBuffer();

const ms = (value: number) => `${value.toFixed(2)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sizes = (data: Buffer) => [
  kb(data.length),
  kb(gzipSync(data, { level: 9 }).length),
  kb(brotliCompressSync(data).length),
];

// 1. Render cost per route.
const renderRows: string[][] = [];
for (const cacheAPI of [false, true]) {
  const mf = worker(cacheAPI);
  await mf.ready;
  const baseline = await time(fromWorkerd(mf, BASELINE));
  for (const route of ROUTES) {
    const result = await time(fromWorkerd(mf, route));
    renderRows.push([
      route,
      cacheAPI ? 'Cache API on' : 'React render (Cache API off)',
      ms(result.p50),
      ms(result.p99),
      ms(Math.max(0, result.p50 - baseline.p50)),
      String(Math.round(result.perSecond)),
    ]);
  }
  renderRows.push([
    BASELINE,
    'no React (baseline)',
    ms(baseline.p50),
    ms(baseline.p99),
    '–',
    String(Math.round(baseline.perSecond)),
  ]);
  await mf.dispose();
}

// 1b. The same built worker called in this Node process: no socket between caller and worker, so what remains is the
// worker's own work (routing, React, headers). workerd's wall clock above also carries each page's bytes back to Node,
// which grows with the page.
const inProcess: string[][] = [];
{
  const built = (await import(resolve('dist/bemedics/index.js'))) as {
    default: { fetch(request: Request, env: unknown, ctx: unknown): Promise<Response> };
  };
  const ctx = { waitUntil() {}, passThroughOnException() {} };
  const call = async (path: string) =>
    (await built.default.fetch(new Request(`http://localhost${path}`), {}, ctx)).arrayBuffer();
  // More warm-up than in workerd: here the first calls also compile the bundle's functions.
  const base = await time(() => call(BASELINE), WARM_UP * 4);
  for (const route of ROUTES) {
    const result = await time(() => call(route), WARM_UP * 4);
    inProcess.push([route, ms(result.p50), ms(result.p99), ms(Math.max(0, result.p50 - base.p50))]);
  }
  inProcess.push([BASELINE, ms(base.p50), ms(base.p99), '–']);
}

// 2. A cold isolate: a fresh workerd loads the worker, then serves its first request (no cache, nothing warmed up).
const COLD_STARTS = 7;
const cold = { ready: [] as number[], first: [] as number[] };
for (let i = 0; i < COLD_STARTS; i++) {
  const started = performance.now();
  const mf = worker(false);
  await mf.ready;
  const ready = performance.now();
  await (await mf.dispatchFetch(`http://localhost${paths.home}`)).arrayBuffer();
  cold.ready.push(ready - started);
  cold.first.push(performance.now() - ready);
  await mf.dispose();
}
const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const workerBytes = readFileSync('dist/bemedics/index.js');

// 3. Bytes per page, from the production build served on workerd.
const preview = await startPreview();
const byteRows: string[][] = [];
let load: autocannon.Result | undefined;
try {
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >;
  const built = (suffix: string) =>
    Buffer.concat(
      Object.values(manifest)
        .filter((chunk) => chunk.file.endsWith(suffix))
        .map((chunk) => readFileSync(`dist/client/${chunk.file}`)),
    );
  for (const route of ROUTES) {
    const html = Buffer.from(await (await fetch(`${preview.url}${route}`)).arrayBuffer());
    const text = html.toString('utf8');
    const images = [...new Set([...text.matchAll(/<img[^>]+src="([^"]+)"/g)].map(([, src]) => src as string))];
    const imageBytes = Buffer.concat(
      await Promise.all(
        images.map(async (src) => Buffer.from(await (await fetch(`${preview.url}${src}`)).arrayBuffer())),
      ),
    );
    const js = route === paths.home ? built('.js') : Buffer.alloc(0);
    byteRows.push([route, ...sizes(html), ...sizes(js), ...sizes(imageBytes)]);
  }
  byteRows.push(['CSS (one immutable file for every page)', ...sizes(built('.css')), '', '', '', '', '', '']);

  // 4. A bounded load run: 50 connections for 10 s against 127.0.0.1, across every route.
  load = await autocannon({
    url: preview.url,
    connections: 50,
    duration: 10,
    requests: ROUTES.map((path) => ({ method: 'GET', path })),
  });
} finally {
  await preview.stop();
}

const serverErrors = Object.entries(load.statusCodeStats ?? {})
  .filter(([code]) => code.startsWith('5'))
  .reduce((sum, [, stat]) => sum + (stat as { count: number }).count, 0);

const report = [
  `Benchmark of ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}.`,
  '',
  `Worker time per request in workerd (${RENDERS} sequential requests per route after ${WARM_UP} warm-up; wall clock around \`dispatchFetch\`):`,
  '',
  formatTable(['Route', 'Path', 'p50', 'p99', 'p50 − baseline', 'Requests/s'], renderRows),
  '',
  "The same built worker called in this Node process (no Cache API; no socket: the worker's own work):",
  '',
  formatTable(['Route', 'p50', 'p99', 'p50 − baseline'], inProcess),
  '',
  `Cold isolate (median of ${COLD_STARTS} fresh workerd instances): start until ready ${ms(median(cold.ready))}, then the first request of / ${ms(median(cold.first))}. Worker bundle: ${sizes(workerBytes)[0]} raw, ${sizes(workerBytes)[1]} gzip, ${sizes(workerBytes)[2]} brotli.`,
  '',
  'Bytes per page (gzip -9 and brotli as the edge would send them; JavaScript: every file the page can load):',
  '',
  formatTable(
    ['Page', 'HTML', 'HTML gzip', 'HTML br', 'JS', 'JS gzip', 'JS br', 'Images', 'Images gzip', 'Images br'],
    byteRows,
  ),
  '',
  `Load: 50 connections for 10 s on 127.0.0.1 across ${ROUTES.length} routes (vite preview, workerd):`,
  '',
  formatTable(
    ['Requests', 'Requests/s (mean)', 'Latency p50', 'Latency p99', 'Errors', 'Timeouts', '5xx'],
    [
      [
        String(load.requests.total),
        String(Math.round(load.requests.average)),
        `${load.latency.p50} ms`,
        `${load.latency.p99} ms`,
        String(load.errors),
        String(load.timeouts),
        String(serverErrors),
      ],
    ],
  ),
].join('\n');

mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench.md', `${report}\n`);
console.log(report);
