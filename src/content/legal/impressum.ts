// The Impressum (§ 5 DDG): operator, registers, professional rules, responsible persons and the § 36 VSBG statement.
import { addressLines } from '../../lib/format.ts';
import { mailtoHref, telHref } from '../../lib/links.ts';
import type { PostalAddress } from '../../site.ts';
import { brand, clinics, contact, operator } from '../../site.ts';
import type { LegalDocument } from '../types.ts';

/** A postal address as a block of lines. */
const addressBlock = (address: PostalAddress) => addressLines(address).join('\n');

export const impressum: LegalDocument = {
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
    {
      heading: 'Steuerliche Angaben',
      blocks: [`Steuernummer bzw. Umsatzsteuer-Identifikationsnummer: ${operator.vatId}`],
    },
    {
      heading: `Standort ${clinics.willich.city}`,
      blocks: [
        `${clinics.willich.name}\n${addressBlock(clinics.willich.address)}`,
        `Träger des Standorts ${clinics.willich.city}: ${operator.willichEntity}`,
      ],
    },
    {
      heading: 'Aufsichtsbehörde',
      blocks: [`Zuständige Aufsichtsbehörde: ${operator.supervisoryAuthority}`],
    },
    {
      heading: 'Berufsrechtliche Angaben',
      blocks: [
        `Gesetzliche Berufsbezeichnung und Staat, in dem sie verliehen wurde: ${operator.professionalTitle}`,
        `Zuständige Ärztekammer: ${operator.medicalChamber}`,
        `Für die ärztliche Tätigkeit am Standort ${clinics.willich.city} gelten insbesondere die folgenden berufsrechtlichen Regelungen:`,
        {
          list: [
            'Berufsordnung für die nordrheinischen Ärztinnen und Ärzte',
            'Heilberufsgesetz des Landes Nordrhein-Westfalen (HeilBerG NRW)',
          ],
        },
        [
          'Die Berufsordnung und das Heilberufsgesetz NRW können Sie auf der Website der Ärztekammer Nordrhein unter ',
          { text: 'www.aekno.de', href: 'https://www.aekno.de' },
          ' einsehen. Das Heilberufsgesetz NRW ist außerdem im amtlichen Rechtsportal des Landes unter ',
          { text: 'recht.nrw.de', href: 'https://recht.nrw.de' },
          ' veröffentlicht.',
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
