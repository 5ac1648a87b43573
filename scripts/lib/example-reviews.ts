// The example reviews this repository shipped in src/content/patient-reviews.ts, by name and city: made up, so the site
// may not go live while one of them is shown (§ 5b Abs. 3 UWG, Anhang zu § 3 Abs. 3 UWG Nr. 23b and 23c). Kept here,
// apart from the reviews themselves, so that editing the reviews cannot edit this list too.

/** A review as the guard compares it: the person it names. */
export interface ReviewAuthor {
  readonly name: string;
  readonly city: string;
}

export const EXAMPLE_REVIEWS: readonly ReviewAuthor[] = [
  { name: 'Markus T.', city: 'Köln' },
  { name: 'Stefan K.', city: 'Hamburg' },
  { name: 'Deniz A.', city: 'Düsseldorf' },
];

/** The shipped examples among `shown`, as 'Markus T. (Köln)'. */
export function examplesLeft(shown: readonly ReviewAuthor[]): string[] {
  return shown
    .filter((review) => EXAMPLE_REVIEWS.some((example) => example.name === review.name && example.city === review.city))
    .map((review) => `${review.name} (${review.city})`);
}
