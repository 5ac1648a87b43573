// The landing page, the AGB and the privacy policy as the worker renders them for a variant of the facts
// (test/common/site-variants.ts), in a deploy of their own: the pages of a shape src/site.ts does not have today.
import { parseHTML } from 'linkedom';
import { landingFor } from '../../src/content/landing.ts';
import { agbFor } from '../../src/content/legal/agb.ts';
import { datenschutzFor } from '../../src/content/legal/datenschutz.ts';
import { createApp } from '../../src/index.tsx';
import { Home, homeHead } from '../../src/pages/Home.tsx';
import { legalPage } from '../../src/pages/LegalPage.tsx';
import { paths } from '../../src/routes.ts';
import type { SiteFacts } from '../../src/site.ts';
import { ORIGIN, testPage, text } from './fetch.ts';

export async function renderFor(facts: SiteFacts) {
  const landing = landingFor(facts);
  const legal = (document: ReturnType<typeof agbFor>, path: string) => {
    const { head, Body } = legalPage(document);
    return testPage(path, Body, head);
  };
  const app = createApp(
    [
      testPage(paths.home, () => <Home content={landing} />, homeHead(landing)),
      legal(agbFor(facts), paths.agb),
      legal(datenschutzFor(facts), paths.datenschutz),
    ],
    { buildId: crypto.randomUUID() },
  );
  const page = async (path: string) => parseHTML(await (await app.request(`${ORIGIN}${path}`)).text()).document;
  return { app, home: await page(paths.home), agb: await page(paths.agb), datenschutz: await page(paths.datenschutz) };
}

/** The text of the sections whose headings start with `start` ('§ 7 ', '14.'). */
export const sectionText = (document: Document, start: string) =>
  [...document.querySelectorAll('main section')]
    .filter((section) => text(section.querySelector('h2')).startsWith(start))
    .map(text)
    .join(' ');
