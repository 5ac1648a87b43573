// `npm run dev` in a copy of the project, as a newcomer uses it: an edited text shows on a normal reload (no ETag of a
// build that the edit has changed, so no 304), on the port PORT names, and the open page is told to reload when the
// worker's code changes (build/dev-reload.ts); no debugger port unless the developer asks with BEMEDICS_INSPECT=1.
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/preview.ts';
import { copyProject, replaceIn } from '../../scripts/lib/project-copy.ts';
import { hero } from '../../src/content/hero.ts';
import { debuggerPorts } from './listening-ports.ts';

/** This run's own copy (scripts/lib/temp-folder.ts), removed when the file ends. */
const dir = mkdtempSync(join(tmpdir(), 'bemedics-dev-'));
const HEADLINE_FILE = join(dir, 'src/content/hero.ts');
const LOG_FILE = join(dir, 'dev-server.log');
let server: ChildProcess | undefined;
let origin = '';

/**
 * Polls `check` until it holds, calling `meanwhile` every five seconds; the limit only stops a hang (a cold dev server
 * on a busy machine takes a while).
 */
async function until(
  what: string,
  check: () => Promise<boolean>,
  meanwhile: () => Promise<void> = async () => {},
  limit = 90_000,
): Promise<void> {
  const end = Date.now() + limit;
  for (let poll = 1; Date.now() < end; poll++) {
    if (await check().catch(() => false)) return;
    await new Promise((done) => setTimeout(done, 250));
    if (poll % 20 === 0) await meanwhile();
  }
  const output = existsSync(LOG_FILE) ? readFileSync(LOG_FILE, 'utf8').split('\n').slice(-20).join('\n') : '';
  throw new Error(`npm run dev: ${what} did not happen within ${limit / 1000} s. Its last output:\n${output}`);
}

/** Starts `npm run dev` in the copy with `env` on a free port and waits for its first page. */
async function start(env: NodeJS.ProcessEnv): Promise<void> {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // Its own process group: npm starts Vite through a shell, and stopping npm alone would leave Vite running.
  // Its output goes to a file of the copy, quoted when something does not happen.
  const log = openSync(LOG_FILE, 'w');
  server = spawn('npm', ['run', 'dev'], {
    cwd: dir,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', log, log],
    detached: true,
  });
  closeSync(log);
  await until('the first page', async () => (await fetch(`${origin}/`)).ok);
}

/** Stops the server's whole process group and waits for npm to end. */
async function stop(): Promise<void> {
  const running = server;
  server = undefined;
  if (!running?.pid || running.exitCode !== null || running.signalCode !== null) return;
  const ended = new Promise((done) => running.once('exit', done));
  process.kill(-running.pid);
  await ended;
}

/** The developer's environment without the switch for the debugger port (vite.config.ts). */
function withoutInspect(): NodeJS.ProcessEnv {
  const { BEMEDICS_INSPECT: _, ...env } = process.env;
  return env;
}

beforeAll(async () => {
  await copyProject(dir);
  await start(withoutInspect());
});

afterAll(async () => {
  await stop();
  await rm(dir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('answers every page afresh: no ETag, no 304, nothing kept', async () => {
    const first = await fetch(`${origin}/`);
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBeNull();
    expect(first.headers.get('cache-control')).toBe('no-store');
    const again = await fetch(`${origin}/`, { headers: { 'if-none-match': '*' } });
    expect(again.status).toBe(200);
  });

  it('shows an edited headline on a normal reload, and tells the open page to reload', async () => {
    const messages: string[] = [];
    const socket = new WebSocket(origin.replace('http', 'ws'), 'vite-hmr');
    socket.addEventListener('message', (event) => messages.push(String(event.data)));
    await until('the reload channel', async () => socket.readyState === WebSocket.OPEN);

    const edited = 'Eine Überschrift, eben im Editor geändert';
    const shipped = hero.titleStart.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await replaceIn(HEADLINE_FILE, new RegExp(`'${shipped}'`), `'${edited}'`);
    // Saved again while the page has not changed, as a developer would: Vite's file watcher registers the project's
    // folders one by one after the server answers, and on a busy machine a save that comes before it has reached
    // src/content/ goes unseen (one CI run of five; the reload itself is what is tested here).
    const edit = await readFile(HEADLINE_FILE, 'utf8');
    await until(
      'the edited headline',
      async () => (await (await fetch(`${origin}/`)).text()).includes(edited),
      () => writeFile(HEADLINE_FILE, edit),
    );
    await until('a reload message', async () => messages.some((message) => message.includes('"full-reload"')));
    socket.close();
  });
});

// workerd's own inspector checks neither Host nor Origin: a web page open in the developer's browser found it by
// scanning and ran code in the worker. `npm run dev` opens none unless BEMEDICS_INSPECT=1 asks (docs/sicherheit.md).
describe('the debugger port of npm run dev', () => {
  it('is closed by default: no socket of the server or its workerd speaks the DevTools protocol', async () => {
    if (!server?.pid) throw new Error('no dev server');
    expect(await debuggerPorts(server.pid)).toEqual([]);
  });

  it('opens with BEMEDICS_INSPECT=1', async () => {
    await stop();
    await start({ ...withoutInspect(), BEMEDICS_INSPECT: '1' });
    if (!server?.pid) throw new Error('no dev server');
    expect(await debuggerPorts(server.pid)).not.toEqual([]);
  });
});
