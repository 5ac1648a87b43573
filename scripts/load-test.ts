// `npm run load`: a bounded load test on 127.0.0.1 — 5,000 requests over 50 connections across every route and some
// malformed paths, against the production build on workerd. Fails on any error, timeout or 5xx. Run by .ci/run.
import autocannon from 'autocannon';
import { paths } from '../src/routes.ts';
import { startPreview } from './lib/preview.ts';

const REQUESTS = 5000;
const CONNECTIONS = 50;

// HEAD is left to the worker tests: autocannon's HTTP client waits for a body that a HEAD response never has.
const requests: autocannon.Request[] = [
  ...Object.values(paths).map((path) => ({ method: 'GET' as const, path })),
  { method: 'GET', path: '/diese-seite-gibt-es-nicht' },
  { method: 'GET', path: '/%E0%A4%A' },
  { method: 'GET', path: '/..%2f..%2fetc/passwd' },
  { method: 'GET', path: '/impressum/' },
  { method: 'GET', path: `/${'a'.repeat(8 * 1024)}` },
  { method: 'GET', path: '/?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E' },
  { method: 'POST', path: '/', body: 'name=x' },
  { method: 'GET', path: '/sitemap.xml' },
];

const preview = await startPreview();
let result: autocannon.Result;
try {
  result = await autocannon({ url: preview.url, connections: CONNECTIONS, amount: REQUESTS, timeout: 10, requests });
} finally {
  await preview.stop();
}

const byStatus = Object.fromEntries(
  Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, (stat as { count: number }).count]),
);
const serverErrors = Object.entries(byStatus)
  .filter(([code]) => code.startsWith('5'))
  .reduce((sum, [, count]) => sum + count, 0);
const failed = result.errors + result.timeouts + serverErrors;

console.log(
  `Load: ${result.requests.total} requests, ${CONNECTIONS} connections, ${Math.round(result.requests.average)} req/s, ` +
    `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
);
console.log(`Status codes: ${JSON.stringify(byStatus)}; errors ${result.errors}, timeouts ${result.timeouts}`);
console.log(
  failed === 0
    ? 'Load test passed: no errors, no timeouts, no 5xx.'
    : `Load test failed: ${failed} errors, timeouts or 5xx.`,
);
process.exit(failed === 0 && result.requests.total >= REQUESTS ? 0 : 1);
