// Where the system Chromium is and how to start it here: headless, and quiet towards a network it cannot reach.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;

/**
 * The browser tests' Chromium: Debian's `chromium-headless-shell`, built from the same source and version as
 * `chromium` (the same Blink and V8) but without the browser's window and profile layer, as Playwright uses it for
 * headless tests. A test that opens a page in a context of its own costs about half the CPU there (docs/tests.md,
 * "Laufzeit"). Lighthouse, the page comparison and the sharing images keep the full browser above.
 */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/** The shell is headless by nature and knows no `--headless=new`. */
export const HEADLESS_SHELL_FLAGS = CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless'));
