// Copy of the patient testimonials and the before/after image.
// The three texts are examples: replace them with real, consented reviews before going live (site.ts `reviews`).
// The before/after picture: a file in src/assets/images. To show a photograph, put it there and change this file name.
import beforeAfterPicture from '../assets/images/before-after.svg?picture';
import type { PictureContent } from '../lib/pictures.ts';
import { reviews } from '../site.ts';

export interface Testimonial {
  /** First name and initial, e.g. 'Markus T.' */
  readonly name: string;
  readonly city: string;
  /** Stars out of five. */
  readonly rating: 1 | 2 | 3 | 4 | 5;
  readonly text: string;
}

export interface TestimonialsContent {
  readonly title: string;
  readonly subtitle: string;
  readonly items: readonly Testimonial[];
  readonly verificationNote: string;
  readonly ratingLabel: (rating: number) => string;
  readonly beforeAfter: PictureContent & { readonly caption: string };
}

const drawn = beforeAfterPicture.kind === 'vector';

export const testimonials: TestimonialsContent = {
  title: 'Das sagen unsere Patienten',
  subtitle: 'Echte Erfahrungen von Menschen, die den Schritt gewagt haben.',
  items: [
    {
      name: 'Markus T.',
      city: 'Köln',
      rating: 5,
      text: 'Von der ersten WhatsApp-Nachricht bis zum Rückflug lief alles reibungslos. Ich hatte jederzeit einen Ansprechpartner auf Deutsch und wusste immer, was als Nächstes kommt.',
    },
    {
      name: 'Stefan K.',
      city: 'Hamburg',
      rating: 5,
      text: 'Nach knapp zwei Wochen waren die Krusten weg und ich konnte wieder ins Büro. Heute, ein Jahr später, bin ich mit meinem Haaransatz rundum zufrieden.',
    },
    {
      name: 'Deniz A.',
      city: 'Düsseldorf',
      rating: 5,
      text: 'Ich habe mich für Willich entschieden, weil ich nicht fliegen wollte. Die Beratung war ehrlich, der Festpreis hat gestimmt und die Nachsorge war hervorragend.',
    },
  ],
  verificationNote: reviews.verificationNote,
  ratingLabel: (rating) => `${rating} von 5 Sternen`,
  beforeAfter: {
    picture: beforeAfterPicture,
    // A drawing says so; a photograph, once the owner puts one in, is not called an illustration.
    alt: `${drawn ? 'Illustration vorher und nachher' : 'Vorher und nachher'}: links ein zurückweichender Haaransatz, rechts ein voller, natürlicher Haaransatz`,
    caption: `Vorher und nachher${drawn ? ' (Illustration)' : ''}. Ergebnisse sind individuell verschieden.`,
  },
};
