// The legal duties (docs/vor-dem-livegang.md) on the rendered pages: every legal duty's fact stands where the law wants it (whether it is still a
// placeholder or already filled in, so the owner's facts never turn this red), optional facts leave no empty line when
// they are `null`, and the landing page, the FAQ and the legal pages carry the one wording of each commercial claim.
import { describe, expect, it } from 'vitest';
import { consentNamesIstanbul, mailDraft } from '../../src/content/mail-draft.ts';
import { packageTerms, paymentTerms } from '../../src/content/package-terms.ts';
import { paths } from '../../src/routes.ts';
import { clinics, medicalProfession, operator, privacy, site, treatments } from '../../src/site.ts';
import { get, text } from './fetch.ts';

async function mainText(path: string): Promise<string> {
  return text((await get(path)).document.querySelector('main'));
}

describe('Impressum (§ 5 DDG)', () => {
  it('names title and awarding state, chamber, professional rules and authority for each location', async () => {
    const content = await mainText(paths.impressum);
    for (const location of Object.values(medicalProfession)) {
      const { title, chamber, rules, authority, liabilityInsurance } = location;
      for (const fact of [title, chamber, rules, authority, liabilityInsurance]) {
        expect(content).toContain(fact);
      }
    }
    expect(content).toContain('Gesetzliche Berufsbezeichnung und Staat, in dem sie verliehen wurde');
    for (const clinic of Object.values(clinics))
      expect(content).toContain(`Ärztinnen und Ärzte am Standort ${clinic.city}`);
  });

  it(`${operator.vatId === null ? 'leaves out' : 'shows'} the VAT or business ID, and never asks for a tax number`, async () => {
    const { document } = await get(paths.impressum);
    const content = text(document.querySelector('main'));
    const headings = [...document.querySelectorAll('main h2')].map(text);
    expect(content).not.toContain('Steuernummer');
    if (operator.vatId === null) expect(headings).not.toContain('Umsatzsteuer');
    else expect(content).toContain(`Wirtschafts-Identifikationsnummer: ${operator.vatId}`);
  });

  it(`gives the Willich location ${operator.willichOperator ? 'its own operator block' : 'to the Istanbul company'}`, async () => {
    const content = await mainText(paths.impressum);
    const company = operator.willichOperator;
    if (company === null) {
      expect(content).toContain(
        `Der Standort ${clinics.willich.city} wird von der oben genannten Gesellschaft betrieben.`,
      );
      return;
    }
    for (const fact of [company.companyName, company.legalForm, company.representatives, company.tradeRegister]) {
      expect(content).toContain(fact);
    }
    if (company.vatId !== null) expect(content).toContain(company.vatId);
  });
});

describe('Datenschutzerklärung (Art. 13 DSGVO)', () => {
  const travel = Object.values(clinics).some((clinic) => clinic.packageIncludesTravel);
  it(`names the recipients: mail and phone providers, ${travel ? 'airline, hotel and transfer service of a journey' : 'no airline or hotel (no package includes travel)'} and the others`, async () => {
    const content = await mainText(paths.datenschutz);
    expect(content).toContain('Empfänger Ihrer Daten');
    for (const fact of [privacy.emailProvider, privacy.phoneProvider, privacy.otherRecipients]) {
      expect(content).toContain(fact);
    }
    expect(content.includes('die Fluggesellschaft, das Hotel und der Transferdienst Ihrer Reise')).toBe(travel);
  });

  const officer = privacy.dataProtectionOfficer;
  it(`${typeof officer === 'string' ? 'names the' : 'names no'} data protection officer`, async () => {
    const content = await mainText(paths.datenschutz);
    if (typeof officer === 'string') expect(content).toContain(officer);
    else {
      // The recorded reason is for the owner's files and the deploy check, not for the policy.
      expect(content).not.toContain('Datenschutzbeauftragte');
      expect(content).not.toContain(officer.noneBecause);
    }
  });

  it('names the WhatsApp product that carries the chats', async () => {
    expect(await mainText(paths.datenschutz)).toContain(`Wir nutzen dafür: ${privacy.whatsappProduct}.`);
  });

  it(`${operator.willichOperator ? 'rests regular transfers between the two companies on standard contractual clauses' : 'names one company, Willich its EU establishment, and no clauses'}; enquiries reach Istanbul ${consentNamesIstanbul(site) ? 'on explicit consent' : 'under the clauses'}`, async () => {
    const content = await mainText(paths.datenschutz);
    if (operator.willichOperator) {
      expect(content).toContain('Art. 46 Abs. 2 lit. c DSGVO');
      expect(content).toContain('Standardvertragsklauseln');
    } else {
      expect(content).toContain('Art. 3 Abs. 1 DSGVO');
      expect(content).not.toContain('Standardvertragsklauseln');
    }
    expect(content.includes('Art. 49 Abs. 1 lit. a DSGVO')).toBe(consentNamesIstanbul(site));
    expect(content).not.toContain('Art. 49 Abs. 1 lit. b');
  });

  it('describes what the form records and where photos go', async () => {
    const content = await mainText(paths.datenschutz);
    expect(content).toContain(mailDraft.consentRecord.replace('{date}', '…'));
    expect(content).toContain(packageTerms.photos);
    expect(content).toContain('nicht über WhatsApp');
  });
});

describe('one wording for each commercial claim', () => {
  it('the landing page: price includes, offer, photos and the cell therapy explained', async () => {
    const content = await mainText(paths.home);
    for (const sentence of [packageTerms.includes, packageTerms.offer, packageTerms.photos, ...paymentTerms]) {
      expect(content).toContain(sentence);
    }
    expect(content).toContain(`Zelltherapie: ${treatments.cellTherapy}`);
    expect(content).not.toContain('versteckte');
  });

  it('the AGB: the same price, payment and offer sentences, and what the cell therapy is', async () => {
    const content = await mainText(paths.agb);
    for (const sentence of [packageTerms.includes, packageTerms.offer, ...paymentTerms]) {
      expect(content).toContain(sentence);
    }
    expect(content).toContain(`Zelltherapie: ${treatments.cellTherapy}`);
    expect(content).not.toContain('unverbindliches Angebot');
  });
});
