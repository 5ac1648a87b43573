// Copy of 'Warum Bemedics?': the section heading and six benefit cards (all editable, spec).
import { type SiteFacts, site } from '../site.ts';
import { claimsFor } from './claims.ts';
import { packageTermsFor } from './package-terms.ts';
import type { EditableText, IconName } from './types.ts';

export interface BenefitCard {
  readonly icon: IconName;
  readonly title: EditableText;
  readonly description: EditableText;
}

export interface BenefitsContent {
  readonly title: EditableText;
  readonly subtitle: EditableText;
  readonly cards: readonly BenefitCard[];
}

export function benefitsFor(facts: SiteFacts): BenefitsContent {
  const claims = claimsFor(facts);
  const terms = packageTermsFor(facts);
  const travel = Object.values(facts.clinics).filter((clinic) => clinic.packageIncludesTravel);
  return {
    title: { key: 'usps-title', text: 'Warum Bemedics?' },
    subtitle: {
      key: 'usps-subtitle',
      text: 'Sechs Gründe, warum Patientinnen und Patienten aus ganz Deutschland uns ihr Vertrauen schenken.',
    },
    cards: [
      {
        icon: 'award',
        title: { key: 'usp1-title', text: claims.experience },
        description: {
          key: 'usp1-desc',
          text: `Unser Team führt ${claims.experienceSince} Haartransplantationen durch; mehr als ${claims.patients} Patienten haben ihm vertraut.`,
        },
      },
      {
        icon: 'microscope',
        // The method named without a benefit it would have to prove (§ 3 HWG): the description says what it does.
        title: { key: 'usp2-title', text: 'FUE: Graft für Graft' },
        description: {
          key: 'usp2-desc',
          text: 'Jedes Graft einzeln entnommen und eingesetzt – ohne Hautstreifen, darum ohne lineare Narbe.',
        },
      },
      {
        icon: 'package',
        title: { key: 'usp3-title', text: 'Alles inklusive' },
        description: {
          key: 'usp3-desc',
          text: `Ein Preis für Ihr ganzes Paket – ${terms.priceIncludes}.`,
        },
      },
      {
        icon: 'map-pin',
        title: { key: 'usp4-title', text: 'Planung aus Deutschland' },
        description: {
          key: 'usp4-desc',
          text: `${
            travel.length
              ? `Beratung, Termin und Reise nach ${travel.map((clinic) => clinic.city).join(' und ')}`
              : 'Beratung und Termin'
          } plant unser Team in Deutschland – persönlich und auf Deutsch.`,
        },
      },
      {
        icon: 'shield',
        title: { key: 'usp5-title', text: 'Garantierte Anwuchsrate' },
        // The guarantee in full stands in the hero's footnote, the FAQ and the AGB; a card names it without a figure.
        description: {
          key: 'usp5-desc',
          text: 'Wie viele Grafts anwachsen, sagen wir verbindlich zu – Einzelheiten in den häufigen Fragen und in § 5 der AGB.',
        },
      },
      {
        icon: 'heart',
        title: { key: 'usp6-title', text: 'Betreuung bis zum Ergebnis' },
        description: {
          key: 'usp6-desc',
          text: 'Auch nach Ihrer Rückkehr: ein klarer Nachsorgeplan und ein fester Ansprechpartner.',
        },
      },
    ],
  };
}

export const benefits = benefitsFor(site);
