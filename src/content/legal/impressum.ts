// The Impressum (§ 5 DDG): operator, registers, professional rules, responsible persons and the § 36 VSBG statement.
import { addressLines } from '../../lib/format.ts';
import { mailtoHref, telHref } from '../../lib/links.ts';
import type { Clinic, Company, MedicalProfession, PostalAddress, SiteFacts } from '../../site.ts';
import { site } from '../../site.ts';
import type { Block, LegalDocument, LegalSection } from '../types.ts';

/** A postal address as a block of lines. */
const addressBlock = (address: PostalAddress) => addressLines(address).join('\n');

/** § 5 Abs. 1 Nr. 6 DDG: the VAT or business ID, where the company has one. */
const vatLine = (company: Pick<Company, 'vatId'>) =>
  company.vatId === null
    ? []
    : [`Umsatzsteuer-Identifikationsnummer bzw. Wirtschafts-Identifikationsnummer: ${company.vatId}`];

/** The Willich location: run by the Istanbul company (`null`), or a complete § 5 DDG block of its own operator. */
export function willichSection(willich: Clinic, company: Company | null): LegalSection {
  const location = `${willich.name}\n${addressBlock(willich.address)}`;
  if (company === null) {
    return {
      heading: `Standort ${willich.city}`,
      blocks: [location, `Der Standort ${willich.city} wird von der oben genannten Gesellschaft betrieben.`],
    };
  }
  return {
    heading: `Standort ${willich.city}`,
    blocks: [
      location,
      `Betreiber des Standorts ${willich.city}:`,
      `${company.companyName}\nRechtsform: ${company.legalForm}\n${addressBlock(company.address)}`,
      `Vertreten durch: ${company.representatives}`,
      `Registereintrag: ${company.tradeRegister}`,
      ...vatLine(company),
      `Telefon und E-Mail wie oben unter „Kontakt“.`,
    ],
  };
}

/**
 * § 5 Abs. 1 Nr. 5 DDG for the doctors of one location: title and state, chamber, rules and where to read them; and the
 * professional liability insurance with its territorial scope (§ 2 Abs. 1 Nr. 11 DL-InfoV).
 */
function professionBlocks(city: string, facts: MedicalProfession): Block[] {
  return [
    `Ärztinnen und Ärzte am Standort ${city}:`,
    {
      list: [
        `Gesetzliche Berufsbezeichnung und Staat, in dem sie verliehen wurde: ${facts.title}`,
        `Zuständige Ärztekammer: ${facts.chamber}`,
        `Berufsrechtliche Regelungen: ${facts.rules}`,
        `Berufshaftpflichtversicherung (Versicherer, Anschrift, räumlicher Geltungsbereich): ${facts.liabilityInsurance}`,
      ],
    },
  ];
}

export function impressumFor(facts: SiteFacts): LegalDocument {
  const { brand, clinics, contact, medicalProfession, operator } = facts;
  return {
    meta: {
      title: `Impressum – ${brand.name}`,
      description: `Impressum von ${brand.name}: Anbieter, Anschrift, Kontakt, Register- und Berufsangaben.`,
    },
    heading: 'Impressum',
    intro: ['Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)'],
    sections: [
      {
        heading: 'Anbieter',
        blocks: [
          `Diese Website von ${brand.name} wird betrieben von:`,
          `${operator.companyName}\nRechtsform: ${operator.legalForm}\n${addressBlock(operator.address)}`,
        ],
      },
      {
        heading: 'Vertretungsberechtigte Personen',
        blocks: [`Die Gesellschaft wird vertreten durch: ${operator.representatives}`],
      },
      {
        heading: 'Kontakt',
        blocks: [
          [
            'Telefon: ',
            { text: contact.phoneDisplay, href: telHref(contact.phoneE164) },
            '\nE-Mail: ',
            { text: contact.email, href: mailtoHref(contact.email) },
          ],
          `Sie erreichen uns ${contact.openingHours.label} Uhr.`,
        ],
      },
      {
        heading: 'Registereintrag',
        blocks: [`Handelsregister: ${operator.tradeRegister}\nMERSİS-Nummer: ${operator.mersisNumber}`],
      },
      ...(operator.vatId === null ? [] : [{ heading: 'Umsatzsteuer', blocks: vatLine(operator) }]),
      willichSection(clinics.willich, operator.willichOperator),
      {
        heading: 'Aufsichtsbehörden',
        blocks: [
          {
            list: [
              `Klinik in ${clinics.istanbul.city}: ${medicalProfession.istanbul.authority}`,
              `Standort ${clinics.willich.city}: ${medicalProfession.willich.authority}`,
            ],
          },
        ],
      },
      {
        heading: 'Berufsrechtliche Angaben',
        blocks: [
          ...professionBlocks(clinics.istanbul.city, medicalProfession.istanbul),
          ...professionBlocks(clinics.willich.city, medicalProfession.willich),
          [
            `Die Berufsordnung und das Heilberufsgesetz NRW, die am Standort ${clinics.willich.city} gelten, finden Sie auf der Website der Ärztekammer Nordrhein unter `,
            { text: 'www.aekno.de', href: 'https://www.aekno.de' },
            ' und im amtlichen Rechtsportal des Landes unter ',
            { text: 'recht.nrw.de', href: 'https://recht.nrw.de' },
            '.',
          ],
        ],
      },
      {
        heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
        blocks: [operator.contentResponsible],
      },
      {
        heading: 'Verantwortlich nach § 13 Heilmittelwerbegesetz',
        blocks: [
          'Mit der Wahrnehmung der Pflichten aus dem Heilmittelwerbegesetz (HWG) ist nach § 13 HWG ausdrücklich betraut:',
          operator.hwgRepresentative,
        ],
      },
      {
        heading: 'Verbraucherstreitbeilegung',
        blocks: [
          'Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 Verbraucherstreitbeilegungsgesetz).',
          [
            'Wenn Sie ein Anliegen oder eine Beschwerde haben, wenden Sie sich bitte direkt an uns, etwa per E-Mail an ',
            { text: contact.email, href: mailtoHref(contact.email) },
            '.',
          ],
        ],
      },
      {
        heading: 'Haftung für Inhalte und Links',
        blocks: [
          'Wir erstellen die Inhalte dieser Website mit großer Sorgfalt. Sie dienen der allgemeinen Information und ersetzen keine persönliche ärztliche Beratung und Untersuchung.',
          'Diese Website enthält Links zu Angeboten Dritter, etwa zu WhatsApp und Instagram, auf deren Inhalte wir keinen Einfluss haben. Für diese Inhalte ist allein der jeweilige Anbieter verantwortlich. Werden uns Rechtsverstöße auf einer verlinkten Seite bekannt, entfernen wir den betreffenden Link umgehend.',
        ],
      },
    ],
    asOf: 'Stand: November 2026',
  };
}

export const impressum = impressumFor(site);
