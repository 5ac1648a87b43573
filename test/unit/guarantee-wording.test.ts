// The take-rate guarantee in both wordings of `settings.guaranteeWording` (docs/vor-dem-livegang.md): the spec's words,
// and the binding form, which guarantees only the lower bound wherever the guarantee stands, says in its footnote what
// it gives, and names the range only as what the clinic measured, in its numbers, under another question of the FAQ —
// never beside "garantiert", on no page and no sharing image; whatever wording src/site.ts holds today.
import { describe, expect, it } from 'vitest';
import { sharingImageTexts } from '../../scripts/lib/sharing-image.ts';
import { auditBadges, auditPlaces, claimsFor, guaranteeWording, specConsultation } from '../../src/content/claims.ts';
import { landingFor } from '../../src/content/landing.ts';
import { agbFor } from '../../src/content/legal/agb.ts';
import { datenschutzFor } from '../../src/content/legal/datenschutz.ts';
import { impressumFor } from '../../src/content/legal/impressum.ts';
import { sharingImageAlt } from '../../src/content/pages.ts';
import { auditWording } from '../../src/lib/claim-audit.ts';
import { guaranteeVariants, MEASURED_BASIS } from '../common/site-variants.ts';
import { landingBlocks, legalBlocks, stringsOf } from './content-blocks.ts';

describe.each(guaranteeVariants)('the guarantee in $name', ({ wording, measured, facts }) => {
  const claims = claimsFor(facts);
  const landing = landingFor(facts);
  const { min, max } = facts.brand.graftTakeRate;
  const range = `${min}–${max}`;
  /** Every block a reader sees: the landing page with the owner's headlines' defaults, the legal pages, the sharing image. */
  const blocks = [
    ...landingBlocks(landing, facts.reviews),
    ...stringsOf(landing.benefits),
    ...[agbFor(facts), datenschutzFor(facts), impressumFor(facts)].flatMap(legalBlocks),
    sharingImageAlt(facts),
    ...Object.values(sharingImageTexts(facts)).flat(),
  ];

  it('stands as the trust point’s label, whose asterisk leads to the one sentence in the footnote, the FAQ and the AGB', () => {
    const label = landing.hero.trustPoints.find((point) => point.icon === 'shield')?.text;
    expect(label).toBe(
      wording === 'spec' ? `Anwuchsrate ${range} % garantiert*` : `Anwuchsrate mind. ${min} % garantiert*`,
    );
    expect(landing.hero.priceNote).toBe(`*${claims.guaranteeNote}`);
    // Where the footnote folds, its visible line still says what is promised and on which condition.
    expect(landing.hero.priceNoteFold.summary).toBe(`*${claims.guaranteeSummary}`);
    expect(claims.guaranteeSummary).toContain(`mindestens ${wording === 'spec' ? range : min} %`);
    expect(claims.guaranteeSummary).toContain(claims.takeRateCondition);
    expect(claims.guaranteeNote.startsWith(claims.guarantee)).toBe(true);
    const answer = landing.faq.items.find((item) => item.answer.includes(claims.guaranteeNote))?.answer ?? [];
    expect(answer[0]).toBe(claims.guaranteeNote);
    expect(legalBlocks(agbFor(facts)).join(' ')).toContain(claims.guaranteeTerms);
    // Both wordings keep the wording rules on the pages that promise (the privacy policy names hotels as recipients).
    const places = auditPlaces(facts);
    const options = {
      guarantee: guaranteeWording(facts),
      badges: auditBadges(facts, landing.services.cards),
      specConsultation: specConsultation(facts),
    };
    const promising = [...landingBlocks(landing, facts.reviews), ...legalBlocks(agbFor(facts))];
    expect(promising.flatMap((block) => auditWording(block, places, options))).toEqual([]);
  });

  it(
    wording === 'spec'
      ? 'keeps the spec’s range beside “garantiert”, and the lower bound as what is bound'
      : 'puts the range beside “garantiert” in no sentence anywhere, and says what the guarantee covers',
    () => {
      const beside = blocks
        .flatMap((block) => block.split(/(?<=[.!?])\s+/))
        .filter((sentence) => sentence.includes(range) && /garantier/i.test(sentence));
      if (wording === 'spec') {
        expect(beside).toContain(`Anwuchsrate ${range} % garantiert*`);
        expect(claims.guarantee).toContain(`verbindlich zugesagt sind mindestens ${min} Prozent`);
      } else {
        expect(beside).toEqual([]);
        expect(claims.guarantee).toContain(`mindestens ${min} Prozent der verpflanzten Grafts anwachsen`);
        expect(claims.guarantee).toContain('zugesagt ist dieser Anteil, keine Haardichte und kein Aussehen');
      }
    },
  );

  it(
    wording === 'spec'
      ? 'keeps the spec’s footnote: the guarantee sentence alone'
      : 'says in its footnote what the guarantee gives: the remedy, who pays the journey to it and the count',
    () => {
      const { remedy, measurement, followUpTravel } = facts.guarantee;
      const travel = `in ${facts.clinics.istanbul.city} ${followUpTravel?.istanbul}, in ${facts.clinics.willich.city} ${followUpTravel?.willich}`;
      // The AGB list who pays the journey beside what the guarantee gives, in either wording.
      expect(legalBlocks(agbFor(facts))).toContain(
        `Reise und Aufenthalt für die Zählung und eine Nachbehandlung: ${travel}`,
      );
      if (wording === 'spec') {
        expect(claims.guaranteeNote).toBe(claims.guarantee);
        return;
      }
      expect(claims.guaranteeNote).toBe(
        `${claims.guarantee} Wachsen weniger an, erhalten Sie ${remedy}. Reise und Aufenthalt für Zählung und Nachbehandlung: ${travel}. Messung: ${measurement}.`,
      );
    },
  );

  it(
    measured
      ? 'names the range as measured, in its numbers, under another question than the guarantee’s'
      : 'names no measured range',
    () => {
      const answers = landing.faq.items.map((item) => item.answer);
      const guaranteed = answers.find((answer) => answer.includes(claims.guaranteeNote)) ?? [];
      // No answer both guarantees and names the range: the questions open one at a time.
      const both = answers.filter(
        (answer) => answer.some((paragraph) => /garantier/i.test(paragraph)) && answer.join(' ').includes(range),
      );
      if (measured) {
        expect(claims.takeRateMeasured).toBe(
          `Von 2.015 Eingriffen 2022–2024 in Istanbul kamen 1.607 (79 %) zur Kontrolle nach 12 Monaten. Bei ihnen wuchsen im Median 92,5 % der verpflanzten Grafts an, gezählt durch ${MEASURED_BASIS.countedBy}; bei 78 % von ihnen waren es ${range} %, bei 14 % weniger. Das ist ein Erfahrungswert, keine Zusage für Ihr Ergebnis.`,
        );
        const measuredAnswer = answers.find((answer) => answer.includes(claims.takeRateMeasured ?? ''));
        expect(measuredAnswer).toBeDefined();
        expect(measuredAnswer).not.toBe(guaranteed);
        expect(both).toEqual([]);
      } else {
        expect(claims.takeRateMeasured).toBeNull();
        expect(both).toEqual(wording === 'spec' ? [guaranteed] : []);
      }
    },
  );
});

describe('the measured range while its basis is still the placeholder', () => {
  it('shows the stand-in where the numbers will stand, under the question about the result', () => {
    const standIn = '[Platzhalter: Anwuchsrate: worauf der Erfahrungswert beruht, in Zahlen]';
    const facts = {
      ...guaranteeVariants[1].facts,
      guarantee: { ...guaranteeVariants[1].facts.guarantee, measuredBasis: standIn },
    };
    const measured = claimsFor(facts).takeRateMeasured ?? '';
    expect(measured).toContain(`(${standIn})`);
    expect(measured).not.toMatch(/garantier/i);
    const item = landingFor(facts).faq.items.find((candidate) => candidate.answer.includes(measured));
    expect(item?.question).toBe('Wann sehe ich das endgültige Ergebnis?');
  });
});
