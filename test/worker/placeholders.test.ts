// Placeholders on the pages, on both sides: a fact that is still open shows as a visible stand-in (so nobody takes it
// for real), and a fact that has been filled never does. The live copy in .ci/run runs this with every fact filled.
import { expect, it } from 'vitest';
import { paths } from '../../src/routes.ts';
import { legalReview, openFacts, treatments } from '../../src/site.ts';
import { get, text } from './fetch.ts';

const STAND_IN = /\[Platzhalter: [^\]]+\]/g;

/** The text of every page, as a reader sees it (a stand-in may be set in runs, src/lib/typeset.tsx). */
async function allPages(): Promise<string> {
  const pages = await Promise.all(Object.values(paths).map(async (path) => text((await get(path)).document.body)));
  return pages.join('\n');
}

it('shows a stand-in only for a fact that is still open', async () => {
  const shown = new Set([...(await allPages()).matchAll(STAND_IN)].map((match) => match[0]));
  const open = new Set(openFacts.map((fact) => fact.value));
  for (const standIn of shown) expect(open.has(standIn), standIn).toBe(true);
  if (openFacts.length === 0) expect(shown.size).toBe(0);
});

it('shows every open fact that has a visible stand-in', async () => {
  const html = await allPages();
  for (const fact of openFacts.filter((open) => open.shown && open.value.startsWith('[Platzhalter'))) {
    expect(html, fact.label).toContain(fact.value);
  }
});

it('never shows a fact only the deploy check reads: who reviewed the texts, what PRP and the cell therapy are under drug law', async () => {
  const pages = await allPages();
  for (const fact of [legalReview.by, treatments.drugLawStatus]) expect(pages).not.toContain(fact);
  for (const fact of openFacts.filter((open) => !open.shown)) expect(pages, fact.label).not.toContain(fact.value);
});
