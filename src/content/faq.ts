// Copy of the FAQ: five questions whose answers carry the spec's recovery and take-rate claims (§9).

import { recovery } from '../site.ts';
import { claims } from './claims.ts';
import { packageTerms, paymentTerms } from './package-terms.ts';

export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

export interface FaqContent {
  readonly title: string;
  readonly subtitle: string;
  readonly items: readonly FaqItem[];
}

export const faq: FaqContent = {
  title: 'Häufige Fragen',
  subtitle:
    'Die wichtigsten Antworten rund um Ihre Haartransplantation. Ihre persönlichen Fragen klären wir gern im Gespräch.',
  items: [
    {
      question: 'Wie läuft eine Haartransplantation mit der FUE-Methode ab?',
      answer:
        'Bei der FUE-Methode (Follicular Unit Extraction) werden einzelne Haarwurzeln, die sogenannten Grafts, unter örtlicher Betäubung am Hinterkopf entnommen und in die lichten Bereiche eingesetzt. Es gibt keinen Skalpellschnitt und keine lineare Narbe. Der Eingriff erfolgt ambulant an einem Tag; ergänzend erhalten Sie PRP- und Zelltherapie.',
    },
    {
      question: 'Wann bin ich nach dem Eingriff wieder gesellschaftsfähig?',
      answer: `Die kleinen Krusten an den behandelten Stellen fallen nach ${recovery.scabsFallOffDays} Tagen ab. Nach ${recovery.presentableWeeks} Wochen sind Sie in der Regel wieder gesellschaftsfähig und können Ihrem Alltag und Beruf ohne Einschränkungen nachgehen.`,
    },
    {
      question: 'Wann sehe ich das endgültige Ergebnis?',
      answer: `Die transplantierten Haare fallen in den ersten Wochen zunächst aus – das ist normal. Danach wachsen sie dauerhaft nach. Das endgültige Ergebnis sehen Sie nach ${recovery.finalResultMonths} Monaten.`,
    },
    {
      question: 'Wie viele der verpflanzten Haare wachsen an?',
      answer: `Wir garantieren eine Anwuchsrate von mindestens ${claims.takeRate} Prozent, ${claims.takeRateCondition}. Die Hinweise erhalten Sie schriftlich und auf Deutsch; bei Fragen erreichen Sie uns jederzeit.`,
    },
    {
      question: 'Was kostet eine Haartransplantation und was ist enthalten?',
      answer: [
        `Das Komplettpaket kostet in Istanbul ab ${claims.priceIstanbul} und in Willich ab ${claims.priceWillich}, jeweils ${packageTerms.priceIncludes}: Operation, Nachsorge, PRP- und Zelltherapie.`,
        packageTerms.includes,
        ...paymentTerms,
        packageTerms.rebooking,
      ].join(' '),
    },
  ],
};
