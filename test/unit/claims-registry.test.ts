// The advertising claims only the owner can prove, in one registry (src/content/claims.ts): the pages advertise no number
// of years, patients or percent and no superlative that is not in it, in every shape of the facts and both wordings of
// the guarantee; each claim has its evidence in src/site.ts. The owner's headlines are left out here: `npm run
// texts:apply` checks those.
import { describe, expect, it } from 'vitest';
import { sharingImageTexts } from '../../scripts/lib/sharing-image.ts';
import {
  advertisingClaimsFor,
  allowedFigures,
  auditPlaces,
  claimLine,
  claimsFor,
  headlineAudit,
} from '../../src/content/claims.ts';
import { landingFor } from '../../src/content/landing.ts';
import { sharingImageAlt } from '../../src/content/pages.ts';
import { advertisedFigures, unregistered } from '../../src/lib/advertised-figures.ts';
import { auditWording } from '../../src/lib/claim-audit.ts';
import { type SiteFacts, site } from '../../src/site.ts';
import { guaranteeVariants, siteVariants } from '../common/site-variants.ts';
import { landingBlocks } from './content-blocks.ts';

/** The blocks of the landing page, its title and description and the sharing image that advertise beyond the registry. */
function unregisteredOn(facts: SiteFacts) {
  const blocks = [
    ...landingBlocks(landingFor(facts), facts.reviews),
    sharingImageAlt(facts),
    ...Object.values(sharingImageTexts(facts)).flat(),
  ];
  const forms = allowedFigures(facts);
  return blocks
    .map((block) => ({ block, words: unregistered(block, forms).map((found) => found.word) }))
    .filter(({ words }) => words.length > 0);
}

describe('the figures and words that advertise', () => {
  it('are years, patients, percentages and superlatives, not dates, durations or prices', () => {
    const words = (text: string) => advertisedFigures(text).map((found) => found.word);
    expect(words('17+ Jahre Erfahrung, seit über 17 Jahren')).toEqual(['17+ Jahre', '17 Jahren']);
    expect(words('Über 10.000 Patienten; 500 zufriedene Patientinnen')).toEqual([
      '10.000 Patienten',
      '500 zufriedene Patientinnen',
    ]);
    expect(words('Anwuchsrate 90–95 % garantiert, mindestens 90 Prozent')).toEqual(['90–95 %', '90 Prozent']);
    expect(words('Beliebteste Wahl, die führende Klinik, Nr. 1 in NRW, Testsieger')).toEqual([
      'Beliebteste',
      'führende',
      'Nr. 1',
      'Testsieger',
    ]);
    expect(
      words('seit 2009, nach 2–3 Wochen, in Istanbul ab 2.299 EUR, höchstens zwei Termine, die besten Grüße'),
    ).toEqual(['besten']);
  });

  it('pass only inside a form the registry allows', () => {
    const forms = advertisingClaimsFor(site).flatMap((claim) => claim.forms);
    expect(unregistered('Unser Team arbeitet seit über 17 Jahren; 17+ Jahre Erfahrung.', forms)).toEqual([]);
    expect(unregistered('Über 20 Jahre Erfahrung', forms).map((found) => found.word)).toEqual(['20 Jahre']);
    expect(unregistered('Die führende Klinik am Bosporus', forms).map((found) => found.word)).toEqual(['führende']);
    expect(unregistered('Anwuchsrate 98 % garantiert', forms).map((found) => found.word)).toEqual(['98 %']);
    expect(unregistered('Über 10.000 Patienten', forms)).toEqual([]);
  });
});

describe('the registry', () => {
  it('holds the spec’s claims in their words, each with its evidence in src/site.ts', () => {
    const claims = advertisingClaimsFor(site);
    expect(claims.map((claim) => claim.evidence)).toEqual(['experience', 'patients', 'takeRate', 'popular']);
    expect(claims.map((claim) => claim.text)).toContain(`${site.brand.yearsOfExperience}+ Jahre Erfahrung`);
    expect(claims.map((claim) => claim.text)).toContain('Beliebteste Wahl');
    for (const claim of claims) {
      expect(site.evidence[claim.evidence].basis, claim.evidence).toBeTruthy();
      // Every form is a figure or word the scanner finds: a form it could not see would allow nothing.
      for (const form of claim.forms) expect(advertisedFigures(form), form).not.toEqual([]);
    }
  });

  it('shows where a claim holds exactly as the owner gives it, and nothing while he has not', () => {
    const filled: SiteFacts = {
      ...site,
      evidence: {
        ...site.evidence,
        experience: { ...site.evidence.experience, scope: 'in Istanbul seit 2009' },
        popular: { ...site.evidence.popular, scope: null },
      },
    };
    expect(claimLine(filled, 'experience')).toEqual({ text: '17+ Jahre Erfahrung', scope: 'in Istanbul seit 2009' });
    expect(claimLine(filled, 'popular')).toEqual({ text: 'Beliebteste Wahl', scope: null });
  });
});

describe.each([...siteVariants, ...guaranteeVariants])('the pages with $name', ({ facts }) => {
  it('advertise no figure or superlative outside the registry', () => {
    expect(unregisteredOn(facts)).toEqual([]);
  });
});

describe('the owner’s headlines', () => {
  const check = (text: string) =>
    auditWording(text, auditPlaces(site), headlineAudit(site))
      .filter((finding) => finding.rule === 'unregistered-claim')
      .map((finding) => finding.word);

  it('may repeat a claim of the registry, in its figures, and no other', () => {
    expect(check('Seit 17 Jahren an Ihrer Seite – über 10.000 Patienten vertrauen uns')).toEqual([]);
    expect(check('Über 20 Jahre Erfahrung und 99 % Zufriedenheit')).toEqual(['20 Jahre', '99 %']);
    expect(check('Die führende Klinik für Haartransplantation')).toEqual(['führende']);
    // "beliebteste" is the badge's word, which another rule keeps to its card: named once, by that rule.
    expect(check('Die beliebteste Klinik')).toEqual([]);
    expect(auditWording('Die beliebteste Klinik', auditPlaces(site), headlineAudit(site)).map((f) => f.rule)).toEqual([
      'absolute-claim',
    ]);
  });
});

describe('the measured take rate’s figures', () => {
  const [, measured] = guaranteeVariants;
  const sentence = claimsFor(measured.facts).takeRateMeasured ?? '';
  const forms = allowedFigures(measured.facts);
  const words = (text: string) => unregistered(text, forms).map((found) => found.word);

  it('pass in their sentence, whole, and nowhere else', () => {
    expect(advertisedFigures(sentence).length).toBeGreaterThan(4);
    expect(words(sentence)).toEqual([]);
    expect(words(`Vorweg: ${sentence} Mehr dazu im Gespräch.`)).toEqual([]);
    // A share of the sentence, or the sentence cut short, stands without its basis.
    const [first] = advertisedFigures(sentence).filter((found) => /%/.test(found.word) && found.word !== '90–95 %');
    expect(first).toBeDefined();
    expect(words(`Bei ${first?.word} unserer Patienten wachsen fast alle Grafts an.`)).toEqual([first?.word]);
    expect(words(sentence.slice(0, sentence.indexOf('weniger')))).not.toEqual([]);
  });

  it('are no form while the wording names no measured range', () => {
    for (const { facts } of guaranteeVariants.filter((variant) => !variant.measured)) {
      expect(claimsFor(facts).takeRateMeasured).toBeNull();
      expect(unregistered('Im Median wachsen 93 % an.', allowedFigures(facts)).map((found) => found.word)).toEqual([
        '93 %',
      ]);
    }
  });
});

describe('a claim outside the registry', () => {
  it('is found on the page that advertises it', () => {
    const landing = landingFor(site);
    const bragging = {
      ...landing,
      hero: {
        ...landing.hero,
        priceNote: `${landing.hero.priceNote} Die führende Klinik für über 20 Jahre Erfahrung.`,
      },
    };
    const words = landingBlocks(bragging, site.reviews).flatMap((block) =>
      unregistered(block, allowedFigures(site)).map((found) => found.word),
    );
    expect(words).toEqual(['führende', '20 Jahre']);
  });
});
