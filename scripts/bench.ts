// `npm run bench`: what each page costs, measured on the production build in workerd: the worker's render time per
// route and the bytes of each page (raw, gzip, brotli). Prints a table, writes reports/bench.md. Timings are wall-clock
// from Node around each request, so they include workerd's dispatch. Throughput under load is `npm run load`'s.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { readClientManifest } from '../build/client-manifest.ts';
import { paths } from '../src/routes.ts';
import { formatTable, kb } from './lib/table.ts';

const RENDERS = Number(process.env.BENCH_RENDERS ?? 1000);
const WARM_UP = 50;
const NOT_FOUND = '/diese-seite-gibt-es-nicht';
const ROUTES = [...Object.values(paths), NOT_FOUND];
/** A response the worker writes without React: the fixed cost of a request, to read the render cost against. */
const BASELINE = '/robots.txt';

/** What the worker answered for a route: replayed by a worker without React to time the same bytes. */
interface Recorded {
  readonly status: number;
  readonly headers: [string, string][];
  readonly body: string;
}

const compatibilityDate = /compatibility_date = "([\d-]+)"/.exec(readFileSync('wrangler.toml', 'utf8'))?.[1];

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/**
 * The built worker's modules: its entry first, then the chunks it imports (React's renderer and the edit mode's
 * shared code stand in their own files); Miniflare does not follow the entry's imports by itself.
 */
const workerModules = () => [
  { type: 'ESModule', path: 'dist/bemedics/index.js' },
  ...readdirSync('dist/bemedics/assets')
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ type: 'ESModule', path: `dist/bemedics/assets/${file}` })),
];

/** The built worker in its own workerd; with `cacheAPI: false` every page request is a React render. */
function worker(cacheAPI: boolean): Miniflare {
  return new Miniflare(
    convertV4MiniflareOptions({
      workers: [{ name: 'bemedics', modules: workerModules(), compatibilityDate, cacheAPI }],
      // The 404 route logs its path on every request, as the spec asks; a thousand such lines say nothing here.
      handleStructuredLogs: () => {},
    } as never),
  );
}

/**
 * A worker without React or routing that answers each route with exactly the status, headers and bytes the real worker
 * sent: what dispatching a request and carrying that page back to Node cost. The real worker's time minus this one's is
 * its own work (routing, React, headers) for that page.
 */
function sameBytesWorker(pages: Record<string, Recorded>): Miniflare {
  const script = `export default {
    fetch(request, env) {
      const page = env.PAGES[new URL(request.url).pathname];
      return new Response(page.body, { status: page.status, headers: page.headers });
    },
  };`;
  return new Miniflare(
    convertV4MiniflareOptions({
      workers: [{ name: 'same-bytes', modules: true, script, compatibilityDate, bindings: { PAGES: pages } }],
    } as never),
  );
}

interface Timing {
  readonly p50: number;
  readonly p99: number;
  readonly perSecond: number;
}

/**
 * Times each of `requests` RENDERS times, in turns (a, b, a, b, …) after WARM_UP untimed turns, so that two requests
 * compared with each other see the same load on this shared machine.
 */
async function timeInTurns(...requests: (() => Promise<unknown>)[]): Promise<Timing[]> {
  for (let i = 0; i < WARM_UP; i++) for (const request of requests) await request();
  const samples = requests.map(() => [] as number[]);
  for (let i = 0; i < RENDERS; i++) {
    for (const [index, request] of requests.entries()) {
      const t0 = performance.now();
      await request();
      samples[index]?.push(performance.now() - t0);
    }
  }
  return samples.map((values) => {
    values.sort((a, b) => a - b);
    const spent = values.reduce((sum, value) => sum + value, 0);
    return { p50: quantile(values, 0.5), p99: quantile(values, 0.99), perSecond: (RENDERS / spent) * 1000 };
  });
}

/** One page from a worker in its own workerd, read to the end. */
const fromWorkerd = (mf: Miniflare, path: string) => async () =>
  (await mf.dispatchFetch(`http://localhost${path}`)).arrayBuffer();

const ms = (value: number) => `${value.toFixed(2)} ms`;
const sizes = (data: Buffer) => [
  kb(data.length),
  kb(gzipSync(data, { level: 9 }).length),
  kb(brotliCompressSync(data).length),
];

// 1. Render cost per route, against two baselines: a small response of the worker without React (robots.txt), and
// the same page's bytes from a worker that does nothing but send them (dispatch and transfer of a page that size).
const renderRows: string[][] = [];
const recorded: Record<string, Recorded> = {};
const sameBytes: Record<string, Timing> = {};
for (const cacheAPI of [false, true]) {
  const mf = worker(cacheAPI);
  await mf.ready;
  let replay: Miniflare | undefined;
  if (!cacheAPI) {
    for (const route of ROUTES) {
      const response = await mf.dispatchFetch(`http://localhost${route}`);
      recorded[route] = { status: response.status, headers: [...response.headers], body: await response.text() };
    }
    replay = sameBytesWorker(recorded);
    await replay.ready;
  }
  const [baseline] = (await timeInTurns(fromWorkerd(mf, BASELINE))) as [Timing];
  for (const route of ROUTES) {
    // With the replay worker: both in turns, so the difference is the worker's own work, not the machine's mood.
    const [result, bytes] = await timeInTurns(fromWorkerd(mf, route), ...(replay ? [fromWorkerd(replay, route)] : []));
    if (!result) throw new Error(`no timing for ${route}`);
    if (bytes) sameBytes[route] = bytes;
    renderRows.push([
      route,
      cacheAPI ? 'Cache API on' : 'React render (Cache API off)',
      ms(result.p50),
      ms(result.p99),
      ms(Math.max(0, result.p50 - baseline.p50)),
      cacheAPI || !bytes ? '–' : ms(Math.max(0, result.p50 - bytes.p50)),
      String(Math.round(result.perSecond)),
    ]);
  }
  renderRows.push([
    BASELINE,
    'no React (baseline)',
    ms(baseline.p50),
    ms(baseline.p99),
    '–',
    '–',
    String(Math.round(baseline.perSecond)),
  ]);
  await mf.dispose();
  await replay?.dispose();
}
const sameBytesRows = ROUTES.map((route) => [
  route,
  ms(sameBytes[route]?.p50 ?? Number.NaN),
  ms(sameBytes[route]?.p99 ?? Number.NaN),
  String(recorded[route]?.body.length ?? 0),
]);

const workerBytes = readFileSync('dist/bemedics/index.js');

// 2. Bytes per page: the HTML the worker answered above, and the files it loads from the build.
const manifest = readClientManifest();
const built = (suffix: string) =>
  Buffer.concat(
    Object.values(manifest)
      .filter((chunk) => chunk.file.endsWith(suffix))
      .map((chunk) => readFileSync(`dist/client/${chunk.file}`)),
  );
const byteRows = ROUTES.map((route) => {
  const text = recorded[route]?.body ?? '';
  const images = new Set([...text.matchAll(/<img[^>]+src="\/([^"]+)"/g)].map(([, src]) => src as string));
  const imageBytes = Buffer.concat([...images].map((src) => readFileSync(`dist/client/${src}`)));
  const js = route === paths.home ? built('.js') : Buffer.alloc(0);
  return [route, ...sizes(Buffer.from(text)), ...sizes(js), ...sizes(imageBytes)];
});
byteRows.push(['CSS (one immutable file for every page)', ...sizes(built('.css')), '', '', '', '', '', '']);

const report = [
  `Benchmark of ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}.`,
  '',
  `Worker time per request in workerd (${RENDERS} sequential requests per route after ${WARM_UP} warm-up; wall clock around \`dispatchFetch\`):`,
  '',
  formatTable(['Route', 'Path', 'p50', 'p99', 'p50 − baseline', 'p50 − same bytes', 'Requests/s'], renderRows),
  '',
  `"p50 − same bytes" subtracts the same page's status, headers and bytes sent by a worker without React (dispatch and transfer of that many bytes back to Node, which grows with the page); here is that worker's time:`,
  '',
  formatTable(['Route', 'p50', 'p99', 'Characters'], sameBytesRows),
  '',
  `Worker bundle: ${sizes(workerBytes)[0]} raw, ${sizes(workerBytes)[1]} gzip, ${sizes(workerBytes)[2]} brotli.`,
  '',
  'Bytes per page (gzip -9 and brotli as the edge would send them; JavaScript: every file the page can load):',
  '',
  formatTable(
    ['Page', 'HTML', 'HTML gzip', 'HTML br', 'JS', 'JS gzip', 'JS br', 'Images', 'Images gzip', 'Images br'],
    byteRows,
  ),
].join('\n');

mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench.md', `${report}\n`);
console.log(report);
