// The legal texts in each shape the owner's facts may take, as workerd renders them, both sides of each whatever
// src/site.ts says today (docs/vor-dem-livegang.md): the package tour's terms (insurer and Sicherungsschein, the
// cancellation scale, liability) and its recipients only while a package includes travel; the contact form's consent
// naming Istanbul only until standard contractual clauses carry the enquiries; the data protection officer named or not.
import { describe, expect, it } from 'vitest';
import type { LandingContent } from '../../src/content/landing.ts';
import { officerShapes, siteVariants, withOfficer, withStandardContractualClauses } from '../common/site-variants.ts';
import { ORIGIN, text } from './fetch.ts';
import { renderFor, sectionText } from './render-facts.tsx';

describe.each(siteVariants)('the legal pages rendered for $name', ({ facts, travel }) => {
  it(`${travel === 'none' ? 'say nothing of a package tour' : 'name each journey’s insurer, cancellation scale, liability and recipients'}; the treatment's fee stays`, async () => {
    const { agb, datenschutz } = await renderFor(facts);
    const terms = text(agb.querySelector('main'));
    expect(sectionText(agb, '§ 8 ')).toContain('pauschale Stornogebühr von 750 EUR');
    // The owner's other recipients are his words; what the policy writes itself is read here.
    const recipients = sectionText(datenschutz, '14.').replace(facts.privacy.otherRecipients, '');
    const journeys = Object.values(facts.clinics).flatMap((clinic) =>
      clinic.journey ? [{ city: clinic.city, ...clinic.journey }] : [],
    );
    if (journeys.length === 0) {
      expect(terms).not.toMatch(/§ 651|Sicherungsschein|Kundengeldabsicherer|Reisepreis/);
      expect(recipients).not.toMatch(/Fluggesellschaft|Hotel|Transferdienst/);
      return;
    }
    for (const journey of journeys) {
      expect(sectionText(agb, '§ 7 ')).toContain(`beim Paket für ${journey.city}: ${journey.insolvencyProtection}`);
      expect(sectionText(agb, '§ 8 ')).toContain(`beim Paket für ${journey.city}: ${journey.cancellationScale}`);
    }
    expect(sectionText(agb, '§ 7 ')).toMatch(/Sicherungsschein.*\(§ 651t BGB\)/);
    expect(sectionText(agb, '§ 8 ')).toMatch(/angemessene Entschädigung.*Nachweis gestattet.*\(§ 651h Abs\. 2 BGB\)/);
    expect(sectionText(agb, '§ 11 ')).toMatch(/gilt Absatz 2 nicht.*Für Reiseleistungen gilt § 651p BGB\./);
    expect(recipients).toContain('die Fluggesellschaft, das Hotel und der Transferdienst Ihrer Reise');
  });
});

describe.each(siteVariants.filter((variant) => variant.travel === 'istanbul'))(
  'the consent rendered for $operator',
  ({ facts, operator }) => {
    it.each([false, true])(
      'names Istanbul on the form, in the mail and as the ground in the privacy policy only until standard contractual clauses carry the enquiries (confirmed: %s)',
      async (confirmed) => {
        const namesIstanbul = operator === 'istanbul-runs-both' || !confirmed;
        const { app, home, datenschutz } = await renderFor(withStandardContractualClauses(facts, confirmed));
        const form = home.querySelector('[data-contact-form]');
        const box = form?.querySelector('input#kontakt-consent[type="checkbox"]');
        const label = text(form?.querySelector('label[for="kontakt-consent"]'));
        // The island's props as the browser gets them: in its marker, or in the file of the site's islands where they are
        // the site's own (src/components/island-props.ts).
        const marker = home.querySelector('[data-island="ContactForm"]');
        const file = marker?.getAttribute('data-props-src');
        const props: { form: LandingContent['contact']['form']; draft: LandingContent['mailDraft'] } = file
          ? JSON.parse(await (await app.request(`${ORIGIN}${file}`)).text()).ContactForm
          : JSON.parse(marker?.getAttribute('data-props') ?? '{}');
        const { form: formProps, draft } = props;
        // Without script the form's action carries the mail's subject, which records the consent given by the ticked box.
        const subject = decodeURIComponent(new URL(form?.getAttribute('action') ?? '').search);
        for (const words of [label, subject, draft.consentRecord]) {
          expect(words.includes('Istanbul (Türkei'), words).toBe(namesIstanbul);
          expect(words.includes('Angemessenheitsbeschluss'), words).toBe(namesIstanbul);
        }
        // The box stays for the health data, required, with the spec's alert.
        expect(label).toMatch(
          /^Ich stimme zu, dass meine Angaben – auch zu meiner Gesundheit – .*Datenschutzerklärung/,
        );
        expect(box?.hasAttribute('required')).toBe(true);
        expect(formProps.consentMissing).toBe('Bitte stimmen Sie der Datenschutzerklärung zu.');
        const policy = text(datenschutz.querySelector('main'));
        expect(policy.includes('Art. 49 Abs. 1 lit. a DSGVO')).toBe(namesIstanbul);
        expect(policy.includes('ausdrücklich auch in ihre Verarbeitung in Istanbul')).toBe(namesIstanbul);
        expect(policy).toContain(draft.consentRecord.replace('{date}', '…'));
      },
    );
  },
);

describe.each(officerShapes)('the privacy policy rendered with $name as data protection officer', ({ officer }) => {
  it('names the officer, or none and never the reason', async () => {
    const [variant] = siteVariants;
    if (!variant) throw new Error('no site variants');
    const { datenschutz } = await renderFor(withOfficer(variant.facts, officer));
    const policy = text(datenschutz.querySelector('main'));
    if (typeof officer === 'string') {
      expect(text(datenschutz.querySelector('main section'))).toContain(officer);
    } else {
      expect(policy).not.toContain('Datenschutzbeauftragte');
      expect(policy).not.toContain(officer.noneBecause);
    }
  });
});
