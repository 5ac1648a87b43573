// The consultation in both wordings of `settings.consultationWording` (docs/vor-dem-livegang.md, „Kostenlose
// Beratung“): the spec's, which calls it free in the first process step's name and in the WhatsApp greeting, and the
// lawful one; our own sentences call no consultation, estimate or examination free in either, so the spec's two texts
// are the only ones the rule on a free consultation lets stand, and only while the setting keeps them.
import { describe, expect, it } from 'vitest';
import { sharingImageTexts } from '../../scripts/lib/sharing-image.ts';
import { auditPlaces, specConsultation } from '../../src/content/claims.ts';
import { consultationWords, whatsappGreetingFor } from '../../src/content/contact-texts.ts';
import { landingFor } from '../../src/content/landing.ts';
import { agbFor } from '../../src/content/legal/agb.ts';
import { datenschutzFor } from '../../src/content/legal/datenschutz.ts';
import { impressumFor } from '../../src/content/legal/impressum.ts';
import { sharingImageAlt } from '../../src/content/pages.ts';
import { auditWording } from '../../src/lib/claim-audit.ts';
import { consultationVariants } from '../common/site-variants.ts';
import { landingBlocks, legalBlocks } from './content-blocks.ts';

describe.each(consultationVariants)('the consultation in $name', ({ wording, facts }) => {
  const landing = landingFor(facts);
  const greeting = whatsappGreetingFor(wording);
  const step = landing.process.steps[0]?.title;
  const policy = legalBlocks(datenschutzFor(facts));

  it('names the first step and words the WhatsApp request alike, as the setting says', () => {
    expect(step).toBe(consultationWords[wording].step);
    expect(greeting).toContain(`wünsche mir ${consultationWords[wording].request}.`);
    expect(step).toMatch(wording === 'spec' ? /^Kostenlose / : /^Unverbindliche /);
    // Each price card's chat opens with it, and the privacy policy quotes it whole.
    for (const card of landing.services.cards) {
      const text = new URL(card.action.href).searchParams.get('text');
      expect(text).toBe(`${greeting} (Standort ${facts.clinics[card.clinic].city})`);
    }
    expect(policy.filter((block) => block.includes(`„${greeting}“`))).toHaveLength(1);
  });

  it(
    wording === 'spec'
      ? 'calls a consultation free only in the spec’s two texts, which the wording rules let stand'
      : 'calls no consultation free anywhere',
    () => {
      const blocks = [
        ...landingBlocks(landing, facts.reviews),
        ...[agbFor(facts), datenschutzFor(facts), impressumFor(facts)].flatMap(legalBlocks),
        sharingImageAlt(facts),
        ...Object.values(sharingImageTexts(facts)).flat(),
      ];
      const places = auditPlaces(facts);
      const free = (options: { specConsultation?: readonly string[] }) =>
        blocks.filter((block) =>
          auditWording(block, places, { promises: false, ...options }).some(
            (finding) => finding.rule === 'free-consultation',
          ),
        );
      const quoting = policy.filter((block) => block.includes(greeting));
      expect(free({})).toEqual(wording === 'spec' ? [step, ...quoting] : []);
      expect(specConsultation(facts)).toEqual(wording === 'spec' ? [step, greeting] : []);
      expect(free({ specConsultation: specConsultation(facts) })).toEqual([]);
    },
  );
});
