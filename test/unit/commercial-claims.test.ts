// One wording per commercial claim: what the package price includes, how each part is paid, what the offer
// binds and where photos go are written once in src/content/package-terms.ts and quoted, word for word, by the landing
// page, the FAQ, the AGB and the privacy policy; the wordings that contradicted each other are gone from every text.
import { describe, expect, it } from 'vitest';
import { benefits } from '../../src/content/benefits.ts';
import { claims } from '../../src/content/claims.ts';
import { contactSection } from '../../src/content/contact.ts';
import { faq } from '../../src/content/faq.ts';
import { hero } from '../../src/content/hero.ts';
import { agb } from '../../src/content/legal/agb.ts';
import { datenschutz } from '../../src/content/legal/datenschutz.ts';
import { impressum } from '../../src/content/legal/impressum.ts';
import { packageTerms, paymentTerms } from '../../src/content/package-terms.ts';
import { howItWorks } from '../../src/content/process.ts';
import { services } from '../../src/content/services.ts';
import { testimonials } from '../../src/content/testimonials.ts';
import { clinics } from '../../src/site.ts';

/** Every string inside a value, joined: the text a reader of that content sees (a review's month is data, shown as a name). */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  // A sentence with its lead apart (a note under the price cards) reads as one sentence.
  if (value && typeof value === 'object' && 'lead' in value && 'rest' in value) return `${value.lead}${value.rest}`;
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .filter(([field]) => field !== 'month')
      .map(([, inner]) => textOf(inner))
      .join(' ');
  }
  return '';
}

const landing = textOf([hero, benefits, services, howItWorks, testimonials, faq, contactSection]);
const texts = {
  hero: textOf(hero),
  services: textOf(services),
  benefits: textOf(benefits),
  process: textOf(howItWorks),
  faq: textOf(faq),
  whatsappCard: textOf(contactSection.cards.find((card) => card.icon === 'whatsapp')),
  agb: textOf(agb),
  datenschutz: textOf(datenschutz),
};

describe('each commercial claim has one source', () => {
  it.each([['hero', 'services', 'faq', 'agb']])(
    'what the price includes: the same words in %s, %s, %s and %s',
    (...where) => {
      for (const place of where)
        expect(texts[place as keyof typeof texts], place).toContain(packageTerms.priceIncludes);
      for (const place of ['services', 'faq', 'agb'] as const)
        expect(texts[place], place).toContain(packageTerms.includes);
    },
  );

  // The benefits are texts the owner may rewrite and publish (npm run texts:apply): they need not name the extra costs,
  // but where they do, in the one wording.
  it('the benefits speak of extra costs only in the one wording', () => {
    const mentions = texts.benefits.match(/[^.–]*Nebenkosten[^.–]*/g) ?? [];
    for (const mention of mentions) expect(packageTerms.priceIncludes).toContain(mention.trim());
  });

  it('how each part is paid: the FAQ and the AGB say the same sentences', () => {
    expect(paymentTerms.length).toBeGreaterThanOrEqual(2);
    for (const sentence of paymentTerms) {
      expect(texts.faq).toContain(sentence);
      expect(texts.agb).toContain(sentence);
    }
  });

  it('hotel and transfer are part of the package price, paid in cash on site, not an extra', () => {
    const withTravel = Object.values(clinics).some((clinic) => clinic.packageIncludesTravel);
    if (!withTravel) {
      expect(packageTerms.travelShare).toBe('');
      return;
    }
    expect(packageTerms.travelShare).toMatch(/Teil des Paketpreises/);
    // Hotel and transfer in cash on site (spec): as the travel share says, or, where the deposit is a share of the whole
    // package price, as the remainder says (test/worker/owner-decisions.test.tsx reads every base on the pages).
    expect(`${packageTerms.travelShare} ${packageTerms.remainder}`).toMatch(/Hotel und Transfer[^.]* in bar/);
    // Never framed as a gift beside a treatment (§ 7 HWG).
    expect(packageTerms.travelShare).not.toMatch(/nichts zusätzlich|kostenlos|gratis|geschenkt/i);
    expect(packageTerms.includes).toMatch(/Flug, Hotel und Transfer/);
  });

  it('whether the offer binds: the services footnote and the AGB say the same, the process step names it', () => {
    expect(texts.services).toContain(packageTerms.offer);
    expect(texts.agb).toContain(packageTerms.offer);
    expect(texts.process).toContain(packageTerms.offerName);
  });

  it('where photos go: the process step’s photo panel and the privacy policy say the same, and the WhatsApp card asks for none', () => {
    for (const place of ['process', 'datenschutz'] as const) {
      expect(texts[place], place).toContain(packageTerms.photos);
    }
    expect(packageTerms.photos).toMatch(/per E-Mail, nicht über WhatsApp/);
    expect(texts.whatsappCard).not.toMatch(/Foto/);
  });

  it.each([
    ['ohne versteckte Nebenkosten', 'a price that excludes nothing, and hotel and transfer billed on site'],
    ['inkl. aller Nebenkosten', 'two spellings of one promise'],
    ['verbindliches Festpreisangebot', 'an offer that binds, against the AGB'],
    ['unverbindliches Angebot', 'an offer that does not bind, against the landing page'],
    ['Festpreisangebot', 'the old name of the offer'],
    ['schicken Sie Fotos', 'photos invited through WhatsApp, against the privacy policy'],
    ['Steuernummer', 'a tax number the DDG does not ask for'],
    ['Art. 49 Abs. 1 lit. b', 'regular transfers on an exception meant for occasional ones'],
  ])('no text says “%s” (%s)', (phrase) => {
    const all = `${landing} ${texts.agb} ${texts.datenschutz} ${textOf(impressum)}`;
    expect(all).not.toContain(phrase);
  });
});

describe('typography', () => {
  it('writes ranges with an en dash in the running copy, never a hyphen between numbers', () => {
    const all = `${landing} ${texts.agb} ${texts.datenschutz} ${textOf(impressum)}`;
    // A hyphen between two numbers is a range typed wrong; dates, prices and the like contain none.
    expect(all.match(/\d ?-\d/g) ?? []).toEqual([]);
    // The take-rate range, whatever its figures, is one of those ranges.
    expect(claims.takeRate).toMatch(/^\d+–\d+$/);
    expect(all).toContain(claims.takeRate);
  });
});
