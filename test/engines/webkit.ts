// The engine driver for WebKitGTK (about the Safari 26 engine): WebKitWebDriver drives MiniBrowser over WebDriver
// classic, under a virtual X display (WebKitGTK has no headless mode). Classic WebDriver has no log and no script
// before the page's own, so each page is served through a proxy (proxies.ts) that adds the init scripts and an error
// reporter; that also gives every page its own origin, so it starts with empty storage. A session without a display
// hangs instead of failing: every step has a time limit.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebDriver, { type Client } from 'webdriver';
import { freePort } from '../../scripts/lib/preview.ts';
import type { Driver, DriverPage, LaunchOptions } from './engine.ts';
import { initSource, reportErrors } from './page-scripts.ts';
import { ERRORS_PATH, startDeadProxy, startPageProxy } from './proxies.ts';

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

/** MiniBrowser lives in the multiarch folder of webkit2gtk (Debian package webkit2gtk-driver pulls it in). */
export function miniBrowserPath(): string {
  const candidates = [
    process.env.WEBKIT_MINIBROWSER_PATH,
    '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    '/usr/libexec/webkit2gtk-4.1/MiniBrowser',
  ];
  const found = candidates.find((path) => path && existsSync(path));
  if (!found)
    throw new Error('MiniBrowser not found: apt-get install webkit2gtk-driver (or set WEBKIT_MINIBROWSER_PATH)');
  return found;
}

/** A step of the session that does not answer in time fails the test instead of hanging it. */
const STEP_MS = 20_000;

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** WebDriver's code points for the named keys the journeys press. */
const KEYS: Record<string, string> = {
  Enter: '\uE007',
  Escape: '\uE00C',
  Tab: '\uE004',
  Space: '\uE00D',
  Backspace: '\uE003',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
};

function withTimeout<T>(step: string, promise: Promise<T>, ms = STEP_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`WebKit: ${step} did not finish within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function waitForDriver(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + STEP_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited early:\n${log()}`);
    try {
      const status = (await (await fetch(`${url}/status`, { signal: AbortSignal.timeout(1000) })).json()) as {
        value?: { ready?: boolean };
      };
      if (status.value?.ready) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer within ${STEP_MS / 1000} s:\n${log()}`);
}

function isAlertOpen(error: unknown): boolean {
  return error instanceof Error && /unexpected alert open/i.test(`${error.name} ${error.message}`);
}

export async function launchWebKit(options: LaunchOptions): Promise<Driver> {
  const home = await mkdtemp(join(tmpdir(), 'bemedics-webkit-'));
  // GTK's "no animations" is WebKitGTK's prefers-reduced-motion, as the other layers use (no smooth scrolling).
  await mkdir(join(home, 'config/gtk-3.0'), { recursive: true });
  await writeFile(join(home, 'config/gtk-3.0/settings.ini'), '[Settings]\ngtk-enable-animations=false\n');
  const dead = await startDeadProxy();
  const port = await freePort();
  const child = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1280x800x24', WEBKIT_DRIVER_PATH, `--port=${port}`, '--host=127.0.0.1'],
    {
      // Its own process group, so that stopping it stops Xvfb, the driver and every browser process with it.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        HOME: home,
        XDG_CONFIG_HOME: join(home, 'config'),
        XDG_CACHE_HOME: join(home, 'cache'),
        XDG_DATA_HOME: join(home, 'data'),
        XDG_RUNTIME_DIR: join(home, 'runtime'),
        // xvfb-run keeps its X authority in a folder of its own under TMPDIR and removes it only when it exits by
        // itself, not when its process group is stopped: inside `home` it goes with the rest.
        TMPDIR: home,
      },
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killGroup = () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', killGroup);
  const stop = async () => {
    killGroup();
    await withTimeout('stopping', exited, 10_000).catch(() => {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    });
    process.off('exit', killGroup);
    await dead.close();
    await rm(home, { recursive: true, force: true });
  };

  let session: Client;
  try {
    await waitForDriver(`http://127.0.0.1:${port}`, child, () => output);
    const featuresOff = (options.webkitFeaturesOff ?? []).map((feature) => `-${feature}`).join(',');
    session = await withTimeout(
      'starting a session',
      WebDriver.newSession({
        hostname: '127.0.0.1',
        port,
        logLevel: 'silent',
        logLevels: { '@wdio/utils': 'silent', webdriver: 'silent' },
        connectionRetryTimeout: STEP_MS,
        connectionRetryCount: 0,
        capabilities: {
          browserName: 'MiniBrowser',
          // Alerts stay open until a step sees them (see `command` below) and accepts them.
          unhandledPromptBehavior: 'ignore',
          'wdio:enforceWebDriverClassic': true,
          'webkitgtk:browserOptions': {
            binary: miniBrowserPath(),
            args: [
              '--automation',
              // No toolbar, so the window is the viewport, whatever size the page asks for.
              '--full-screen',
              `--enable-javascript=${options.javaScript ?? true}`,
              `--proxy=http://127.0.0.1:${dead.port}`,
              '--ignore-host=127.0.0.1',
              ...(featuresOff ? [`--features=${featuresOff}`] : []),
            ],
          },
        } as WebdriverIO.Capabilities,
      }),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  const version = String(session.capabilities.browserVersion ?? '');
  const mainWindow = await withTimeout('reading the window', session.getWindowHandle());
  let size = { width: 0, height: 0 };

  async function open(viewport: { width: number; height: number }, baseURL: string, init: string[]) {
    const proxy = await startPageProxy(
      baseURL,
      [initSource({ fn: reportErrors, arg: ERRORS_PATH }), ...init].join('\n'),
    );
    const dialogs: string[] = [];

    const takeAlert = async () => {
      try {
        dialogs.push(await withTimeout('reading an alert', session.getAlertText()));
        await withTimeout('accepting an alert', session.acceptAlert());
      } catch {
        // no alert (any more)
      }
    };
    /** One WebDriver step, with a time limit; an alert that blocks it is recorded, accepted, and the step retried. */
    const command = async <T>(step: string, run: () => Promise<T>): Promise<T> => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await withTimeout(step, run());
        } catch (error) {
          if (attempt >= 3 || !isAlertOpen(error)) throw error;
          await takeAlert();
        }
      }
    };
    const otherWindows = async () =>
      (await command('listing windows', () => session.getWindowHandles())).filter((handle) => handle !== mainWindow);

    // A window an earlier, failed test left open.
    for (const handle of await otherWindows()) {
      await command('switching windows', () => session.switchToWindow(handle));
      await command('closing a window', () => session.closeWindow());
    }
    await command('switching windows', () => session.switchToWindow(mainWindow));
    if (size.width !== viewport.width || size.height !== viewport.height) {
      await command('sizing the window', () => session.setWindowRect(0, 0, viewport.width, viewport.height));
      size = viewport;
    }

    const page: DriverPage = {
      goto: async (url) => {
        await command(`opening ${url}`, () => session.navigateTo(url));
      },
      reload: async () => {
        await command('reloading', () => session.refresh());
      },
      url: () => command('reading the address', () => session.getUrl()),
      evaluate: (source, args) =>
        command('running a script', () =>
          session.executeScript(
            `return (${source}).apply(null, arguments);`,
            args as (object | string | number | boolean | null)[],
          ),
        ),
      click: async (selector) => {
        const element = (await command(`finding ${selector}`, () => session.findElement('css selector', selector))) as
          | Record<string, string>
          | undefined;
        const id = element?.[ELEMENT];
        if (!id) throw new Error(`WebKit: nothing matches ${selector}`);
        await command(`clicking ${selector}`, () => session.elementClick(id));
      },
      press: async (keys) => {
        const values = keys.map((key) => KEYS[key] ?? key);
        await command('pressing keys', () =>
          session.performActions([
            {
              type: 'key',
              id: 'keyboard',
              actions: [
                ...values.map((value) => ({ type: 'keyDown', value })),
                ...values.toReversed().map((value) => ({ type: 'keyUp', value })),
              ],
            },
          ]),
        );
        await command('releasing keys', () => session.releaseActions());
      },
      type: async (text) => {
        const actions = [...text].flatMap((value) => [
          { type: 'keyDown', value },
          { type: 'keyUp', value },
        ]);
        await command('typing', () => session.performActions([{ type: 'key', id: 'keyboard', actions }]));
        await command('releasing keys', () => session.releaseActions());
      },
      errors: async () => {
        // Reports are posted as they happen; wait for those still on their way.
        await command('collecting errors', () =>
          session.executeScript(
            'return (window.__engineFlush ? window.__engineFlush() : Promise.resolve()).then(() => true);',
            [],
          ),
        );
        return [...proxy.errors];
      },
      dialogs: async () => {
        await takeAlert();
        return [...dialogs];
      },
      // MiniBrowser has no mail program either: the window keeps the mailto: link it could not open as its address.
      mailtoLinks: async () => {
        const address = await command('reading the address', () => session.getUrl());
        return address.startsWith('mailto:') ? [address] : [];
      },
      popups: async () => {
        const urls: string[] = [];
        for (const handle of await otherWindows()) {
          await command('switching windows', () => session.switchToWindow(handle));
          urls.push(await command('reading the address', () => session.getUrl()));
        }
        await command('switching windows', () => session.switchToWindow(mainWindow));
        return urls;
      },
      closePopups: async () => {
        for (const handle of await otherWindows()) {
          await command('switching windows', () => session.switchToWindow(handle));
          await command('closing a window', () => session.closeWindow());
        }
        await command('switching windows', () => session.switchToWindow(mainWindow));
      },
      close: async () => {
        await page.closePopups();
        await takeAlert();
        await command('leaving the page', () => session.navigateTo('about:blank'));
        await proxy.close();
      },
    };
    return { page, origin: proxy.origin };
  }

  return {
    version,
    externalRequests: dead.requests,
    open,
    async close() {
      await withTimeout('ending the session', session.deleteSession()).catch(() => undefined);
      await stop();
    },
  };
}
