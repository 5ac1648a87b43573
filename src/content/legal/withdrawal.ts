// The right of withdrawal, by the owner's decision (src/site.ts `decisions.withdrawal`; docs/vor-dem-livegang.md,
// „Widerrufsrecht“). A contract made by e-mail, telephone or WhatsApp is a distance contract (§ 312c BGB); whether the
// exception for contracts for treatment (§ 312 Abs. 2 Nr. 7 BGB, § 630a BGB) covers a purely cosmetic treatment is
// disputed. 'exempt': the AGB say that no right of withdrawal applies, and why. 'right': the AGB carry the
// Widerrufsbelehrung and the model form in the official wording (Art. 246a § 1 Abs. 2 EGBGB, Anlage 1 and 2), filled
// from the facts, and how a treatment may begin within the period (§§ 356 Abs. 4, 357a Abs. 2 BGB); each price card
// mentions it in one short line. While the decision is open, no page says anything of it.
import { firmName } from '../../lib/format.ts';
import { paths } from '../../routes.ts';
import { type Clinic, type Company, contractPartner, type SiteFacts } from '../../site.ts';
import type { LegalSection, LinkAction } from '../types.ts';

/** The anchor of the Widerrufsbelehrung in the AGB: the price cards link there. */
export const WITHDRAWAL_SECTION_ID = 'widerrufsbelehrung';

/** A contract partner as the Belehrung and the form name it: firm, address. */
const partnerAddress = (company: Company) =>
  `${firmName(company)}, ${company.address.street}, ${company.address.postalCode} ${company.address.city}, ${company.address.country}`;

/**
 * Every contract partner with its address, once each: one company, or „X, … (für Behandlungen in Istanbul) oder Y, …
 * (für Behandlungen in Willich)“.
 */
function partners(facts: SiteFacts): string {
  const clinics: Clinic[] = Object.values(facts.clinics);
  const companies = clinics.map((clinic) => contractPartner(facts.operator, clinic.id));
  if (companies.every((company) => company === companies[0]) && companies[0]) return partnerAddress(companies[0]);
  return clinics
    .map((clinic, index) => `${partnerAddress(companies[index] as Company)} (für Behandlungen in ${clinic.city})`)
    .join(' oder ');
}

/** What a patient may write to begin within the period (§ 356 Abs. 4 S. 2 Nr. 1, § 357a Abs. 2 BGB). */
export const EARLY_START_REQUEST =
  'Ich verlange ausdrücklich, dass Sie vor Ablauf der Widerrufsfrist mit der Behandlung beginnen. Mir ist bekannt, dass ich bei einem Widerruf einen angemessenen Betrag für die bis dahin erbrachten Leistungen zahle und dass mein Widerrufsrecht erlischt, sobald Sie die Behandlung vollständig erbracht haben.';

/** AGB § 3 (5) and, with the right, (6): what holds for a contract made at a distance; none while undecided. */
export function withdrawalClauses(facts: SiteFacts): string[] {
  const choice = facts.decisions.withdrawal;
  if (choice === 'exempt') {
    const travel = Object.values(facts.clinics).filter((clinic) => clinic.packageIncludesTravel);
    return [
      `Ein Widerrufsrecht nach den Vorschriften über Fernabsatzverträge haben Sie nicht, auch wenn Sie per E-Mail, Telefon oder WhatsApp buchen: Ihr Vertrag mit uns ist ein Behandlungsvertrag, denn die Eingriffe nimmt eine Ärztin oder ein Arzt vor (§ 630a BGB), und für Behandlungsverträge gilt das Widerrufsrecht nicht (§ 312 Abs. 2 Nr. 7 BGB).${
        travel.length
          ? ` Für die Reiseleistungen des Pakets für ${travel.map((clinic) => clinic.city).join(' und ')} gilt es ebenfalls nicht (§ 312 Abs. 7 BGB).`
          : ''
      } Stornieren können Sie trotzdem jederzeit (§ 8), und Ihre Einwilligung in den Eingriff können Sie jederzeit widerrufen (§ 5 Abs. 2).`,
    ];
  }
  if (choice === 'right') {
    return [
      'Schließen Sie den Vertrag per E-Mail, Telefon oder WhatsApp, können Sie ihn binnen vierzehn Tagen widerrufen; wie, sagt die Widerrufsbelehrung am Ende dieser AGB, mit dem Muster-Widerrufsformular.',
      `Vor Ablauf der Widerrufsfrist beginnen wir mit Ihrer Behandlung nur, wenn Sie das ausdrücklich in Textform verlangen, etwa mit diesen Worten: „${EARLY_START_REQUEST}“ Widerrufen Sie danach, zahlen Sie einen angemessenen Betrag für die bis dahin erbrachten Leistungen (§ 357a Abs. 2 BGB); ist die Behandlung vollständig erbracht, erlischt Ihr Widerrufsrecht (§ 356 Abs. 4 BGB).`,
    ];
  }
  return [];
}

/**
 * With the right: the Widerrufsbelehrung for services and the model form, in the official wording (Anlage 1 and 2 zu
 * Art. 246a § 1 Abs. 2 EGBGB), filled with the contract partner of each location, the telephone and the e-mail address.
 */
export function withdrawalSections(facts: SiteFacts): LegalSection[] {
  if (facts.decisions.withdrawal !== 'right') return [];
  const { email, phoneDisplay } = facts.contact;
  return [
    {
      id: WITHDRAWAL_SECTION_ID,
      heading: 'Widerrufsbelehrung',
      blocks: [
        'Widerrufsrecht',
        'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
        'Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.',
        `Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${partners(facts)}; Telefon ${phoneDisplay}; E-Mail ${email}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.`,
        'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
        'Folgen des Widerrufs',
        'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.',
        'Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen soll, so haben Sie uns einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der Ausübung des Widerrufsrechts hinsichtlich dieses Vertrags unterrichten, bereits erbrachten Dienstleistungen im Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht.',
      ],
    },
    {
      heading: 'Muster-Widerrufsformular',
      blocks: [
        '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
        {
          list: [
            `An ${partners(facts)}, E-Mail ${email}:`,
            'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)',
            'Bestellt am (*)/erhalten am (*)',
            'Name des/der Verbraucher(s)',
            'Anschrift des/der Verbraucher(s)',
            'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
            'Datum',
          ],
        },
        '(*) Unzutreffendes streichen.',
      ],
    },
  ];
}

/** With the right, the one short line of each price card that names it, linked to the Belehrung; null otherwise. */
export function withdrawalMention(facts: SiteFacts): LinkAction | null {
  return facts.decisions.withdrawal === 'right'
    ? { label: '14 Tage Widerrufsrecht', href: `${paths.agb}#${WITHDRAWAL_SECTION_ID}` }
    : null;
}
