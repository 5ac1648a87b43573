// Serves the production build (dist/) on workerd with `vite preview` on a free loopback port, for tests, audit and bench.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface Preview {
  readonly url: string;
  /** The `vite preview` process's id (workerd runs as its child). */
  readonly pid: number | undefined;
  /** Everything the server printed, for error messages. */
  log(): string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited early:\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`vite preview did not answer within 60 s:\n${log()}`);
}

/** Serves the build in `cwd`/dist (default: this project's). */
export async function startPreview(cwd = process.cwd()): Promise<Preview> {
  // The worker's build output, which every build of this project writes (also an earlier commit's, for compare).
  if (!existsSync(join(cwd, 'dist/bemedics/wrangler.json'))) {
    throw new Error(`No production build in ${join(cwd, 'dist')}: run \`npm run build\` first.`);
  }
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  );
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(`${url}/`, child, () => output);
  } catch (error) {
    // A server that never answered is still ours to stop: nothing may keep running after the caller gives up.
    child.kill('SIGTERM');
    throw error;
  }
  return {
    url,
    pid: child.pid,
    log: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
