// Price, place, package, guarantee and contract partner, said once and alike on every page (docs/betreiber.md): the wording rules of src/lib/claim-audit.ts over the copy built from the site's facts and from each
// other shape of them (operator, journey), the sharing image's template included. The owner's headlines are left out.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  sharingImageHtml,
  sharingImageStale,
  sharingImageTexts,
  withTemplateHash,
} from '../../scripts/lib/sharing-image.ts';
import { auditPlaces, claimsFor, guaranteeWording } from '../../src/content/claims.ts';
import { GOOGLE_ADS_SECTION_ID } from '../../src/content/consent.ts';
import { landingFor } from '../../src/content/landing.ts';
import { agbFor } from '../../src/content/legal/agb.ts';
import { datenschutzFor } from '../../src/content/legal/datenschutz.ts';
import { impressumFor } from '../../src/content/legal/impressum.ts';
import { mailDraftFor } from '../../src/content/mail-draft.ts';
import { sharingImageAlt } from '../../src/content/pages.ts';
import { auditWording, type Finding, type Place } from '../../src/lib/claim-audit.ts';
import { firmName, formatEuro } from '../../src/lib/format.ts';
import { contractPartner, type SiteFacts, site } from '../../src/site.ts';
import { officerShapes, siteVariants, withOfficer, withStandardContractualClauses } from '../common/site-variants.ts';
import { landingBlocks, legalBlocks } from './content-blocks.ts';
import { testTempDir } from './temp-dir.ts';

/** Each block that breaks a rule, with what it broke. */
function audit(blocks: readonly string[], facts: SiteFacts, travel = true): { text: string; findings: Finding[] }[] {
  const places = auditPlaces(facts);
  const guarantee = guaranteeWording(facts);
  return blocks
    .map((text) => ({ text, findings: auditWording(text, places, { travel, guarantee }) }))
    .filter((result) => result.findings.length > 0);
}

const places: Place[] = [
  { city: 'Istanbul', price: '2.299 EUR', travel: true },
  { city: 'Willich', price: '2.990 EUR', travel: false },
];
const rules = (text: string) => auditWording(text, places).map((finding) => `${finding.rule}: ${finding.word}`);

describe('the wording rules', () => {
  it('want each price right after its own place', () => {
    expect(rules('Komplettpaket in Istanbul ab 2.299 EUR und in Willich ab 2.990 EUR.')).toEqual([]);
    expect(rules('Haartransplantation in Istanbul & Willich ab 2.299 EUR')).toEqual(['price-without-place: 2.299 EUR']);
    expect(rules('Komplettpaket ab 2.299 EUR')).toEqual(['price-without-place: 2.299 EUR']);
    expect(rules('ab 2.990 EUR für eine Behandlung in Willich')).toEqual(['price-without-place: 2.990 EUR']);
  });

  it('refuse a fixed price and a lasting success', () => {
    expect(rules('Ihr Komplettpaket zum Festpreis')).toEqual(['fixed-price: Festpreis']);
    expect(rules('natürlich und dauerhaft')).toEqual(['lasting-success: dauerhaft']);
    expect(rules('ein Angebot mit festem Paketpreis')).toEqual([]);
  });

  it('tie the journey to a place whose package includes it', () => {
    expect(rules('in Istanbul auch Flug, Hotel und Transfer')).toEqual([]);
    expect(rules('Willich: Behandlung in Deutschland, ohne Flugreise')).toEqual([]);
    expect(rules('Wir organisieren Termin, Flug, Hotel und Transfer.')).toEqual([
      'travel-without-place: Flug',
      'travel-without-place: Hotel',
      'travel-without-place: Transfer',
    ]);
    expect(rules('In Willich mit Hin- und Rückflug')).toEqual(['travel-without-place: Hin- und Rückflug']);
    expect(auditWording('Flug, Hotel und Transfer', places, { travel: false })).toEqual([]);
    expect(auditWording('Flug und Hotel', [{ ...places[1], travel: true } as Place])).toEqual([]);
  });

  it('want a guaranteed rate in the one wording, or the short label that points to it', () => {
    const guarantee = guaranteeWording(site);
    const check = (text: string) => auditWording(text, places, { guarantee }).map((finding) => finding.rule);
    expect(check(`Vorweg: ${guarantee.sentence} Mehr in den AGB.`)).toEqual([]);
    expect(check(guarantee.label)).toEqual([]);
    expect(check('Wir garantieren eine Anwuchsrate von mindestens 90–95 Prozent.')).toEqual(['guarantee-wording']);
    expect(check('Anwuchsrate 90–95 % garantiert')).toEqual(['guarantee-wording']);
    expect(check('Die Garantie setzt voraus, dass Sie die Hinweise befolgen.')).toEqual([]);
  });
});

/** The blocks of the sections whose headings start with `start` ('§ 7 ', '14.'), as one text. */
const sectionText = (document: ReturnType<typeof agbFor>, start: string) =>
  legalBlocks({ ...document, sections: document.sections.filter((section) => section.heading.startsWith(start)) }).join(
    ' ',
  );

describe.each(siteVariants)('the copy with $name', ({ facts, operator, travel }) => {
  const landing = landingFor(facts);
  const agb = agbFor(facts);
  const datenschutz = datenschutzFor(facts);
  const claims = claimsFor(facts);

  it('breaks no wording rule on the landing page, in the AGB, the privacy policy and the Impressum', () => {
    expect(audit(landingBlocks(landing, facts.reviews), facts)).toEqual([]);
    expect(audit(legalBlocks(agb), facts)).toEqual([]);
    expect(audit(legalBlocks(datenschutz), facts, false)).toEqual([]);
    expect(audit(legalBlocks(impressumFor(facts)), facts, false)).toEqual([]);
    expect(audit([sharingImageAlt(facts), ...Object.values(sharingImageTexts(facts)).flat()], facts)).toEqual([]);
  });

  it('states the guarantee in full wherever it is named: the hero’s footnote, the FAQ and the AGB', () => {
    expect(landing.hero.trustPoints.map((point) => point.text)).toContain(claims.takeRateLabel);
    expect(landing.hero.priceNote).toContain(`*${claims.guarantee}`);
    expect(landing.faq.items.flatMap((item) => item.answer).join(' ')).toContain(claims.guarantee);
    const terms = legalBlocks(agb).join(' ');
    expect(terms).toContain(claims.guarantee);
    // What the guarantee gives, how it is measured and claimed: the owner's facts, where the AGB grant it.
    for (const fact of Object.values(facts.guarantee)) expect(terms).toContain(fact);
    // One wording of its condition: no other ("vollständig befolgt") anywhere.
    expect(terms).not.toMatch(/vollständig befolgt/);
  });

  it('names for each location the same contract partner on its price card (in full), in the AGB and in the privacy policy', () => {
    const clause = legalBlocks(agb).find((block) => block.startsWith('(1) Ihr Vertragspartner')) ?? '';
    const controller = datenschutz.sections[0];
    for (const card of landing.services.cards) {
      const partner = contractPartner(facts.operator, card.clinic);
      const city = facts.clinics[card.clinic].city;
      // § 5b Abs. 1 Nr. 2 UWG: firm, legal form and the full address, on the card that invites to buy.
      // (firmName, test/unit/format.test.ts: the legal form once, also where the firm already carries it).
      expect(card.partner.name).toBe(firmName(partner));
      expect(card.partner.name).toContain(partner.companyName);
      const { street, postalCode, city: town, country } = partner.address;
      expect(card.partner.address).toBe(`${street}, ${postalCode} ${town}, ${country}`);
      // The clause for this city names this company.
      const forCity = clause.split('; ').find((part) => part.includes(`in ${city}`)) ?? '';
      expect(forCity, city).toContain(partner.companyName);
      expect(JSON.stringify(controller)).toContain(partner.companyName);
    }
  });

  it(`writes the privacy policy for ${operator === 'istanbul-runs-both' ? 'one company with Willich as its EU establishment' : 'two companies, Istanbul without an EU establishment'}`, () => {
    const text = legalBlocks(datenschutz).join(' ');
    if (operator === 'istanbul-runs-both') {
      expect(text).toContain('Art. 3 Abs. 1 DSGVO');
      // Art. 26 may stand only where Google Ads is on: Google and we collect its data together (section 13).
      const ownText = legalBlocks({
        ...datenschutz,
        sections: datenschutz.sections.filter((section) => section.id !== GOOGLE_ADS_SECTION_ID),
      }).join(' ');
      expect(ownText).not.toMatch(/Art\. 27|Standardvertragsklauseln|Art\. 26/);
    } else {
      expect(text).toContain('gemeinsam verantwortlich (Art. 26 DSGVO)');
      expect(text).toContain('Art. 27 DSGVO');
      expect(text).toContain('Art. 46 Abs. 2 lit. c DSGVO');
      expect(text).toContain(facts.operator.willichOperator?.gdprRepresentative);
    }
    // Either way, what goes to Istanbul goes there on standard contractual clauses, where the two companies have
    // confirmed them, or else on the visitor's explicit consent; never on an exception for occasional transfers used
    // for regular ones.
    const clauses = operator === 'willich-company' && facts.operator.willichOperator?.standardContractualClauses;
    expect(text.includes('Art. 49 Abs. 1 lit. a DSGVO')).toBe(!clauses);
    expect(text).not.toContain('Art. 49 Abs. 1 lit. b');
  });

  it(`writes the package tour's terms into the AGB ${travel === 'none' ? 'nowhere: no package includes travel' : 'for each package with a journey'}, beside the treatment's fee`, () => {
    const all = legalBlocks(agb).join(' ');
    const payment = sectionText(agb, '§ 7 ');
    const cancellation = sectionText(agb, '§ 8 ');
    const liability = sectionText(agb, '§ 11 ');
    // The spec's fee for the treatment stays in every shape.
    expect(cancellation).toContain(`pauschale Stornogebühr von ${formatEuro(facts.terms.cancellationFee)}`);
    const journeys = Object.values(facts.clinics).flatMap((clinic) =>
      clinic.journey ? [{ city: clinic.city, ...clinic.journey }] : [],
    );
    expect(journeys.length > 0).toBe(travel !== 'none');
    if (journeys.length === 0) {
      expect(all).not.toMatch(/§ 651|Sicherungsschein|Kundengeldabsicherer|Reisepreis/);
      return;
    }
    for (const journey of journeys) {
      // § 651t BGB: the insurer is named where the AGB ask for payment; § 651h: the owner's scale per package.
      expect(payment).toContain(`beim Paket für ${journey.city}: ${journey.insolvencyProtection}`);
      expect(cancellation).toContain(`beim Paket für ${journey.city}: ${journey.cancellationScale}`);
    }
    expect(payment).toMatch(
      /Sicherungsschein.*vorher fordern wir keine Zahlung auf das Paket und nehmen keine an \(§ 651t BGB\)/,
    );
    expect(cancellation).toContain('eine angemessene Entschädigung');
    expect(cancellation).toContain(
      'Nachweis gestattet, dass uns kein oder ein wesentlich geringerer Schaden als die Entschädigung entstanden ist',
    );
    expect(cancellation).toMatch(/\(§ 651h Abs\. 2 BGB\).*\(§ 651h Abs\. 3 BGB\)/);
    // The liability limit of § 11 Abs. 2 does not reach the journey.
    expect(liability).toMatch(
      /Reiseleistungen des Pakets für .*gilt Absatz 2 nicht.*Für Reiseleistungen gilt § 651p BGB\./,
    );
  });

  it('numbers the paragraphs of every AGB section without a gap, whichever are written for a journey', () => {
    for (const section of agb.sections) {
      const numbers = legalBlocks({ ...agb, sections: [section] })
        .map((block) => /^\((\d+)\) /.exec(block)?.[1])
        .filter(Boolean)
        .map(Number);
      expect(numbers, section.heading).toEqual(numbers.map((_, index) => index + 1));
    }
  });

  it(`names airline, hotel and transfer service among the privacy policy's recipients ${travel === 'none' ? 'nowhere: no package includes travel' : 'for the packages with a journey'}`, () => {
    // The owner's other recipients are his words; what the policy writes itself is tested here.
    const recipients = sectionText(datenschutz, '14.').replace(facts.privacy.otherRecipients, '');
    const cities = Object.values(facts.clinics).filter((clinic) => clinic.packageIncludesTravel);
    if (cities.length === 0) {
      expect(recipients).not.toMatch(/Fluggesellschaft|Hotel|Transferdienst|Ihrer Reise/);
      return;
    }
    expect(recipients).toContain(
      `bei einer Buchung des Pakets für ${cities.map((clinic) => clinic.city).join(' oder ')} die Fluggesellschaft, das Hotel und der Transferdienst Ihrer Reise`,
    );
  });

  it('promises the journey in the AGB only for the places whose package includes it', () => {
    const services = agb.sections.find((section) => section.heading.startsWith('§ 4'));
    const journey = legalBlocks({ ...agb, sections: services ? [services] : [] }).filter((block) =>
      /flug/i.test(block),
    );
    const cities = Object.values(facts.clinics).filter((clinic) => clinic.packageIncludesTravel);
    expect(journey).toHaveLength(cities.length ? 1 : 0);
    for (const clinic of cities) expect(journey[0]).toContain(clinic.city);
  });
});

describe.each(siteVariants.filter((variant) => variant.travel === 'istanbul'))(
  'the consent with $operator',
  ({ facts, operator }) => {
    it.each([false, true])(
      'names Istanbul, outside the EU, on the form, in the mail and in the privacy policy only until standard contractual clauses carry the enquiries (confirmed: %s)',
      (confirmed) => {
        const shaped = withStandardContractualClauses(facts, confirmed);
        // One company running both locations has no one to sign clauses with: its consent keeps carrying Istanbul.
        const namesIstanbul = operator === 'istanbul-runs-both' || !confirmed;
        const landing = landingFor(shaped);
        const draft = mailDraftFor(shaped);
        const { city, address } = shaped.clinics.istanbul;
        const consent = landingBlocks(landing, shaped.reviews).find((block) => block.startsWith('Ich stimme zu')) ?? '';
        for (const text of [consent, draft.consentGiven, draft.consentRecord, draft.nativeSubject]) {
          expect(text.includes(`${city} (${address.country}`), text).toBe(namesIstanbul);
          expect(text.includes('Angemessenheitsbeschluss'), text).toBe(namesIstanbul);
        }
        // The box itself stays, for the health data, with the spec's alert (Art. 9 Abs. 2 lit. a DSGVO).
        expect(consent).toMatch(
          /^Ich stimme zu, dass meine Angaben – auch zu meiner Gesundheit – .*Datenschutzerklärung/,
        );
        expect(consent).toContain('Diese Einwilligung kann ich jederzeit widerrufen.');
        expect(draft.consentGiven).toMatch(
          /^Einwilligung zur Verarbeitung meiner Angaben einschließlich Gesundheitsdaten/,
        );
        expect(landing.contact.form.consentMissing).toBe('Bitte stimmen Sie der Datenschutzerklärung zu.');
        // The privacy policy rests that transfer on the consent (Art. 49) or on the clauses, and quotes the mail's line.
        const policy = legalBlocks(datenschutzFor(shaped)).join(' ');
        expect(policy.includes('Art. 49 Abs. 1 lit. a DSGVO')).toBe(namesIstanbul);
        expect(policy.includes(`ausdrücklich auch in ihre Verarbeitung in ${city}`)).toBe(namesIstanbul);
        expect(policy.includes('nicht auf Ihre Einwilligung')).toBe(!namesIstanbul);
        expect(policy).toContain(draft.consentRecord.replace('{date}', '…'));
      },
    );
  },
);

describe.each(officerShapes)('the privacy policy with $name as data protection officer', ({ officer }) => {
  it.each(siteVariants.filter((variant) => variant.travel === 'istanbul'))('$operator', ({ facts }) => {
    const policy = legalBlocks(datenschutzFor(withOfficer(facts, officer))).join(' ');
    if (typeof officer === 'string') {
      expect(policy).toContain(`Datenschutzbeauftragten erreichen Sie unter: ${officer}`);
    } else {
      // The recorded reason is for the owner's files and the deploy check, not for the policy.
      expect(policy).not.toContain('Datenschutzbeauftragte');
      expect(policy).not.toContain(officer.noneBecause);
    }
  });
});

describe('the sharing image', () => {
  it('is stale exactly when the template it records is not the one of the facts it is checked against', () => {
    const file = join(testTempDir('bemedics-og-'), 'og.jpg');
    const today = sharingImageHtml();
    // A JPEG's start and end are all the record needs.
    writeFileSync(file, withTemplateHash(Buffer.from([0xff, 0xd8, 0xff, 0xd9]), today));
    expect(sharingImageStale(file, today)).toBe(false);
    expect(sharingImageStale(file, today.replace('Komplettpaket', 'Paket'))).toBe(true);
    writeFileSync(file, Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    expect(sharingImageStale(file, today)).toBe(true);
    expect(sharingImageStale(`${file}.fehlt`, today)).toBe(true);
  });

  it('names the place of each price', () => {
    const { prices } = sharingImageTexts();
    for (const clinic of Object.values(site.clinics)) {
      expect(prices.join(' ')).toContain(`in ${clinic.city} ab`);
    }
  });
});
