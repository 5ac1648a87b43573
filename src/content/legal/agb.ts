// The AGB: booking terms for treatments and packages (spec: deposit, payment, cancellation and rebooking fees),
// written for the facts in site.ts: the contract partner of each location, the journey only where a package has it.
import { firmName, formatEuro } from '../../lib/format.ts';
import { mailtoHref, telHref } from '../../lib/links.ts';
import { paths } from '../../routes.ts';
import { type Clinic, type Company, contractPartner, type SiteFacts, site } from '../../site.ts';
import { claimsFor } from '../claims.ts';
import { bloodTest, packageTermsFor, priceCoverageSentence } from '../package-terms.ts';
import type { LegalDocument, Paragraph } from '../types.ts';
import { withdrawalClauses, withdrawalSections } from './withdrawal.ts';

/** A location whose package includes the journey: a package tour, whose organiser we are (§ 651a BGB). */
type TravelClinic = Extract<Clinic, { readonly packageIncludesTravel: true }>;

/** Numbers a section's paragraphs „(1)“, „(2)“ …, so that those written only for a journey leave no gap. */
const numbered = (paragraphs: readonly Paragraph[]): Paragraph[] =>
  paragraphs.map((paragraph, index) =>
    typeof paragraph === 'string' ? `(${index + 1}) ${paragraph}` : [`(${index + 1}) `, ...paragraph],
  );

/** The fact of each package with a journey, after its place: „beim Paket für Istanbul: …“, one per package. */
const perPackage = (travel: readonly TravelClinic[], fact: (clinic: TravelClinic) => string) =>
  travel.map((clinic) => `beim Paket für ${clinic.city}: ${fact(clinic)}`).join('; ');

/**
 * § 7: who protects the payments for a journey, named where the AGB ask for payment, and none asked for or taken
 * before the Sicherungsschein that names it (§§ 651r, 651t BGB).
 */
const insolvencyClause = (travel: readonly TravelClinic[]) =>
  `Ihre Zahlungen für ein Paket mit Reiseleistungen sind für den Fall unserer Zahlungsunfähigkeit abgesichert (§ 651r BGB). Kundengeldabsicherer ist ${perPackage(travel, (clinic) => clinic.journey.insolvencyProtection)}. Mit der Buchungsbestätigung erhalten Sie den Sicherungsschein, der ihn mit Namen und Kontaktdaten nennt; vorher fordern wir keine Zahlung auf das Paket und nehmen keine an (§ 651t BGB).`;

/**
 * § 8: withdrawing from a journey before departure costs a reasonable compensation staggered by the owner's figures,
 * never the whole price, and the traveller may prove a lower loss (§ 651h BGB); the treatment's fee stays beside it.
 */
const travelCancellationClauses = (travel: readonly TravelClinic[]) => [
  `Stornieren Sie das Paket für ${travel.map((clinic) => clinic.city).join(' oder für ')} vor Reisebeginn, treten Sie damit zugleich von der Reise zurück (§ 651h Abs. 1 BGB): Für Flug, Hotel und Transfer verlieren wir den Anspruch auf den Reisepreis (§ 6 Abs. 3) und verlangen neben einer Stornogebühr nach Absatz 2 eine angemessene Entschädigung. Sie richtet sich nach dem Zeitpunkt, zu dem uns Ihre Stornierung zugeht, ${perPackage(travel, (clinic) => clinic.journey.cancellationScale)}.`,
  'Auch hier bleibt Ihnen der Nachweis gestattet, dass uns kein oder ein wesentlich geringerer Schaden als die Entschädigung entstanden ist; auf Ihr Verlangen begründen wir ihre Höhe (§ 651h Abs. 2 BGB). Eine Entschädigung verlangen wir nicht, wenn am Bestimmungsort oder in dessen unmittelbarer Nähe unvermeidbare, außergewöhnliche Umstände auftreten, die die Durchführung der Reise oder die Beförderung dorthin erheblich beeinträchtigen (§ 651h Abs. 3 BGB).',
];

/** A company as the AGB name it: firm, legal form, address, representatives. */
const companyLine = (company: Company) =>
  `${firmName(company)}, ${company.address.street}, ${company.address.postalCode} ${company.address.city}, ${company.address.country}, vertreten durch ${company.representatives}`;

/** § 2 (1): who the contract is with, for each location; one company for both when it runs both. */
function partnerClause(facts: SiteFacts): string {
  const clinics: Clinic[] = Object.values(facts.clinics);
  const partners = clinics.map((clinic) => contractPartner(facts.operator, clinic.id));
  const same = partners.every((partner) => partner === partners[0]);
  if (same && partners[0]) {
    return `(1) Ihr Vertragspartner ist für Behandlungen ${clinics.map((clinic) => `in ${clinic.city}`).join(' und ')} die ${companyLine(partners[0])} (im Folgenden „${facts.brand.name}“ oder „wir“).`;
  }
  return [
    '(1) Ihr Vertragspartner ist die Gesellschaft, die den Standort Ihrer Behandlung betreibt (im Folgenden jeweils „',
    facts.brand.name,
    '“ oder „wir“): ',
    clinics
      .map((clinic, index) => `für Behandlungen in ${clinic.city} die ${companyLine(partners[index] as Company)}`)
      .join('; '),
    '. Ihr Angebot und Ihre Buchungsbestätigung nennen ihn ebenfalls.',
  ].join('');
}

export function agbFor(facts: SiteFacts): LegalDocument {
  const { brand, clinics, contact, terms, treatments, guarantee, decisions } = facts;
  const claims = claimsFor(facts);
  const packageTerms = packageTermsFor(facts);
  const emailLink = { text: contact.email, href: mailtoHref(contact.email) };
  const phoneLink = { text: contact.phoneDisplay, href: telHref(contact.phoneE164) };
  const take = brand.graftTakeRate;
  const travel = Object.values(clinics).filter((clinic): clinic is TravelClinic => clinic.packageIncludesTravel);
  const cities = (list: readonly Clinic[]) => list.map((clinic) => clinic.city).join(' und ');
  return {
    meta: {
      title: `Allgemeine Geschäftsbedingungen – ${brand.name}`,
      description: `Die AGB von ${brand.name}: Vertragsschluss, Leistungen, Preise, Anzahlung, Stornierung und Umbuchung.`,
    },
    heading: 'Allgemeine Geschäftsbedingungen',
    intro: [
      `Diese Allgemeinen Geschäftsbedingungen (AGB) regeln die Verträge zwischen ${brand.name} und seinen Patientinnen und Patienten über Haartransplantationen und die damit gebuchten Leistungen. Bitte lesen Sie sie vor Ihrer Buchung sorgfältig.`,
    ],
    contents: true,
    sections: [
      {
        heading: '§ 1 Geltungsbereich',
        blocks: [
          `(1) Diese AGB gelten für alle Verträge über Haartransplantationen nach der FUE-Methode, über Bart-, Wimpern- und Augenbrauentransplantationen sowie über die damit verbundenen Leistungen, die Sie mit uns für eine Behandlung an unseren Standorten in ${clinics.istanbul.city} oder ${clinics.willich.city} schließen.`,
          '(2) Abweichende Bedingungen werden nur Vertragsbestandteil, wenn wir ihnen ausdrücklich zustimmen. Individuelle Vereinbarungen mit Ihnen, insbesondere im Angebot oder in der Buchungsbestätigung, haben Vorrang vor diesen AGB (§ 305b BGB).',
        ],
      },
      {
        heading: '§ 2 Vertragspartner',
        blocks: [
          partnerClause(facts),
          [
            '(2) Sie erreichen uns per E-Mail an ',
            emailLink,
            ' und telefonisch unter ',
            phoneLink,
            ` (${contact.openingHours.label} Uhr). Weitere Angaben zu unserem Unternehmen finden Sie im `,
            { text: 'Impressum', href: paths.impressum },
            '.',
          ],
        ],
      },
      {
        heading: '§ 3 Beratung und Vertragsschluss',
        blocks: [
          '(1) Die Darstellung unserer Leistungen und Preise auf dieser Website ist kein verbindliches Angebot, sondern eine Einladung, mit uns Kontakt aufzunehmen.',
          '(2) Die Erstberatung ist für Sie unverbindlich. Sie können sie per WhatsApp, per Telefon, per E-Mail oder über das Kontaktformular anfragen. Aus der Beratung entsteht für Sie keine Pflicht, eine Behandlung zu buchen.',
          `(3) Grundlage des Angebots sind die Beratung und die persönliche Analyse: eine ${packageTerms.estimateName} anhand Ihrer Fotos. ${packageTerms.noDiagnosis} ${packageTerms.offer} Möchten Sie die angebotenen Leistungen buchen, teilen Sie uns das mit.`,
          '(4) Der Vertrag kommt erst zustande, wenn wir Ihre Buchung in Textform bestätigen (Buchungsbestätigung), zum Beispiel per E-Mail. Die Buchungsbestätigung nennt die gebuchten Leistungen, den Termin und den Preis.',
          // Whether a contract made at a distance may be withdrawn: the owner's decision, nothing while it is open.
          ...withdrawalClauses(facts).map((clause, index) => `(${5 + index}) ${clause}`),
        ],
      },
      {
        heading: '§ 4 Leistungen',
        blocks: [
          '(1) Welche Leistungen Sie gebucht haben, ergibt sich aus dem Angebot und der Buchungsbestätigung. Ein Behandlungspaket umfasst je nach Buchung insbesondere folgende Leistungen:',
          {
            list: [
              ...(decisions.bloodTest === 'in-package' ? [`die ${bloodTest.included},`] : []),
              'die Operation, also die Haartransplantation nach der FUE-Methode oder die Bart-, Wimpern- oder Augenbrauentransplantation,',
              'Nachsorge,',
              'PRP-Therapie,',
              `Zelltherapie: ${treatments.cellTherapy}`,
              ...(travel.length
                ? [`beim Paket für ${cities(travel)} außerdem Hin- und Rückflug, Hotelunterkunft und die Transfers.`]
                : []),
            ],
          },
          '(2) Leistungen, die weder im Angebot noch in der Buchungsbestätigung genannt sind, sind nicht Vertragsbestandteil.',
        ],
      },
      {
        heading: '§ 5 Ärztliche Behandlung und Anwuchsgarantie',
        blocks: [
          '(1) Die ärztliche Behandlung erfolgt nach den zum Zeitpunkt der Behandlung bestehenden, allgemein anerkannten fachlichen Standards (§ 630a Abs. 2 BGB). Art und Umfang des Eingriffs legt die behandelnde Ärztin oder der behandelnde Arzt nach der Untersuchung gemeinsam mit Ihnen fest.',
          '(2) Vor dem Eingriff klärt Sie die behandelnde Ärztin oder der behandelnde Arzt mündlich über Art, Umfang, Durchführung, zu erwartende Folgen und Risiken des Eingriffs sowie über Behandlungsalternativen auf (§ 630e BGB). Der Eingriff erfolgt nur mit Ihrer Einwilligung. Sie können diese Einwilligung jederzeit ohne Angabe von Gründen widerrufen (§ 630d Abs. 3 BGB).',
          '(3) Wir schulden eine sorgfältige Behandlung, aber keinen bestimmten medizinischen oder ästhetischen Erfolg. Das Ergebnis hängt auch von Umständen ab, auf die wir keinen Einfluss haben, etwa von der Beschaffenheit Ihres Haars und Ihrer Kopfhaut, vom Spenderbereich, vom Heilungsverlauf und von Ihrem Verhalten nach dem Eingriff.',
          `(4) Abweichend von Absatz 3 gilt: ${claims.guaranteeTerms}`,
          {
            list: [
              `Messung: ${guarantee.measurement}`,
              `Wachsen weniger als ${take.min} Prozent der verpflanzten Grafts an, erhalten Sie: ${guarantee.remedy}`,
              ...(claims.followUpTravel
                ? [`Reise und Aufenthalt für die Zählung und eine Nachbehandlung: ${claims.followUpTravel}`]
                : []),
              `Geltend machen: ${guarantee.claim}`,
            ],
          },
          '(5) Ihre gesetzlichen Rechte bleiben von dieser Garantie unberührt.',
        ],
      },
      {
        heading: '§ 6 Preise',
        blocks: [
          `(1) Unsere Paketpreise beginnen ${claims.prices}, jeweils ${packageTerms.priceIncludes}. ${packageTerms.includes}`,
          `(2) ${Object.values(clinics)
            .map((clinic) => priceCoverageSentence(clinic, decisions.bloodTest))
            .join(' ')}`,
          `(3) Maßgeblich ist der Paketpreis, der in der Buchungsbestätigung ausgewiesen ist. Er richtet sich nach dem individuellen Behandlungsumfang und den gebuchten Leistungen. Die Buchungsbestätigung weist außerdem aus, welcher Teil davon auf die Behandlung entfällt (Behandlungspreis)${
            travel.length
              ? ` und, beim Paket für ${cities(travel)}, welcher auf ${packageTerms.journey} entfällt (Reisepreis)`
              : ''
          }.`,
          `(4) Der Paketpreis gilt für die Zahl der Grafts, die Ihr Angebot und Ihre Buchungsbestätigung nennen. ${packageTerms.moreGrafts} Ohne Ihre Entscheidung ändert sich weder der Umfang des Eingriffs noch der Preis; wählen Sie den Rücktritt, fällt keine Stornogebühr an (§ 8 Abs. 2).`,
          '(5) Andere zusätzliche Leistungen, die nicht gebucht sind, berechnen wir nur, wenn Sie sie vor Ort ausdrücklich wünschen und wir den Preis vorher mit Ihnen in Textform vereinbart haben.',
        ],
      },
      {
        heading: '§ 7 Zahlungsbedingungen',
        blocks: numbered([
          `${packageTerms.deposit} ${packageTerms.depositCredit}`,
          packageTerms.remainder,
          ...(travel.length ? [packageTerms.travelShare, insolvencyClause(travel)] : []),
          'Für Leistungen, die Sie zusätzlich zu Ihrem Paket buchen, gelten die Zahlungsbedingungen, die in der Buchungsbestätigung genannt sind.',
        ]),
      },
      {
        heading: '§ 8 Stornierung',
        blocks: numbered([
          [
            'Sie können eine gebuchte Behandlung jederzeit stornieren. Bitte teilen Sie uns die Stornierung in Textform mit, zum Beispiel per E-Mail an ',
            emailLink,
            '.',
          ],
          `Stornieren Sie nach Zugang der Buchungsbestätigung, berechnen wir für ${terms.cancellationFeeTreatments} eine pauschale Stornogebühr von ${formatEuro(terms.cancellationFee)}. Sie fällt nicht an, wenn Sie Ihre Einwilligung in den Eingriff nach der ärztlichen Aufklärung widerrufen (§ 5 Abs. 2), wenn die ärztliche Untersuchung ergibt, dass der Eingriff bei Ihnen nicht angezeigt ist, oder wenn Sie zurücktreten, weil mehr Grafts nötig sind, als Ihr Angebot umfasst (§ 6 Abs. 4); dann erstatten wir Ihnen geleistete Zahlungen für die Behandlung, im Fall von § 6 Abs. 4 alle Ihre Zahlungen.`,
          'Ihnen bleibt ausdrücklich der Nachweis gestattet, dass uns durch die Stornierung kein Schaden oder ein wesentlich niedrigerer Schaden als die Pauschale entstanden ist. In diesem Fall schulden Sie nur den nachgewiesenen niedrigeren Betrag.',
          // Inside the withdrawal period a cancellation is a withdrawal, which costs nothing but § 357a Abs. 2 BGB's share
          // of what was begun at the patient's express request: a fee here would take back what § 3 grants.
          ...(decisions.withdrawal === 'right'
            ? [
                `Stornieren Sie innerhalb der Widerrufsfrist (§ 3 Abs. 5), gilt die Stornierung als Widerruf: ${
                  travel.length
                    ? 'Weder eine Stornogebühr noch eine Entschädigung für die Reise fällt dann an'
                    : 'Eine Stornogebühr fällt dann nicht an'
                }; Sie zahlen nur, was § 3 Abs. 6 für Leistungen vorsieht, die wir auf Ihr ausdrückliches Verlangen schon begonnen haben.`,
              ]
            : []),
          ...(travel.length ? travelCancellationClauses(travel) : []),
          travel.length
            ? 'Bereits geleistete Zahlungen rechnen wir auf die Stornogebühr und die Entschädigung an; einen übersteigenden Betrag erstatten wir Ihnen, nach einem Rücktritt von der Reise spätestens 14 Tage danach (§ 651h Abs. 5 BGB).'
            : 'Bereits geleistete Zahlungen rechnen wir auf die Stornogebühr an; einen übersteigenden Betrag erstatten wir Ihnen.',
          'Ihr Recht, die Einwilligung in den Eingriff jederzeit zu widerrufen (§ 5 Abs. 2), und Ihre übrigen gesetzlichen Rechte bleiben unberührt.',
        ]),
      },
      {
        heading: '§ 9 Umbuchung',
        blocks: [
          `(1) Bis ${terms.rebookingDeadlineDays} Tage vor dem gebuchten Reisebeginn können Sie Ihren Termin umbuchen. Dafür berechnen wir eine Umbuchungsgebühr von ${formatEuro(terms.rebookingFeePerPerson)} pro Person. Haben Sie keine Reiseleistungen gebucht, tritt an die Stelle des Reisebeginns der gebuchte Behandlungstermin.`,
          '(2) Bitte teilen Sie uns Ihren Umbuchungswunsch in Textform mit. Den neuen Termin stimmen wir mit Ihnen ab und bestätigen ihn in Textform.',
          '(3) Ihnen bleibt der Nachweis gestattet, dass uns durch die Umbuchung kein oder ein wesentlich geringerer Aufwand als die Umbuchungsgebühr entstanden ist.',
        ],
      },
      {
        heading: '§ 10 Ihre Mitwirkungspflichten',
        blocks: numbered([
          'Sie sind verpflichtet, vor der Behandlung wahrheitsgemäße und vollständige Angaben zu Ihrer Krankengeschichte zu machen, insbesondere zu Vorerkrankungen, Allergien, eingenommenen Medikamenten und früheren Eingriffen. Ändert sich Ihr Gesundheitszustand bis zur Behandlung, teilen Sie uns das bitte unverzüglich mit.',
          ...(decisions.bloodTest === 'own-doctor'
            ? [
                `Vor dem Eingriff lassen Sie Ihr Blut bei Ihrer eigenen Ärztin oder Ihrem eigenen Arzt untersuchen und bringen den Befund mit; welche Werte die behandelnde Ärztin oder der behandelnde Arzt braucht, nennt Ihre Buchungsbestätigung. Diese Untersuchung ist nicht Teil unseres Angebots und nicht im Paketpreis enthalten (§ 6 Abs. 2); Ihre Ärztin oder Ihr Arzt rechnet sie mit Ihnen ab.`,
              ]
            : []),
          'Vor dem Eingriff befolgen Sie die Verhaltenshinweise, die Sie von uns erhalten, etwa zur Einnahme von Medikamenten.',
          'Nach dem Eingriff befolgen Sie die Nachsorgehinweise, die Sie von uns erhalten, und nehmen die vereinbarten Nachsorgetermine wahr.',
          `Unrichtige oder unvollständige Angaben und das Nichtbeachten der Hinweise können Ihre Gesundheit und den Behandlungserfolg gefährden. Die Anwuchsgarantie nach § 5 Abs. 4 gilt, ${claims.takeRateCondition}; sie ${claims.takeRateLapse}`,
        ]),
      },
      {
        heading: '§ 11 Haftung',
        blocks: numbered([
          'Wir haften unbeschränkt für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit, für Schäden, die auf Vorsatz oder grober Fahrlässigkeit beruhen, im Rahmen einer von uns übernommenen Garantie sowie nach dem Produkthaftungsgesetz.',
          'Im Übrigen haften wir bei leichter Fahrlässigkeit nur für die Verletzung wesentlicher Vertragspflichten, also solcher Pflichten, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen. In diesem Fall ist unsere Haftung auf den bei Vertragsschluss vorhersehbaren, vertragstypischen Schaden begrenzt.',
          // A package tour's liability may be limited only as far as § 651p BGB allows (§ 651y BGB).
          ...(travel.length
            ? [
                `Für die Reiseleistungen des Pakets für ${cities(travel)} (${packageTerms.journey}) gilt Absatz 2 nicht; für sie haften wir nach den gesetzlichen Vorschriften über Pauschalreiseverträge. Für Reiseleistungen gilt § 651p BGB.`,
              ]
            : []),
          'Soweit unsere Haftung ausgeschlossen oder beschränkt ist, gilt das auch für die persönliche Haftung unserer Mitarbeiterinnen und Mitarbeiter, Vertreter und Erfüllungsgehilfen.',
        ]),
      },
      {
        heading: '§ 12 Datenschutz',
        blocks: [
          [
            'Wir verarbeiten Ihre personenbezogenen Daten, insbesondere Ihre Gesundheitsdaten, vertraulich und nach den geltenden Datenschutzvorschriften. Die behandelnden Ärztinnen und Ärzte unterliegen der ärztlichen Schweigepflicht. Einzelheiten finden Sie in unserer ',
            { text: 'Datenschutzerklärung', href: paths.datenschutz },
            '.',
          ],
        ],
      },
      {
        heading: '§ 13 Verbraucherstreitbeilegung',
        blocks: [
          'Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 Verbraucherstreitbeilegungsgesetz). Wenn Sie ein Anliegen oder eine Beschwerde haben, wenden Sie sich bitte direkt an uns.',
        ],
      },
      {
        heading: '§ 14 Anwendbares Recht',
        blocks: [
          'Es gilt das Recht der Bundesrepublik Deutschland. Sind Sie Verbraucherin oder Verbraucher, gilt diese Rechtswahl nur, soweit Ihnen dadurch nicht der Schutz entzogen wird, den Ihnen die zwingenden Verbraucherschutzvorschriften des Staates gewähren, in dem Sie Ihren gewöhnlichen Aufenthalt haben.',
        ],
      },
      {
        heading: '§ 15 Unwirksamkeit einzelner Bestimmungen',
        blocks: [
          'Sollten einzelne Bestimmungen dieser AGB ganz oder teilweise unwirksam sein oder werden, bleibt der Vertrag im Übrigen wirksam. An die Stelle der unwirksamen Bestimmung treten die gesetzlichen Vorschriften (§ 306 BGB).',
        ],
      },
      // At the end, as § 3 Abs. 5 says: the Widerrufsbelehrung and the model form, where the owner grants the right.
      ...withdrawalSections(facts),
    ],
    asOf: 'Stand: November 2026',
  };
}

export const agb = agbFor(site);
