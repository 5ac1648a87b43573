// Price, place, package, guarantee and contract partner, said once and alike on every page (docs/betreiber.md): the wording rules of src/lib/claim-audit.ts over the copy built from the site's facts and from each
// other shape of them (operator, journey), the sharing image's template included. The owner's headlines are left out,
// but for the examples `npm run test:live` publishes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { liveTexts } from '../../scripts/lib/live-texts.ts';
import {
  sharingImageHtml,
  sharingImageStale,
  sharingImageTexts,
  withTemplateHash,
} from '../../scripts/lib/sharing-image.ts';
import {
  auditBadges,
  auditPlaces,
  claimsFor,
  guaranteeWording,
  headlineAudit,
  recoveryMilestones,
  specConsultation,
} from '../../src/content/claims.ts';
import { GOOGLE_ADS_SECTION_ID } from '../../src/content/consent.ts';
import { landingFor } from '../../src/content/landing.ts';
import { agbFor } from '../../src/content/legal/agb.ts';
import { datenschutzFor } from '../../src/content/legal/datenschutz.ts';
import { impressumFor } from '../../src/content/legal/impressum.ts';
import { mailDraftFor } from '../../src/content/mail-draft.ts';
import { packageTermsFor } from '../../src/content/package-terms.ts';
import { homeMetaFor, sharingImageAlt } from '../../src/content/pages.ts';
import { EDITABLE_KEYS } from '../../src/edit-mode/editable-keys.ts';
import { advertisedFigures } from '../../src/lib/advertised-figures.ts';
import { type AuditOptions, auditWording, type Finding, type Place } from '../../src/lib/claim-audit.ts';
import { firmName, formatEuro } from '../../src/lib/format.ts';
import { contractPartner, type SiteFacts, site } from '../../src/site.ts';
import { officerShapes, siteVariants, withOfficer, withStandardContractualClauses } from '../common/site-variants.ts';
import { landingBlocks, legalBlocks, stringsOf } from './content-blocks.ts';
import { testTempDir } from './temp-dir.ts';

/** Each block that breaks a rule, with what it broke; the guarantee's wording and the spec's consultation are the site's. */
function audit(
  blocks: readonly string[],
  facts: SiteFacts,
  options: AuditOptions = {},
): { text: string; findings: Finding[] }[] {
  const places = auditPlaces(facts);
  const rules = { guarantee: guaranteeWording(facts), specConsultation: specConsultation(facts), ...options };
  return blocks
    .map((text) => ({ text, findings: auditWording(text, places, rules) }))
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

describe('the rules on promises', () => {
  const guarantee = guaranteeWording(site);
  const { cards } = landingFor(site).services;
  const istanbulCard = stringsOf(cards.find((card) => card.clinic === 'istanbul')).join(' ');
  const badges = auditBadges(site, cards);
  const promises = (text: string, options: AuditOptions = {}) =>
    auditWording(text, places, { guarantee, ...options }).map((finding) => `${finding.rule}: ${finding.word}`);

  it('refuse a quick healing, no pain or no scars promised, in any inflection', () => {
    expect(promises('Feine Kanäle, eine schnelle Heilung und ein natürliches Bild.')).toEqual([
      'outcome-promise: schnelle Heilung',
    ]);
    expect(promises('Die kleinen Wunden heilen schnell.')).toEqual(['outcome-promise: heilen schnell']);
    expect(promises('Eine schmerzfreie Behandlung, narbenfrei und ohne Narben.')).toEqual([
      'outcome-promise: schmerzfreie',
      'outcome-promise: narbenfrei',
      'outcome-promise: ohne Narben',
    ]);
    expect(promises('Keine sichtbaren Narben.')).toEqual(['outcome-promise: Keine sichtbaren Narben']);
  });

  it('let "ohne lineare Narbe" pass: FUE takes no strip of skin', () => {
    expect(
      promises('Jedes Graft einzeln entnommen und eingesetzt – ohne Hautstreifen, darum ohne lineare Narbe.'),
    ).toEqual([]);
    expect(promises('Darum entsteht keine lineare Narbe; feine, punktförmige Narben bleiben.')).toEqual([]);
  });

  it('refuse "ausschließlich" and "beliebteste" everywhere but the badge on the price card of its place', () => {
    expect(promises('Wir arbeiten ausschließlich mit der FUE-Methode.')).toEqual(['absolute-claim: ausschließlich']);
    expect(promises('die ausschließliche Behandlung mit FUE')).toEqual(['absolute-claim: ausschließliche']);
    expect(promises('Istanbul ist bei unseren Patienten am beliebtesten.')).toEqual(['absolute-claim: beliebtesten']);
    // The badge passes on Istanbul's card, given our cards' badges; not without them, as in texts:apply.
    expect(istanbulCard).toContain('Beliebteste Wahl');
    expect(promises(istanbulCard, { badges })).toEqual([]);
    expect(promises(istanbulCard)).toEqual(['absolute-claim: Beliebteste']);
    // Nor on another card, in a block that names both places, or in other words.
    expect(promises('Haartransplantation in Willich Beliebteste Wahl', { badges })).toEqual([
      'absolute-claim: Beliebteste',
    ]);
    expect(promises('Beliebteste Wahl: Istanbul und Willich', { badges })).toEqual(['absolute-claim: Beliebteste']);
    expect(promises('Haartransplantation in Istanbul: unsere beliebteste Wahl', { badges })).toEqual([
      'absolute-claim: beliebteste',
    ]);
  });

  it('refuse "garantiert" outside the guarantee’s one sentence and label, and a rate in other words only once', () => {
    expect(promises(`Vorweg: ${guarantee.sentence}`)).toEqual([]);
    expect(promises(guarantee.label)).toEqual([]);
    expect(promises('Ihr Ergebnis, garantiert.')).toEqual(['guarantee-promise: garantiert']);
    expect(promises('Garantierte Dichte')).toEqual(['guarantee-promise: Garantierte']);
    expect(promises(`${guarantee.sentence} Und wir garantieren Ihnen volles Haar.`)).toEqual([
      'outcome-promise: volles Haar',
      'guarantee-promise: garantieren',
    ]);
    // A rate guaranteed in other words is one finding, the rate's, not a second one for its "garantiert".
    expect(promises('Anwuchsrate 90–95 % garantiert')).toEqual(['guarantee-wording: 90–95 %']);
    // The noun names the guarantee and promises nothing of itself.
    expect(promises('Die Garantie setzt voraus, dass Sie die Hinweise befolgen.')).toEqual([]);
  });

  it('hold the owner’s headlines to them without a badge: texts:apply publishes no price card', () => {
    expect(auditWording('Istanbul – Beliebteste Wahl', places, headlineAudit(site))).toEqual([
      { rule: 'absolute-claim', word: 'Beliebteste' },
    ]);
  });

  it('refuse full or dense hair, a natural result, hairline or look, an invisible, perfect or lasting one', () => {
    expect(promises('Endlich wieder volleres Haar –')).toEqual(['outcome-promise: volleres Haar']);
    expect(promises('Volles, dichtes Haar mit Ihren eigenen Haarwurzeln')).toEqual([
      'outcome-promise: Volles, dichtes Haar',
    ]);
    expect(promises('Ihr Haar wird wieder voll.')).toEqual(['outcome-promise: Haar wird wieder voll']);
    expect(promises('Dichteres Haupthaar in einem Tag')).toEqual(['outcome-promise: Dichteres Haupthaar']);
    expect(promises('Ein natürliches Ergebnis und ein natürlich wirkender Haaransatz.')).toEqual([
      'outcome-promise: natürliches Ergebnis',
      'outcome-promise: natürlich wirkender Haaransatz',
    ]);
    expect(promises('Das Endergebnis sieht natürlich aus.')).toEqual(['outcome-promise: Endergebnis sieht natürlich']);
    expect(promises('Unsichtbare Narben, perfekte Haarlinie, Haare für immer.')).toEqual([
      'outcome-promise: Unsichtbare',
      'outcome-promise: perfekte',
      'outcome-promise: für immer',
    ]);
  });

  it('let pass what promises no result: a natural person, full refund, a density the guarantee does not cover', () => {
    expect(promises('Daten, die sich auf eine natürliche Person beziehen.')).toEqual([]);
    expect(promises('Rücktritt mit voller Erstattung.')).toEqual([]);
    expect(promises('Sie gilt nicht für eine bestimmte Haardichte oder ein bestimmtes ästhetisches Ergebnis.')).toEqual(
      [],
    );
    expect(
      promises('Wie dicht es wird, hängt von Ihrem Spenderbereich ab, und Haar daneben kann weiter ausdünnen.'),
    ).toEqual([]);
  });

  it('refuse a named technique with a benefit in the same sentence, and pass the technique alone', () => {
    expect(promises('Schonende FUE-Methode')).toEqual(['technique-benefit: Schonende … FUE']);
    expect(promises('Feine Saphirklingen für Grafts, die natürlich ausgerichtet sitzen.')).toEqual([
      'technique-benefit: Saphirklingen … natürlich',
    ]);
    expect(promises('Mit DHI schneller wieder im Alltag und präziser gesetzt.')).toEqual([
      'technique-benefit: DHI … schneller',
      'technique-benefit: DHI … präziser',
    ]);
    expect(promises('Die Kanäle werden mit Klingen aus Saphir geöffnet. Das Ergebnis wirkt dichter.')).toEqual([]);
    expect(promises('Bei der FUE-Methode werden einzelne Haarwurzeln entnommen.')).toEqual([]);
  });

  it('are checked unless the caller turns them off', () => {
    expect(promises('Schriften werden ausschließlich von dieser Website geladen.', { promises: false })).toEqual([]);
    expect(promises('Volles Haar mit der schonenden FUE-Methode', { promises: false })).toEqual([]);
  });
});

describe('the rule on a free consultation', () => {
  const free = (text: string, options: AuditOptions = {}) =>
    auditWording(text, places, options).map((finding) => `${finding.rule}: ${finding.word}`);

  it('refuses a consultation, conversation, analysis, estimate or examination called free, in any form', () => {
    expect(free('Kostenlose Beratung per WhatsApp')).toEqual(['free-consultation: Kostenlose Beratung']);
    expect(free('Das Erstgespräch ist kostenlos und unverbindlich.')).toEqual(['free-consultation: kostenlos']);
    expect(free('Erstberatung gratis')).toEqual(['free-consultation: gratis']);
    expect(free('Ihre kostenlose, unverbindliche Kostenschätzung')).toEqual([
      'free-consultation: kostenlose, unverbindliche Kostenschätzung',
    ]);
    expect(free('Die Haaranalyse ist kostenfrei.')).toEqual(['free-consultation: kostenfrei']);
    expect(free('Lassen Sie sich umsonst untersuchen.')).toEqual(['free-consultation: umsonst']);
    expect(free('Eine Beratung ohne Kosten.')).toEqual(['free-consultation: ohne Kosten']);
    expect(free('Die Beratung kostet Sie nichts.')).toEqual(['free-consultation: kostet Sie nichts']);
    expect(free('Jetzt zur Gratisberatung')).toEqual(['free-consultation: Gratisberatung']);
  });

  it('lets pass what else is free, in a sentence of its own or bound to its own noun, and "unverbindlich"', () => {
    expect(free('Eine kostenlose Anfahrt zur Untersuchung.')).toEqual([]);
    expect(
      free(
        'Ergibt die ärztliche Untersuchung vor Ort, dass Sie mehr Grafts brauchen, entscheiden Sie: weitere Grafts oder kostenfreier Rücktritt mit voller Erstattung.',
      ),
    ).toEqual([]);
    expect(free('Das Erstgespräch ist unverbindlich. Die Anfahrt ist kostenlos.')).toEqual([]);
    expect(free('Nicht umsonst lassen sich viele bei uns beraten.')).toEqual([]);
    expect(free('Eine kostenlose Nachbehandlung, die die fehlenden Grafts ersetzt.')).toEqual([]);
  });

  it('lets the spec’s own words stand only where the caller names them, and nothing beside them', () => {
    const greeting = 'Hallo, ich wünsche mir eine kostenlose Beratung.';
    const spec = { specConsultation: ['Kostenlose Beratung', greeting] };
    expect(free('Kostenlose Beratung', spec)).toEqual([]);
    expect(free(`Die Nachricht lautet: „${greeting}“ Ob Sie sie senden, entscheiden Sie.`, spec)).toEqual([]);
    expect(free('Kostenlose Beratung per WhatsApp', spec)).toEqual(['free-consultation: Kostenlose Beratung']);
    expect(free(`„${greeting}“ Das Erstgespräch ist gratis.`, spec)).toEqual(['free-consultation: gratis']);
  });

  it('holds every page whatever the caller turns off, the privacy policy included', () => {
    expect(free('Kostenlose Beratung', { promises: false, travel: false })).toEqual([
      'free-consultation: Kostenlose Beratung',
    ]);
  });
});

describe('the recovery rule', () => {
  const recovery = recoveryMilestones(site);
  const figures = (text: string) =>
    auditWording(text, places, { recovery }).map((finding) => `${finding.rule}: ${finding.word}`);

  it('passes a figure only with the step the facts give it for, named in the same sentence', () => {
    expect(figures('Nach 2–3 Wochen sind Sie wieder unter Menschen.')).toEqual([]);
    expect(figures('Die Krusten fallen nach 10–12 Tagen ab.')).toEqual([]);
    expect(figures('Das endgültige Ergebnis sehen Sie nach 12–14 Monaten.')).toEqual([]);
    // The scabs' figure given to everyday life, which the FAQ puts at 2–3 weeks.
    expect(figures('Nach 10–12 Tagen sind Sie wieder im Alltag.')).toEqual(['recovery-figure: 10–12 Tagen']);
    expect(figures('Die Krusten fallen nach 2–3 Wochen ab.')).toEqual(['recovery-figure: 2–3 Wochen']);
    // The right figure in the wrong unit, the step only in the next sentence, or in the next clause.
    expect(figures('Die Krusten fallen nach 10–12 Wochen ab.')).toEqual(['recovery-figure: 10–12 Wochen']);
    expect(figures('Nach 2–3 Wochen ist es geschafft. Sie sind wieder im Büro.')).toEqual([
      'recovery-figure: 2–3 Wochen',
    ]);
    expect(
      figures('Nach 10–12 Tagen sind Sie wieder gesellschaftsfähig; die Krusten fallen nach 2–3 Wochen ab.'),
    ).toEqual(['recovery-figure: 10–12 Tagen', 'recovery-figure: 2–3 Wochen']);
    // Any other figure of days, weeks or months too: the rule knows only the recovery's.
    expect(figures('Sie hören in 2 Tagen von uns.')).toEqual(['recovery-figure: 2 Tagen']);
  });

  it('reads a figure however it is typed: number words, a range with a hyphen or "bis", an ordinal', () => {
    expect(figures('Nach zehn bis zwölf Tagen fallen die Krusten ab.')).toEqual([]);
    expect(figures('Nach 2-3 Wochen sind Sie wieder im Job.')).toEqual([]);
    expect(figures('Nach zwei – drei Wochen sind Sie wieder gesellschaftsfähig.')).toEqual([]);
    expect(figures('Zwölf Monate lang schauen wir mit Ihnen auf das Wachstum.')).toEqual([
      'recovery-figure: Zwölf Monate',
    ]);
    // One end of a range is not the range.
    expect(figures('Nach 12 Monaten sehen Sie das Ergebnis.')).toEqual(['recovery-figure: 12 Monaten']);
    expect(figures('Ab dem 3. Tag fallen die Krusten ab.')).toEqual(['recovery-figure: 3. Tag']);
    expect(figures('Schon nach einer Woche wieder unter Menschen.')).toEqual(['recovery-figure: einer Woche']);
    expect(figures('Nach anderthalb Wochen wieder im Alltag.')).toEqual(['recovery-figure: anderthalb Wochen']);
  });

  it('leaves the article, years and prices alone, and everything unless the caller passes the figures', () => {
    expect(figures('Der Eingriff erfolgt ambulant an einem Tag.')).toEqual([]);
    expect(figures('Seit 17 Jahren, für über 10.000 Patienten, in Istanbul ab 2.299 EUR.')).toEqual([]);
    expect(auditWording('Nach 10–12 Tagen sind Sie wieder im Alltag.', places)).toEqual([]);
  });
});

describe('the owner’s example headlines (scripts/lib/live-texts.ts)', () => {
  it('break no rule texts:apply holds them to: npm run test:live publishes them without --accept-risk', () => {
    const places = auditPlaces(site);
    const findings = Object.entries(liveTexts).flatMap(([key, text]) =>
      auditWording(text, places, headlineAudit(site)).map((finding) => `${key}: ${finding.rule}: ${finding.word}`),
    );
    expect(findings).toEqual([]);
  });
});

/** Every text the owner may edit, as the content holds it: its key and its default. */
function editableTexts(value: unknown): { key: string; text: string }[] {
  if (Array.isArray(value)) return value.flatMap(editableTexts);
  if (!value || typeof value !== 'object') return [];
  const { key, text } = value as { key?: unknown; text?: unknown };
  const own =
    typeof key === 'string' && typeof text === 'string' && (EDITABLE_KEYS as readonly string[]).includes(key)
      ? [{ key, text }]
      : [];
  return [...own, ...Object.values(value).flatMap(editableTexts)];
}

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
    // The price cards are among the landing page's blocks, with the spec's badge on Istanbul's.
    const badges = auditBadges(facts, landing.services.cards);
    expect(audit(landingBlocks(landing, facts.reviews), facts, { badges })).toEqual([]);
    expect(audit(legalBlocks(agb), facts)).toEqual([]);
    // What the privacy policy says "ausschließlich" of is what the site loads; it promises no outcome.
    expect(audit(legalBlocks(datenschutz), facts, { travel: false, promises: false })).toEqual([]);
    expect(audit(legalBlocks(impressumFor(facts)), facts, { travel: false })).toEqual([]);
    expect(audit([sharingImageAlt(facts), ...Object.values(sharingImageTexts(facts)).flat()], facts)).toEqual([]);
  });

  it('writes its default headlines within the rules texts:apply holds the owner’s to', () => {
    // The owner's headlines replace these (test:live publishes its examples into them); until then they are our copy.
    // The benefit card's title „Garantierte Anwuchsrate“ is the spec's, and its guarantee the deploy names.
    expect(
      editableTexts(landing)
        .map(({ key }) => key)
        .toSorted(),
    ).toEqual([...EDITABLE_KEYS].toSorted());
    const findings = editableTexts(landing).flatMap(({ key, text }) =>
      auditWording(text, auditPlaces(facts), headlineAudit(facts))
        .filter((finding) => !(key === 'usp5-title' && finding.rule === 'guarantee-promise'))
        .map((finding) => `${key}: ${finding.rule}: ${finding.word}`),
    );
    expect(findings).toEqual([]);
  });

  it('names each recovery figure in the FAQ with its step', () => {
    // The answer on payment names the terms' deadlines (the deposit's, rebooking's), which are no recovery figures, as
    // the AGB and the privacy policy do; the measured take rate names when the clinic checks (`guarantee.measuredBasis`)
    // and the binding guarantee's note when it measures (`guarantee.measurement`), in the owner's figures; the owner's
    // headlines are held to the rule by texts:apply.
    const { deposit, rebooking } = packageTermsFor(facts);
    const answers = landing.faq.items
      .flatMap((item) => item.answer)
      .filter(
        (answer) =>
          !answer.includes(deposit) &&
          !answer.includes(rebooking) &&
          answer !== claims.takeRateMeasured &&
          answer !== claims.guaranteeNote,
      );
    for (const figure of Object.values(facts.recovery)) expect(answers.join(' ')).toContain(figure);
    expect(audit(answers, facts, { recovery: recoveryMilestones(facts), promises: false })).toEqual([]);
  });

  it('states the guarantee in full wherever it is named: the hero’s footnote, the FAQ and the AGB', () => {
    expect(landing.hero.trustPoints.map((point) => point.text)).toContain(claims.takeRateLabel);
    expect(landing.hero.priceNote).toContain(`*${claims.guarantee}`);
    expect(landing.faq.items.flatMap((item) => item.answer).join(' ')).toContain(claims.guarantee);
    const terms = legalBlocks(agb).join(' ');
    expect(terms).toContain(claims.guarantee);
    // What the guarantee gives, how it is measured and claimed: the owner's facts, where the AGB grant it.
    const { remedy, measurement, claim } = facts.guarantee;
    for (const fact of [remedy, measurement, claim]) expect(terms).toContain(fact);
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
      expect(policy).toContain(`Datenschutzbeauftragte oder Datenschutzbeauftragter: ${officer}`);
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

  it.each(siteVariants)(
    'carries no figure of years, patients or percent and no superlative with $name, nor do the home page’s title and description',
    ({ facts }) => {
      // Text the template prints, without its style sheet and drawings (whose percentages are gradient stops).
      const printed = sharingImageHtml(facts)
        .replaceAll(/<style>[\s\S]*?<\/style>|<svg[\s\S]*?<\/svg>/g, '')
        .replaceAll(/<[^>]+>/g, ' ');
      expect(printed).toContain(sharingImageTexts(facts).lines[0]);
      const { title, description } = homeMetaFor(facts);
      const texts = [printed, sharingImageAlt(facts), title, description];
      expect(texts.flatMap((text) => advertisedFigures(text)).map((found) => found.word)).toEqual([]);
    },
  );

  it('names the place of each price', () => {
    const { prices } = sharingImageTexts();
    for (const clinic of Object.values(site.clinics)) {
      expect(prices.join(' ')).toContain(`in ${clinic.city} ab`);
    }
  });
});
