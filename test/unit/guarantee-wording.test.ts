// The take-rate guarantee in both wordings of `settings.guaranteeWording` (docs/vor-dem-livegang.md): the spec's words,
// and the binding form, which guarantees only the lower bound wherever the guarantee stands and names the range only as
// what the clinic measured, on its basis, in a sentence of its own — never beside "garantiert", on no page and no
// sharing image; whatever wording src/site.ts holds today.
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
    expect(landing.hero.priceNote).toBe(`*${claims.guarantee}`);
    const answer = landing.faq.items.find((item) => item.answer.includes(claims.guarantee))?.answer ?? [];
    expect(answer[0]).toBe(claims.guarantee);
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
    measured
      ? 'names the range as measured, with its basis, in a paragraph of its own after the guarantee'
      : 'names no measured range',
    () => {
      const answer = landing.faq.items.find((item) => item.answer.includes(claims.guarantee))?.answer ?? [];
      const paragraphs = answer.filter((paragraph) => paragraph.includes(range));
      if (measured) {
        expect(claims.takeRateMeasured).toContain(`(${MEASURED_BASIS})`);
        expect(answer[1]).toBe(claims.takeRateMeasured);
        expect(claims.takeRateMeasured).not.toMatch(/garantier/i);
      } else {
        expect(claims.takeRateMeasured).toBeNull();
        expect(paragraphs).toEqual(wording === 'spec' ? [claims.guarantee] : []);
      }
    },
  );
});
