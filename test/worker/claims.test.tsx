// Price, place, package, guarantee and contract partner on the rendered pages (docs/betreiber.md): what the worker serves today, and the same pages rendered for every other shape of the facts (the other
// operator, the journey in no package or in every one), read block by block with the wording rules of
// src/lib/claim-audit.ts. The owner's headlines ([data-edit-key]) are left out: `npm run texts:apply` refuses a risky
// one unless the owner adds --accept-risk.
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import {
  allowedFigures,
  auditBadges,
  auditPlaces,
  claimsFor,
  guaranteeWording,
  specConsultation,
} from '../../src/content/claims.ts';
import { consultationWords, whatsappGreetingFor } from '../../src/content/contact-texts.ts';
import { landingFor } from '../../src/content/landing.ts';
import { agbFor } from '../../src/content/legal/agb.ts';
import { datenschutzFor } from '../../src/content/legal/datenschutz.ts';
import { impressumFor } from '../../src/content/legal/impressum.ts';
import { packageTermsFor } from '../../src/content/package-terms.ts';
import { createApp } from '../../src/index.tsx';
import { unregistered } from '../../src/lib/advertised-figures.ts';
import { type AuditOptions, auditWording } from '../../src/lib/claim-audit.ts';
import { firmName, legalFormAbbreviation } from '../../src/lib/format.ts';
import { Home, homeHead } from '../../src/pages/Home.tsx';
import { legalPage } from '../../src/pages/LegalPage.tsx';
import type { Page } from '../../src/render.tsx';
import { paths } from '../../src/routes.ts';
import { contractPartner, type SiteFacts, site } from '../../src/site.ts';
import { consultationVariants, guaranteeVariants, siteVariants } from '../common/site-variants.ts';
import { get, ORIGIN, testPage, text } from './fetch.ts';

const legalTestPage = ({ Body, head }: Page, path: string) => testPage(path, Body, head);

/** Elements a reader takes in as one piece of text. */
const BLOCKS = 'h1, h2, h3, h4, p, li, dt, dd, summary, figcaption, label, a, button';

/** The page as blocks: title, description and the sharing image's text, each price card whole, then every leaf block. */
function blocksOf(html: string, facts: SiteFacts): string[] {
  const { document } = parseHTML(html);
  for (const element of document.querySelectorAll('[data-edit-key]')) element.remove();
  // Real reviews are the patients' own words; the examples until then are ours.
  if (facts.reviews.realTestimonials)
    for (const element of document.querySelectorAll('[data-testimonial]')) element.remove();
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? '';
  const blocks = [document.title, meta('meta[name="description"]'), meta('meta[property="og:image:alt"]')];
  for (const card of document.querySelectorAll('[data-clinic]')) {
    blocks.push(text(card));
    card.remove();
  }
  for (const element of document.querySelectorAll(BLOCKS)) {
    if (!element.querySelector(BLOCKS)) blocks.push(text(element));
  }
  return blocks.filter(Boolean);
}

function audit(blocks: readonly string[], facts: SiteFacts, options: AuditOptions = {}) {
  const places = auditPlaces(facts);
  const rules = { guarantee: guaranteeWording(facts), specConsultation: specConsultation(facts), ...options };
  return blocks
    .map((block) => ({ block, findings: auditWording(block, places, rules) }))
    .filter((result) => result.findings.length > 0);
}

/** The landing page and the three legal pages as the worker renders them for `facts`. */
async function renderFor(facts: SiteFacts) {
  // A deploy of its own: the edge cache keys pages by deploy, and these differ from the site's own under the same paths.
  const app = createApp(
    [
      testPage(paths.home, () => <Home content={landingFor(facts)} />, homeHead(landingFor(facts))),
      legalTestPage(legalPage(agbFor(facts)), paths.agb),
      legalTestPage(legalPage(datenschutzFor(facts)), paths.datenschutz),
      legalTestPage(legalPage(impressumFor(facts)), paths.impressum),
    ],
    { buildId: crypto.randomUUID() },
  );
  const html = async (path: string) => (await app.request(`${ORIGIN}${path}`)).text();
  return {
    home: await html(paths.home),
    agb: await html(paths.agb),
    datenschutz: await html(paths.datenschutz),
    impressum: await html(paths.impressum),
  };
}

type Rendered = Awaited<ReturnType<typeof renderFor>>;

function expectConsistent(rendered: Rendered, facts: SiteFacts) {
  // Each price card is one block, the spec's badge on Istanbul's among them.
  const badges = auditBadges(facts, landingFor(facts).services.cards);
  expect(audit(blocksOf(rendered.home, facts), facts, { badges })).toEqual([]);
  expect(audit(blocksOf(rendered.agb, facts), facts)).toEqual([]);
  // The privacy policy names hotels and transfer services as recipients; travel is not promised there. What it says
  // "ausschließlich" of is what the site loads; it promises no outcome.
  expect(audit(blocksOf(rendered.datenschutz, facts), facts, { travel: false, promises: false })).toEqual([]);
  expect(audit(blocksOf(rendered.impressum, facts), facts, { travel: false })).toEqual([]);

  // No figure of years, patients or percent and no superlative beyond the registry of claims the owner can prove.
  const figures = allowedFigures(facts);
  const beyond = blocksOf(rendered.home, facts).flatMap((block) => unregistered(block, figures));
  expect(beyond.map((found) => found.word)).toEqual([]);

  // The guarantee's short label on the landing page leads to its one sentence on the same page; the AGB state it too.
  const claims = claimsFor(facts);
  const home = parseHTML(rendered.home).document;
  if (text(home.querySelector('main')).includes(claims.takeRateLabel)) {
    expect(text(home.querySelector('[data-section="hero"]'))).toContain(claims.guarantee);
  }
  expect(text(parseHTML(rendered.agb).document.querySelector('main'))).toContain(claims.guarantee);

  // Each price card names, in full, the partner the AGB name for its location (§ 5b Abs. 1 Nr. 2 UWG), with the link
  // to the Impressum; and beside its price whether VAT is included (PAngV § 3).
  const agb = parseHTML(rendered.agb).document;
  const terms = [...agb.querySelectorAll('main p')].map(text);
  const clause = terms.find((paragraph) => paragraph.startsWith('(1) Ihr Vertragspartner')) ?? '';
  for (const card of home.querySelectorAll('[data-clinic]')) {
    const id = card.getAttribute('data-clinic') as keyof SiteFacts['clinics'];
    const partner = contractPartner(facts.operator, id);
    const line = card.querySelector('[data-contract-partner]');
    const { street, postalCode, city, country } = partner.address;
    // The firm with its legal form once (firmName: a firm that carries its form is not followed by it again).
    for (const fact of [firmName(partner), street, `${postalCode} ${city}`, country]) {
      expect(text(line), id).toContain(fact);
    }
    // § 5b Abs. 1 Nr. 2 UWG: the legal form is there, in full or as the abbreviation the facts give with it.
    const form = legalFormAbbreviation(partner.legalForm) ?? partner.legalForm;
    expect(text(line), id).toContain(form);
    expect(line?.querySelector('a')?.getAttribute('href')).toBe(paths.impressum);
    expect(text(card.querySelector('[data-price-vat]')), id).toBe(facts.clinics[id].priceCovers.vat);
    const forCity = clause.split('; ').find((part) => part.includes(`in ${facts.clinics[id].city}`)) ?? '';
    expect(forCity, id).toContain(partner.companyName);
  }

  // More grafts than the offer covers: the patient chooses, on the page and in the AGB alike; the AGB let no fee fall.
  const packageTerms = packageTermsFor(facts);
  expect(text(home.getElementById('leistungen'))).toContain(packageTerms.moreGrafts);
  const agbText = text(agb.querySelector('main'));
  expect(agbText).toContain(packageTerms.moreGrafts);
  expect(agbText).toMatch(/oder wenn Sie zurücktreten, weil mehr Grafts nötig sind/);
  // A confirmation is in text form (§ 309 Nr. 13 BGB); "schriftlich" with "per E-Mail genügt" is gone.
  expect(agbText).toContain('in Textform bestätigen (Buchungsbestätigung)');
  expect(agbText).not.toMatch(/schriftlich bestätigen|per E-Mail genügt/);
  // The guarantee lapses only as far as a deviation caused the shortfall, where the AGB name the aftercare duty too.
  expect(agbText).toContain(`Die Anwuchsgarantie nach § 5 Abs. 4 gilt, ${claims.takeRateCondition}; sie entfällt nur`);

  // The photo estimate: who makes it, that it is no diagnosis, and what it is (not a "free analysis").
  const process = text(home.getElementById('ablauf'));
  expect(process).toContain(facts.estimate.by);
  expect(process).toContain(packageTerms.noDiagnosis);
  expect(process).toContain(packageTerms.estimateName);
  for (const page of [rendered.home, rendered.agb, rendered.datenschutz]) {
    expect(text(parseHTML(page).document.querySelector('main'))).not.toMatch(
      /kostenlosen? Analyse|Spezialisten|nichts zusätzlich/,
    );
  }
}

describe('the pages the worker serves', () => {
  it('keep every wording rule and say price, package, guarantee and partner alike everywhere', async () => {
    const served = {
      home: (await get(paths.home)).html,
      agb: (await get(paths.agb)).html,
      datenschutz: (await get(paths.datenschutz)).html,
      impressum: (await get(paths.impressum)).html,
    };
    expectConsistent(served, site);
  });

  it('mark the spec’s English headings as English on German pages', async () => {
    const notFound = (await get('/gibt-es-nicht')).document;
    expect(notFound.documentElement.getAttribute('lang')).toBe('de');
    expect(notFound.querySelector('h1')?.getAttribute('lang')).toBe('en');
  });
});

describe.each(siteVariants)('the pages rendered for $name', ({ facts }) => {
  it('keep every wording rule and say price, package, guarantee and partner alike everywhere', async () => {
    expectConsistent(await renderFor(facts), facts);
  });
});

describe.each(consultationVariants)('the consultation in $name, as the worker renders it', ({ wording, facts }) => {
  it('keeps every wording rule, the spec’s two texts let stand only in its wording', async () => {
    const rendered = await renderFor(facts);
    expectConsistent(rendered, facts);
    const home = parseHTML(rendered.home).document;
    expect(text(home.querySelector('#ablauf ol > li h3'))).toBe(consultationWords[wording].step);
    const policy = text(parseHTML(rendered.datenschutz).document.querySelector('main'));
    expect(policy).toContain(`„${whatsappGreetingFor(wording)}“`);
    // Without the spec's words let stand, its wording shows in exactly these two texts, the lawful one in none.
    const places = auditPlaces(facts);
    const free = [rendered.home, rendered.agb, rendered.datenschutz, rendered.impressum]
      .flatMap((html) => blocksOf(html, facts))
      .filter((block) => auditWording(block, places).some((finding) => finding.rule === 'free-consultation'));
    expect(free.length).toBe(wording === 'spec' ? 2 : 0);
  });
});

describe.each(guaranteeVariants)('the guarantee in $name, as the worker renders it', ({ wording, measured, facts }) => {
  it('stands in its one wording on the landing page and in the AGB, the range never beside “garantiert” in the binding one', async () => {
    const rendered = await renderFor(facts);
    expectConsistent(rendered, facts);
    const claims = claimsFor(facts);
    const home = parseHTML(rendered.home).document;
    const hero = text(home.querySelector('[data-section="hero"]'));
    expect(hero).toContain(claims.takeRateLabel);
    expect(hero).toContain(`*${claims.guaranteeNote}`);
    const faq = [...home.querySelectorAll('[data-faq-answer] p')].map(text);
    expect(faq).toContain(claims.guaranteeNote);
    expect(faq.includes(claims.takeRateMeasured ?? '')).toBe(measured);
    // The binding footnote says what the guarantee gives, who pays the journey to it and how it is counted, in the
    // owner's words; the spec's keeps its words.
    const { remedy, measurement, followUpTravel } = facts.guarantee;
    const gives = [remedy, measurement, followUpTravel?.istanbul ?? '', followUpTravel?.willich ?? ''];
    for (const fact of gives)
      expect(hero.includes(`Wachsen weniger an`) && hero.includes(fact)).toBe(wording === 'binding');
    // No answer that guarantees names the range in the binding wording: the measured figures stand under another
    // question, which opens only when this one closes.
    const { min, max } = facts.brand.graftTakeRate;
    const answers = [...home.querySelectorAll('[data-faq-answer]')].map(text);
    const guaranteeing = answers.filter((answer) => /garantier/i.test(answer));
    expect(guaranteeing.some((answer) => answer.includes(`${min}–${max}`))).toBe(wording === 'spec');
    const sentences = [rendered.home, rendered.agb, rendered.datenschutz, rendered.impressum]
      .flatMap((html) => blocksOf(html, facts))
      .flatMap((block) => block.split(/(?<=[.!?])\s+/));
    const beside = sentences.filter((sentence) => sentence.includes(`${min}–${max}`) && /garantier/i.test(sentence));
    if (wording === 'binding') expect(beside).toEqual([]);
    else expect(beside.length).toBeGreaterThan(0);
  });
});
