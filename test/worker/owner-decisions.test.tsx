// The owner's three decisions (src/site.ts `decisions`; docs/vor-dem-livegang.md, section 3) on the pages workerd
// renders, each open and on either side: the right of withdrawal (none for a treatment contract, or the Widerrufsbelehrung
// with the model form and a line on each price card), the blood test before surgery (in the package, or by the patient's
// own doctor outside the offer) and what the deposit is a share of where a package includes the flight (one reading,
// the same sentence in AGB § 7 and the FAQ). While a decision is open, no page says anything of it. The served pages
// are read as src/site.ts has them today (open by default, decided in the live copy), and every side through variants.
import { describe, expect, it } from 'vitest';
import { EARLY_START_REQUEST, WITHDRAWAL_SECTION_ID } from '../../src/content/legal/withdrawal.ts';
import { bloodTest, packageTermsFor } from '../../src/content/package-terms.ts';
import { firmName } from '../../src/lib/format.ts';
import { paths } from '../../src/routes.ts';
import { contractPartner, type SiteFacts, site } from '../../src/site.ts';
import { decisionSides, siteVariants, withDecisions } from '../common/site-variants.ts';
import { get, text } from './fetch.ts';
import { renderFor, sectionText } from './render-facts.tsx';

interface Pages {
  readonly home: Document;
  readonly agb: Document;
}

const main = (document: Document) => text(document.querySelector('main'));
const cards = (home: Document) => [...home.querySelectorAll('article[data-clinic]')];
/** A price card's value for a label of what its price covers ('Nicht enthalten'). */
const coverage = (card: Element, label: string) =>
  text(
    [...card.querySelectorAll('[data-price-coverage] dt')].find((term) => text(term).startsWith(label))
      ?.nextElementSibling,
  );
const includes = (card: Element) => [...card.querySelectorAll('ul li')].map(text);

/** What the AGB and the price cards say of the right of withdrawal, for the decision in `facts`. */
function expectWithdrawal(facts: SiteFacts, { home, agb }: Pages): void {
  const terms = main(agb);
  // The price cards' line, by where it leads: no attribute of its own, for the bytes of the first TCP window.
  const mentions = home.querySelectorAll(`main a[href^="${paths.agb}#"]`);
  const belehrung = agb.getElementById(WITHDRAWAL_SECTION_ID);
  const choice = facts.decisions.withdrawal;
  // A cancellation within the period is a withdrawal, with no fee (AGB § 8): only where the right is granted.
  expect(sectionText(agb, '§ 8 ').includes('gilt die Stornierung als Widerruf')).toBe(choice === 'right');
  if (choice !== 'right') {
    expect(belehrung).toBeNull();
    expect(terms).not.toContain('Widerrufsbelehrung');
    expect(terms).not.toContain('Muster-Widerrufsformular');
    expect(mentions).toHaveLength(0);
    expect(main(home)).not.toContain('Widerrufsrecht');
  }
  if (choice === null) {
    // Nothing of either side: the AGB withdraw only the consent to the surgery (§ 630d Abs. 3 BGB).
    expect(terms).not.toMatch(/Widerrufsrecht|§ 312|Fernabsatz/);
    return;
  }
  const travel = Object.values(facts.clinics).filter((clinic) => clinic.packageIncludesTravel);
  if (choice === 'exempt') {
    const clause = sectionText(agb, '§ 3 ');
    expect(clause).toContain('(5) Ein Widerrufsrecht nach den Vorschriften über Fernabsatzverträge haben Sie nicht');
    expect(clause).toContain('Behandlungsvertrag');
    expect(clause).toContain('(§ 630a BGB)');
    expect(clause).toContain('(§ 312 Abs. 2 Nr. 7 BGB)');
    expect(clause.includes('(§ 312 Abs. 7 BGB)')).toBe(travel.length > 0);
    return;
  }
  // The right: § 3 says so and how a treatment may begin within the period; the Belehrung and the form follow at the end.
  const clause = sectionText(agb, '§ 3 ');
  expect(clause).toContain('(5) Schließen Sie den Vertrag per E-Mail, Telefon oder WhatsApp');
  expect(clause).toContain(
    `(6) Vor Ablauf der Widerrufsfrist beginnen wir mit Ihrer Behandlung nur, wenn Sie das ausdrücklich in Textform verlangen, etwa mit diesen Worten: „${EARLY_START_REQUEST}“`,
  );
  expect(clause).toContain('(§ 357a Abs. 2 BGB)');
  expect(clause).toContain('(§ 356 Abs. 4 BGB)');
  const said = text(belehrung);
  for (const sentence of [
    'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
    'Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.',
    'mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.',
    'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
    'in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.',
    'Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen soll, so haben Sie uns einen angemessenen Betrag zu zahlen',
    `; Telefon ${facts.contact.phoneDisplay}; E-Mail ${facts.contact.email})`,
  ]) {
    expect(said).toContain(sentence);
  }
  const form = sectionText(agb, 'Muster-Widerrufsformular');
  expect(form).toContain('Hiermit widerrufe(n) ich/wir (*)');
  expect(form).toContain('(*) Unzutreffendes streichen.');
  // Each location's contract partner, with its address, in the Belehrung and in the form's „An …“ line.
  for (const clinic of Object.values(facts.clinics)) {
    const partner = contractPartner(facts.operator, clinic.id);
    const named = `${firmName(partner)}, ${partner.address.street}, ${partner.address.postalCode} ${partner.address.city}, ${partner.address.country}`;
    expect(said).toContain(named);
    expect(form).toContain(named);
  }
  expect(form).toContain(`, E-Mail ${facts.contact.email}:`);
  // One short line on each price card, which leads to the Belehrung.
  expect(mentions).toHaveLength(cards(home).length);
  for (const mention of mentions) {
    expect(text(mention)).toBe('14 Tage Widerrufsrecht');
    expect(mention.getAttribute('href')).toBe(`${paths.agb}#${WITHDRAWAL_SECTION_ID}`);
  }
}

/** Where the price cards and the AGB name the blood test, for the decision in `facts`. */
function expectBloodTest(facts: SiteFacts, { home, agb }: Pages): void {
  const choice = facts.decisions.bloodTest;
  for (const card of cards(home)) {
    expect(includes(card).includes(bloodTest.included), 'in the package').toBe(choice === 'in-package');
    expect(coverage(card, 'Nicht enthalten').includes(bloodTest.outside), 'not included').toBe(choice === 'own-doctor');
  }
  expect(sectionText(agb, '§ 4 ').includes(`die ${bloodTest.included},`)).toBe(choice === 'in-package');
  expect(sectionText(agb, '§ 6 ').includes(`${bloodTest.outside} und Ihre persönlichen Ausgaben vor Ort.`)).toBe(
    choice === 'own-doctor',
  );
  expect(sectionText(agb, '§ 10 ').includes('Diese Untersuchung ist nicht Teil unseres Angebots')).toBe(
    choice === 'own-doctor',
  );
  if (choice === null) {
    expect(main(home)).not.toContain('Blutuntersuchung');
    expect(main(agb)).not.toContain('Blutuntersuchung');
  }
}

/** What the deposit is a share of: one reading, the same sentence in AGB § 7 and the FAQ. */
function expectDeposit(facts: SiteFacts, { home, agb }: Pages): void {
  const terms = packageTermsFor(facts);
  const payments = sectionText(agb, '§ 7 ');
  const faq = text(home.getElementById('faq'));
  for (const sentence of [terms.deposit, terms.remainder, terms.travelShare].filter(Boolean)) {
    expect(payments).toContain(sentence);
    expect(faq).toContain(sentence);
  }
  expect(payments).toContain(terms.depositCredit);
  const travel = Object.values(facts.clinics).filter((clinic) => clinic.packageIncludesTravel);
  const base = travel.length ? facts.decisions.depositBase : null;
  const percent = `${facts.terms.depositPercent} Prozent`;
  const shares = [`${percent} des Behandlungspreises`, `${percent} des Paketpreises`];
  // Exactly one base, and the flight named in the deposit only where it is paid with it or part of its base.
  const taken = base === 'package-price' ? shares[1] : shares[0];
  for (const share of shares) expect(`${payments} ${faq}`.includes(share), share).toBe(share === taken);
  expect(terms.deposit.includes('Flug')).toBe(base !== null);
  expect(`${payments} ${faq}`).not.toContain('mit der Anzahlung an uns');
  const packages = `beim Paket für ${travel.map((clinic) => clinic.city).join(' und ')}`;
  if (base === 'treatment-plus-flight') {
    expect(terms.deposit).toContain(`${percent} des Behandlungspreises, ${packages} dazu den vollen Flugpreis.`);
    expect(payments).toContain(`auf den Behandlungspreis und, ${packages}, auf den Flugpreis angerechnet.`);
  }
  if (base === 'package-price') {
    expect(terms.deposit).toContain(`${packages} ist das der Gesamtpreis aus Behandlung, Flug, Hotel und Transfer.`);
    expect(payments).toContain('wird auf den Paketpreis angerechnet.');
  }
}

describe('the pages as served, with the decisions src/site.ts has today', () => {
  it.each([
    ['the right of withdrawal', expectWithdrawal],
    ['the blood test', expectBloodTest],
    ['the deposit’s base', expectDeposit],
  ])('%s', async (_, expectIt) => {
    const pages = { home: (await get(paths.home)).document, agb: (await get(paths.agb)).document };
    expectIt(site, pages);
  });
});

describe.each(decisionSides.withdrawal)('the right of withdrawal decided as %s', (withdrawal) => {
  it.each(siteVariants.filter((variant) => variant.travel !== 'every'))(
    'on the AGB and the price cards for $name',
    async ({ facts }) => {
      const decided = withDecisions(facts, { withdrawal });
      expectWithdrawal(decided, await renderFor(decided));
    },
  );
});

describe.each(decisionSides.bloodTest)('the blood test decided as %s', (bloodTestChoice) => {
  it('on the price cards and in the AGB', async () => {
    const decided = withDecisions(site, { bloodTest: bloodTestChoice });
    expectBloodTest(decided, await renderFor(decided));
  });
});

describe.each(decisionSides.depositBase)('the deposit’s base decided as %s', (depositBase) => {
  it.each(siteVariants.filter((variant) => variant.operator === 'willich-company'))(
    'in AGB § 7 and the FAQ for $name',
    async ({ facts }) => {
      const decided = withDecisions(facts, { depositBase });
      expectDeposit(decided, await renderFor(decided));
    },
  );
});
