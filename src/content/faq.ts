// Copy of the FAQ: five questions whose answers carry the spec's recovery and take-rate claims (§9), the risks of the
// procedure in plain words, and what the package costs and contains at each location.

import { type SiteFacts, site } from '../site.ts';
import { claimsFor } from './claims.ts';
import { emailAction, phoneAction, whatsappAction } from './navigation.ts';
import { packageTermsFor, paymentTermsFor } from './package-terms.ts';
import type { LinkAction } from './types.ts';

export interface FaqItem {
  readonly question: string;
  /** The answer in short paragraphs, the key fact first. */
  readonly answer: readonly string[];
}

export interface FaqContent {
  readonly title: string;
  readonly subtitle: string;
  readonly items: readonly FaqItem[];
  /** Under the questions on tablets and desktops: the ways to ask one of your own. */
  readonly more: { readonly text: string; readonly actions: readonly LinkAction[] };
}

export function faqFor(facts: SiteFacts): FaqContent {
  const claims = claimsFor(facts);
  const terms = packageTermsFor(facts);
  const { recovery } = facts;
  return {
    title: 'Häufige Fragen',
    subtitle: 'Die wichtigsten Antworten vorab – Ihre persönlichen Fragen klären wir gern im Gespräch.',
    items: [
      {
        question: 'Wie läuft eine Haartransplantation mit der FUE-Methode ab?',
        answer: [
          'Bei der FUE-Methode (Follicular Unit Extraction) werden einzelne Haarwurzeln, die sogenannten Grafts, unter örtlicher Betäubung am Hinterkopf entnommen und in die lichten Bereiche eingesetzt.',
          'Es wird kein Hautstreifen entnommen, darum entsteht keine lineare Narbe; an den Entnahmestellen bleiben feine, punktförmige Narben. Der Eingriff erfolgt ambulant an einem Tag; ergänzend erhalten Sie PRP- und Zelltherapie.',
        ],
      },
      {
        question: 'Wann bin ich nach dem Eingriff wieder gesellschaftsfähig?',
        // The risks belong where a visitor weighs the procedure (UWG § 5a, HWG § 3); the spec fixes five questions.
        answer: [
          `Nach ${recovery.presentableWeeks} Wochen sind Sie in der Regel wieder gesellschaftsfähig; die kleinen Krusten an den behandelten Stellen fallen schon nach ${recovery.scabsFallOffDays} Tagen ab. Wann Sie wieder Sport treiben, in die Sauna oder in die Sonne gehen können, besprechen Sie mit Ihrer Ärztin oder Ihrem Arzt.`,
          'Wie jeder Eingriff hat auch dieser Risiken: Schwellungen, Rötungen, Spannungsgefühl und ein vorübergehend taubes Gefühl an Spender- und Empfängerstelle sind in den ersten Tagen häufig; seltener kommt es zu Entzündungen der Haarwurzeln, Infektionen, Nachblutungen, auffälligen Narben oder einem vorübergehenden Ausfall auch nicht verpflanzter Haare. Über Ihre persönlichen Risiken klärt Sie die Ärztin oder der Arzt vor dem Eingriff auf.',
        ],
      },
      {
        question: 'Wann sehe ich das endgültige Ergebnis?',
        // In the binding wording, what the clinic measured at its checks stands here, under the question about the
        // result, and never in the answer that states the guarantee: the questions open one at a time, so the measured
        // range is never read beside "garantiert" (docs/vor-dem-livegang.md, „Anwuchsrate … garantiert“).
        answer: [
          `Das endgültige Ergebnis sehen Sie nach ${recovery.finalResultMonths} Monaten. In den ersten Wochen fallen die transplantierten Haare zunächst aus – das ist normal; danach bilden die verpflanzten Haarwurzeln neue Haare.`,
          'Wie dicht es wird, hängt vor allem von Ihrem Spenderbereich ab, und Haar neben den verpflanzten Bereichen kann mit der Zeit weiter ausdünnen.',
          ...(claims.takeRateMeasured ? [claims.takeRateMeasured] : []),
        ],
      },
      {
        question: 'Wie viele der verpflanzten Haare wachsen an?',
        // The binding wording's note says already what the guarantee gives and how it is measured.
        answer: [
          claims.guaranteeNote,
          claims.guaranteeNote === claims.guarantee
            ? 'Die Nachsorgehinweise erhalten Sie schriftlich und auf Deutsch. Was Sie erhalten, wenn weniger anwachsen, wie und wann gemessen wird und wie Sie die Garantie geltend machen, regelt § 5 unserer AGB.'
            : 'Die Nachsorgehinweise erhalten Sie schriftlich und auf Deutsch; wie Sie die Garantie geltend machen, regelt § 5 unserer AGB.',
        ],
      },
      {
        question: 'Was kostet eine Haartransplantation und was ist enthalten?',
        answer: [
          `Das Komplettpaket kostet ${claims.prices}, jeweils ${terms.priceIncludes}. Es umfasst ${terms.contents}. Was der Ab-Preis am jeweiligen Standort umfasst, steht auf seiner Preiskarte. ${terms.includes}`,
          paymentTermsFor(terms).join(' '),
          terms.rebooking,
        ],
      },
    ],
    more: {
      text: 'Ihre Frage ist nicht dabei? Wir antworten persönlich.',
      actions: [whatsappAction, phoneAction, emailAction],
    },
  };
}

export const faq = faqFor(site);
