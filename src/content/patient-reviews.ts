// The patient reviews the testimonials section shows. The three below are examples: replace them with real, consented
// reviews before going live and confirm that in src/site.ts (`reviews`); `npm run deploy` refuses while one of the
// examples is still here (scripts/lib/example-reviews.ts). Node reads this module (no pictures, no React).

export interface Testimonial {
  /** First name and initial, e.g. 'Markus T.' */
  readonly name: string;
  readonly city: string;
  /** Stars out of five. */
  readonly rating: 1 | 2 | 3 | 4 | 5;
  readonly text: string;
  /**
   * Where the review was given and can be read, e.g. { name: 'Google', url: 'https://…' }; shown under the name, the
   * line hidden while it is missing (never made up). The deploy check lists shown reviews without one.
   */
  readonly source?: { readonly name: string; readonly url?: string };
  /** When it was given, as 'JJJJ-MM' (e.g. '2026-03'); shown as 'März 2026' beside the source. */
  readonly month?: string;
}

export const patientReviews: readonly Testimonial[] = [
  {
    name: 'Markus T.',
    city: 'Köln',
    rating: 5,
    text: 'Von der ersten WhatsApp-Nachricht bis zur Nachsorge in Istanbul lief alles reibungslos, immer mit einem Ansprechpartner auf Deutsch.',
  },
  {
    name: 'Stefan K.',
    city: 'Hamburg',
    rating: 5,
    text: 'Nach zwei bis drei Wochen war ich wieder im Büro. Heute, ein Jahr später, bin ich mit meinem Haaransatz rundum zufrieden.',
  },
  {
    name: 'Deniz A.',
    city: 'Düsseldorf',
    rating: 5,
    text: 'Ich wollte nicht fliegen und habe mich für Willich entschieden. Die Beratung war ehrlich, und der Preis aus dem Angebot hat gestimmt.',
  },
];
