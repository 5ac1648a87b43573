// A new page in three files, as the README's "Wie ändere ich …" says: a row in src/routes.ts, its module
// src/pages/<id>.page.tsx and its content; nothing else. Built in a copy of the project and asked of the built worker:
// served at its path, linked in the footer of every page and listed in the sitemap.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildCopy, builtWorker, copyProject, replaceIn } from '../../scripts/lib/project-copy.ts';

const dir = mkdtempSync(join(tmpdir(), 'bemedics-new-page-'));

beforeAll(async () => {
  await copyProject(dir);
  // 1. The route: path, sitemap, footer link (the group "info" opens the footer's column „Mehr erfahren“).
  await replaceIn(
    join(dir, 'src/routes.ts'),
    /(\n {2}agb: \{[^\n]*\n)/,
    "$1  willich: { path: '/willich', sitemap: true, footer: { label: 'Praxis Willich', group: 'info' } },\n",
  );
  // 2. Its content, typed like a legal text (the simplest page the site has a layout for).
  writeFileSync(
    join(dir, 'src/content/willich.ts'),
    `import type { LegalDocument } from './types.ts';

export const willich: LegalDocument = {
  meta: { title: 'Unsere Praxis in Willich', description: 'Vorgespräch und Nachsorge in Willich.' },
  heading: 'Unsere Praxis in Willich',
  sections: [{ heading: 'Anfahrt', blocks: ['Mit dem Auto über die A 44, Ausfahrt Willich.'] }],
  asOf: 'Stand: November 2026',
};
`,
  );
  // 3. Its page module, found by its file name.
  writeFileSync(
    join(dir, 'src/pages/willich.page.tsx'),
    `import { willich } from '../content/willich.ts';
import { legalPage } from './LegalPage.tsx';

export default legalPage(willich);
`,
  );
  await buildCopy(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('is served at its path, linked in the footer of every page and listed in the sitemap', async () => {
  const get = await builtWorker(dir);

  const page = await get('/willich');
  expect(page.status).toBe(200);
  const { document } = parseHTML(await page.text());
  expect(document.querySelector('h1')?.textContent).toBe('Unsere Praxis in Willich');
  expect(document.title).toContain('Unsere Praxis in Willich');

  for (const path of ['/', '/impressum', '/willich']) {
    const html = parseHTML(await (await get(path)).text()).document;
    const links = [...html.querySelectorAll('footer a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links, path).toContainEqual(['Praxis Willich', '/willich']);
  }

  const sitemap = await (await get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>https?:\/\/[^<]+\/willich<\/loc>/);
});
