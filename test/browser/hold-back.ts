// Holds back the files that match a pattern, as a slow phone connection would, until the test has done what it must do
// before they arrive; the returned function lets them through. A gate, not a delay: however long the machine takes
// for what comes first, it happens before the files.
import type { Page, Route } from 'playwright-core';

export async function holdBack(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((done) => {
    release = done;
  });
  await page.route(pattern, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}
