// Layout shifts as CLS counts them, for the tests that require none: an init script that sums them from the first
// paint on and notes what moved, and the reading of both.
// Every shift counts, also one the browser marks as right after input: in a phone-sized context with touch (Playwright's
// mobile emulation) Chromium marks every shift so, with no input at all (measured on the 404 page's code moving 9 px as
// the web font arrived: CLS 0.0005 at 390 px, flagged; Lighthouse and a real phone count it). The tests that use this
// make no input; scrolling by script is none.
// The reading first takes the entries the browser has queued but not yet handed to the observer: a shift of the last
// frame is otherwise delivered by a task that may come after the test's read.
import type { Page } from 'playwright-core';

export const LAYOUT_SHIFT_OBSERVER = `(() => {
  window.__layoutShift = 0;
  window.__shifted = [];
  const record = (entries) => {
    for (const entry of entries) {
      window.__layoutShift += entry.value;
      // What moved, for the failure message.
      window.__shifted = window.__shifted.concat(entry.sources.map((source) => {
        const node = source.node;
        const name = node && node.nodeType === 1 ? node.tagName + '.' + node.className : String(node && node.nodeName);
        const rect = (r) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
        return name + ' ' + rect(source.previousRect) + ' -> ' + rect(source.currentRect);
      }));
    }
  };
  window.__layoutShiftObserver = new PerformanceObserver((list) => record(list.getEntries()));
  window.__layoutShiftRecord = record;
  window.__layoutShiftObserver.observe({ type: 'layout-shift', buffered: true });
})();`;

/** The layout shift so far, and what moved (tag.class, rect before -> after). */
export const layoutShift = (page: Page) =>
  page.evaluate(() => {
    const seen = window as unknown as {
      __layoutShift: number;
      __shifted: string[];
      __layoutShiftObserver: PerformanceObserver;
      __layoutShiftRecord: (entries: PerformanceEntryList) => void;
    };
    seen.__layoutShiftRecord(seen.__layoutShiftObserver.takeRecords());
    return { total: seen.__layoutShift, shifted: seen.__shifted };
  });
