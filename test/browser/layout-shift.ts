// Layout shifts as CLS counts them, for the tests that require none: an init script that sums them from the first
// paint on (shifts right after input excluded) and notes what moved, and the reading of both.
import type { Page } from 'playwright-core';

export const LAYOUT_SHIFT_OBSERVER = `
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__layoutShift += entry.value;
      // What moved, for the failure message.
      window.__shifted = (window.__shifted || []).concat(entry.sources.map((source) => {
        const node = source.node;
        const name = node && node.nodeType === 1 ? node.tagName + '.' + node.className : String(node && node.nodeName);
        const rect = (r) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
        return name + ' ' + rect(source.previousRect) + ' -> ' + rect(source.currentRect);
      }));
    }
  }).observe({ type: 'layout-shift', buffered: true });`;

/** The layout shift so far, and what moved (tag.class, rect before -> after). */
export const layoutShift = (page: Page) =>
  page.evaluate(() => {
    const seen = window as unknown as { __layoutShift: number; __shifted?: string[] };
    return { total: seen.__layoutShift, shifted: seen.__shifted ?? [] };
  });
