// One Lighthouse run for the audit (repeated when Lighthouse reports its own run as broken), the one-request floor
// page the audit measures beside the routes, and the median it reports.
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { parseHTML } from 'linkedom';

/** The floor page, answered by the edge stand-in itself. */
export const FLOOR = '/__lcp-floor';

/**
 * The floor of the landing page's first paint: its own headline and subtitle as the worker serves them, in one request
 * with no stylesheet, no script and no image. No page can paint that text sooner on the same network, and none costs
 * the main thread less.
 */
export async function floorPage(origin: string): Promise<string> {
  const { document } = parseHTML(await (await fetch(`${origin}/`)).text());
  const text = (selector: string) => (document.querySelector(selector)?.textContent ?? '').replaceAll('<', '&lt;');
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Untergrenze</title></head><body><h1>${text('[data-section="hero"] h1')}</h1><p>${text('[data-edit-key="hero-subtitle"]')}</p></body></html>`;
}

/**
 * One Lighthouse run against the Chromium on `port`. A run that Lighthouse itself reports as broken (e.g.
 * NO_NAVSTART: "Please run Lighthouse again") is repeated, up to twice; its figures would otherwise be NaN and spoil
 * the median.
 */
export async function lighthouseRun(
  port: number,
  url: string,
  preset: 'mobile' | 'desktop',
  flags: Flags = {},
): Promise<NonNullable<Awaited<ReturnType<typeof lighthouse>>>> {
  for (let attempt = 1; ; attempt++) {
    const outcome = await withinTime(
      lighthouse(url, { port, logLevel: 'error', ...flags }, preset === 'desktop' ? desktopConfig : undefined),
      `Lighthouse on ${url} (${preset})`,
    );
    if (!outcome) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = outcome.lhr.runtimeError;
    if (!error) return outcome;
    if (attempt === 3) throw new Error(`Lighthouse failed three times on ${url} (${preset}): ${error.code}`);
    process.stdout.write(`(${error.code}, again)`);
  }
}

/**
 * A Lighthouse run takes 5–20 s here. One that never ended would hold the whole audit without a word; after three
 * minutes it stops with the page's name instead.
 */
const RUN_LIMIT_MS = 180_000;

async function withinTime<T>(run: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no result after ${RUN_LIMIT_MS / 1000} s`)), RUN_LIMIT_MS);
  });
  try {
    return await Promise.race([run, limit]);
  } finally {
    clearTimeout(timer);
  }
}

export function median(values: readonly number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
