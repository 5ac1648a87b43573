// The facts the deploy lets span lines (scripts/lib/fact-rules.ts `MULTI_LINE_FACTS`) keep their line breaks wherever a
// page shows them: every page, rendered by the worker from facts that write each such fact over two lines, shows it
// whole and only in an element that keeps line breaks (`whitespace-pre-line`); never in a list item, a heading, the
// head, an island's props or a link, where a line feed would fold into a space or break the value.
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { MULTI_LINE_FACTS } from '../../scripts/lib/fact-rules.ts';
import { landingFor } from '../../src/content/landing.ts';
import { agbFor } from '../../src/content/legal/agb.ts';
import { datenschutzFor } from '../../src/content/legal/datenschutz.ts';
import { impressumFor } from '../../src/content/legal/impressum.ts';
import { createApp, type ServedPage, sitePages } from '../../src/index.tsx';
import { Home, homeHead } from '../../src/pages/Home.tsx';
import { legalPage } from '../../src/pages/LegalPage.tsx';
import { type RouteId, routes } from '../../src/routes.ts';
import type { SiteFacts } from '../../src/site.ts';
import { siteVariants } from '../common/site-variants.ts';
import { ORIGIN, testPage } from './fetch.ts';

/**
 * The pages of the route table that are written from the facts, from `facts`; any other page (a new one the facts do not
 * reach) is served as the site serves it (src/index.tsx), so that the route table covers it without a change here.
 */
const factPages: Partial<Record<RouteId, (facts: SiteFacts) => ServedPage>> = {
  home: (facts) => {
    const landing = landingFor(facts);
    return testPage(routes.home.path, () => <Home content={landing} />, homeHead(landing));
  },
  impressum: (facts) => ({ path: routes.impressum.path, page: legalPage(impressumFor(facts)) }),
  datenschutz: (facts) => ({ path: routes.datenschutz.path, page: legalPage(datenschutzFor(facts)) }),
  agb: (facts) => ({ path: routes.agb.path, page: legalPage(agbFor(facts)) }),
};

/** `facts` with the setting `id` (`operator.contentResponsible`) set to `value`. */
function withFact(facts: unknown, [key = '', ...rest]: readonly string[], value: string): unknown {
  const object = facts as Record<string, unknown>;
  return { ...object, [key]: rest.length ? withFact(object[key], rest, value) : value };
}

/** Two lines, each one word (letters only, so no page escapes, encodes or typesets them apart). */
const linesOf = (id: string) => {
  const word = id.replace(/[^A-Za-z]/g, '');
  return { first: `${word}Anfang`, value: `${word}Anfang\n${word}Ende` };
};

const count = (text: string, part: string) => text.split(part).length - 1;

describe('a fact written over several lines', () => {
  // A Willich company of its own, so that its representative in the EU is shown; an officer named, not none.
  const variant = siteVariants.find((candidate) => candidate.operator === 'willich-company');
  if (!variant) throw new Error('no site variant with a Willich company');
  const facts = [...MULTI_LINE_FACTS].reduce<unknown>(
    (written, id) => withFact(written, id.split('.'), linesOf(id).value),
    variant.facts,
  ) as SiteFacts;

  it('is shown whole, and only where its line breaks stay', async () => {
    const pages = sitePages.map((served) => {
      const id = (Object.keys(routes) as RouteId[]).find((candidate) => routes[candidate].path === served.path);
      return (id && factPages[id]?.(facts)) ?? served;
    });
    const app = createApp(pages, { buildId: crypto.randomUUID() });
    const shown = new Map<string, { everywhere: number; keepingLines: number }>();
    for (const route of Object.values(routes)) {
      const html = await (await app.request(`${ORIGIN}${route.path}`)).text();
      const { document } = parseHTML(html);
      const props = [
        ...new Set(
          [...document.querySelectorAll('[data-props-src]')].map((island) => island.getAttribute('data-props-src')),
        ),
      ];
      const files = await Promise.all(props.map(async (file) => (await app.request(`${ORIGIN}${file}`)).text()));
      const keeping = [...document.querySelectorAll('.whitespace-pre-line')].map(
        (element) => element.textContent ?? '',
      );
      for (const id of MULTI_LINE_FACTS) {
        const { first, value } = linesOf(id);
        const seen = shown.get(id) ?? { everywhere: 0, keepingLines: 0 };
        seen.everywhere += count([html, ...files].join('\n'), first);
        seen.keepingLines += keeping.reduce((sum, text) => sum + count(text, value), 0);
        shown.set(id, seen);
      }
    }
    for (const id of MULTI_LINE_FACTS) {
      const seen = shown.get(id);
      expect(seen?.everywhere, `${id} is shown`).toBeGreaterThan(0);
      expect(seen?.keepingLines, `${id}: every place that shows it keeps its lines`).toBe(seen?.everywhere);
    }
  });
});
