const mod = await import('../dist/bemedics/index.js');
const app = mod.default;
const env = {};
const ctx = { waitUntil() {}, passThroughOnException() {} };
globalThis.caches = undefined;
const path = process.argv[2] ?? '/';
async function once() { const r = await app.fetch(new Request('http://localhost' + path), env, ctx); await r.arrayBuffer(); return r.status; }
console.log(await once());
for (let i = 0; i < 300; i++) await once();
const t = [];
for (let i = 0; i < 1000; i++) { const s = performance.now(); await once(); t.push(performance.now() - s); }
t.sort((a, b) => a - b);
console.log('p50', t[500].toFixed(2), 'p99', t[990].toFixed(2));
