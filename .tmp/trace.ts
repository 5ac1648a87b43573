import { chromium } from 'playwright-core';
import { startPreview } from '../scripts/lib/preview.ts';
import { CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
const route = process.argv[2] ?? '/';
const preview = await startPreview();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
const totals = new Map<string, number[]>();
const longs: number[][] = [];
for (let run = 0; run < 5; run++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events: any[] = [];
  cdp.on('Tracing.dataCollected', (d: any) => events.push(...d.value));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink,v8.execute,loading', transferMode: 'ReportEvents' });
  await page.goto(`${preview.url}${route}`, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  await cdp.send('Tracing.end');
  await done;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const mainEvents = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid);
  const onMain = mainEvents.filter((e) => e.ph === 'X' && e.dur);
  const open = new Map<string, number[]>();
  for (const e of mainEvents.toSorted((a, b) => a.ts - b.ts)) {
    if (e.ph === 'B') open.set(e.name, [...(open.get(e.name) ?? []), e.ts]);
    if (e.ph === 'E') { const st = open.get(e.name)?.pop(); if (st !== undefined) onMain.push({ name: e.name, dur: e.ts - st }); }
  }
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  longs.push(tasks.filter((t) => t.dur > 50000).map((t) => Math.round(t.dur / 1000)));
  const sum = new Map<string, number>();
  for (const e of onMain) if (e.name !== 'RunTask') sum.set(e.name, (sum.get(e.name) ?? 0) + e.dur / 1000);
  sum.set('TOTAL tasks', tasks.reduce((s, t) => s + t.dur / 1000, 0));
  for (const [k, v] of sum) totals.set(k, [...(totals.get(k) ?? []), v]);
  await context.close();
}
const med = (a: number[]) => a.toSorted((x, y) => x - y)[Math.floor(a.length / 2)] ?? 0;
for (const [k, v] of [...totals].sort((a, b) => med(b[1]) - med(a[1])).slice(0, 16)) console.log(med(v).toFixed(1).padStart(8), k);
console.log('long tasks per run', JSON.stringify(longs));
await browser.close();
await preview.stop();
