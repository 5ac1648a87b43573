// The slots for proof a visitor can check (docs/verhalten.md): the operating doctor under the hero picture, the rating
// beside the main button, each review's source and month, and the dots under the phone's row of reviews. A slot shows
// only what the facts hold and stays out of the page, not faked, while they hold nothing: both sides rendered here in
// workerd for facts made for the test, whatever src/site.ts says today.
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { claimsFor } from '../../src/content/claims.ts';
import { heroFor } from '../../src/content/hero.ts';
import { landingFor } from '../../src/content/landing.ts';
import type { Testimonial } from '../../src/content/patient-reviews.ts';
import { createApp } from '../../src/index.tsx';
import type { ProcessedPicture } from '../../src/lib/pictures.ts';
import { Home, homeHead } from '../../src/pages/Home.tsx';
import { paths } from '../../src/routes.ts';
import { Testimonials } from '../../src/sections/Testimonials.tsx';
import { type LeadDoctor, type Rating, type SiteFacts, site } from '../../src/site.ts';
import teamPhoto from '../fixtures/photos/team.jpg?picture';
import { ORIGIN, testPage, text } from './fetch.ts';

/** A drawing where the photo was: what the site ships until the owner brings photos (src/assets/images/team.svg). */
const DRAWING = { kind: 'vector', file: 'team.svg', src: '/images/team.svg', width: 800, height: 600 } as const;

const RATING: Rating = {
  score: 4.8,
  count: 1312,
  source: 'Google',
  url: 'https://www.google.com/maps/place/beispiel',
  asOf: '2026-03',
  since: '2015',
  verification: 'Google prüft sie nach eigenen Angaben automatisiert; wir prüfen sie nicht.',
};
/** A German doctorate: carried before the name, as awarded. */
const DOCTOR: LeadDoctor = {
  name: 'Lea Beispiel',
  degree: { form: 'Dr. med.', institution: 'Universität zu Köln', inEuEea: true },
  title: 'Fachärztin für Dermatologie',
  titleAwardedIn: 'Deutschland',
  since: 2011,
  operatesIn: 'willich',
  germanLicenceConfirmed: true,
};

const withProof = (rating: typeof RATING | null, leadDoctor: typeof DOCTOR | null): SiteFacts => ({
  ...site,
  reviews: { ...site.reviews, rating },
  team: { leadDoctor },
});

/** The landing page for `facts`; with `teamPicture`, the hero shows that picture instead of the content's drawing. */
async function landingFor_(facts: SiteFacts, teamPicture?: ProcessedPicture): Promise<Document> {
  const landing = landingFor(facts);
  const content = teamPicture
    ? { ...landing, hero: { ...landing.hero, image: { ...landing.hero.image, picture: teamPicture } } }
    : landing;
  const app = createApp([testPage(paths.home, () => <Home content={content} />, homeHead(content))], {
    buildId: crypto.randomUUID(),
  });
  return parseHTML(await (await app.request(`${ORIGIN}${paths.home}`)).text()).document;
}

describe('the hero', () => {
  it('names the operating doctor on a team photo, and never on a drawing, whose figures he is not', async () => {
    const photo = await landingFor_(withProof(RATING, DOCTOR), teamPhoto);
    const doctor = photo.querySelector('[data-hero-figure] [data-hero-doctor]');
    expect(text(doctor)).toBe(
      'Es operiert in Willich: Dr. med. Lea Beispiel, Fachärztin für Dermatologie (Deutschland) · Haartransplantationen seit 2011',
    );
    const drawing = await landingFor_(withProof(RATING, DOCTOR), DRAWING);
    expect(drawing.querySelector('[data-hero-doctor]')).toBeNull();
    // On a drawing the card under the button names him at every width; beside a photo only where the photo comes later.
    expect(drawing.querySelector('[data-hero-doctor-line]')?.className).not.toMatch(/lg:hidden/);
    expect(photo.querySelector('[data-hero-doctor-line]')?.className).toMatch(/lg:hidden/);
  });

  it.each([
    ['istanbul', 'Türkei', 'Es operiert in Istanbul: Dr. med. Lea Beispiel, Fachärztin für Dermatologie (Türkei)'],
    [
      'willich',
      'Deutschland',
      'Es operiert in Willich: Dr. med. Lea Beispiel, Fachärztin für Dermatologie (Deutschland)',
    ],
    ['both', 'Deutschland', 'Es operiert in Istanbul und Willich: Dr. med. Lea Beispiel, Fachärztin für Dermatologie'],
  ] as const)('says where the doctor operates (%s) and which state awarded the title', async (place, state, line) => {
    const doctor = { ...DOCTOR, operatesIn: place, titleAwardedIn: state };
    const document = await landingFor_(withProof(null, doctor));
    expect(text(document.querySelector('[data-hero-doctor-line]'))).toContain(line);
    expect(text(document.querySelector('[data-hero-doctor-line]'))).toContain(
      `(${state}) · Haartransplantationen seit`,
    );
  });

  /** A Turkish medical degree: the first professional degree, no doctorate, so never „Dr.“ (src/site.ts). */
  const TURKISH = { form: 'Tıp Doktoru', institution: 'İstanbul Üniversitesi', inEuEea: false } as const;

  it.each([
    ['a doctorate from the EU, before the name', DOCTOR.degree, 'Dr. med. Lea Beispiel, Fachärztin für Dermatologie'],
    [
      'a degree from outside the EU, as awarded with its institution',
      TURKISH,
      'Lea Beispiel, Tıp Doktoru (İstanbul Üniversitesi), Fachärztin für Dermatologie',
    ],
    ['no degree', null, 'Lea Beispiel, Fachärztin für Dermatologie'],
  ] as const)('names the doctor with %s, on the photo and under the button', async (_, degree, named) => {
    const doctor = { ...DOCTOR, degree, operatesIn: 'istanbul', titleAwardedIn: 'Türkei' } as const;
    const photo = await landingFor_(withProof(null, doctor), teamPhoto);
    const line = text(photo.querySelector('[data-hero-doctor-line]'));
    expect(line).toBe(`Es operiert in Istanbul: ${named} (Türkei) · Haartransplantationen seit 2011`);
    expect(text(photo.querySelector('[data-hero-doctor]'))).toBe(line);
    // Outside the EU no „Dr.“ anywhere in the hero, nor in the portrait's name.
    if (degree?.inEuEea === false) {
      expect(text(photo.querySelector('[data-section="hero"]'))).not.toMatch(/\bDr\b/);
      expect(heroFor(withProof(null, doctor), teamPhoto).doctor?.portrait?.alt).toBe('Porträt: Lea Beispiel');
    }
  });

  it('shows the rating, linked to its source, and the doctor under the main button when the facts hold them', async () => {
    const document = await landingFor_(withProof(RATING, DOCTOR));
    const link = document.querySelector('[data-section="hero"] [data-hero-rating] a');
    expect(link?.getAttribute('href')).toBe(RATING.url);
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    // Its name is what it shows, with the stars said in words, and when its figures were read.
    expect(text(link)).toBe('4,8 von 5 Sternen · 1.312 Google-Bewertungen · Stand: März 2026, Bewertungen seit 2015');
    expect(link?.hasAttribute('aria-label')).toBe(false);
    // Beside the main button: in the proof card right after the buttons, before the subtitle.
    const buttons = link?.closest('[data-hero-proof]')?.previousElementSibling;
    expect(buttons?.querySelector('a[href^="https://wa.me/"]')).not.toBeNull();
    // Where the picture comes after the text (phones, tablets), the doctor is named under the rating as well.
    const line = document.querySelector('[data-hero-rating] + [data-hero-doctor-line]');
    expect(text(line)).toBe(
      'Es operiert in Willich: Dr. med. Lea Beispiel, Fachärztin für Dermatologie (Deutschland) · Haartransplantationen seit 2011',
    );
    // Above the quotes, the rating again as their anchor: score, count, date and period, whether and how the platform
    // checks its reviews, and the way to all of them; our note on checking our own reviews stands apart from it.
    const panel = document.querySelector('#erfahrungen [data-rating-panel]');
    expect([...(panel?.children ?? [])].map(text)).toEqual([
      '4,8 von 5 Sternen',
      '1.312 Google-Bewertungen Stand: März 2026, Bewertungen seit 2015',
      RATING.verification,
      'Alle 1.312 Bewertungen auf Google lesen',
    ]);
    expect(panel?.querySelectorAll('[data-star-fill]')).toHaveLength(5);
    expect(text(panel)).not.toContain(site.reviews.verificationNote);
    const all = panel?.querySelector('a[data-all-reviews]');
    expect(all?.getAttribute('href')).toBe(RATING.url);
    expect(all?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('names the period its reviews cover beside its date, a month by its name', async () => {
    const document = await landingFor_(withProof({ ...RATING, since: '2015-06' }, null));
    expect(text(document.querySelector('[data-hero-rating] a'))).toContain(
      'Stand: März 2026, Bewertungen seit Juni 2015',
    );
  });

  it('fills the stars as far as the score reaches, the last one in part', async () => {
    const stars = async (score: number) => {
      const document = await landingFor_(withProof({ ...RATING, score }, null));
      return [...document.querySelectorAll('[data-rating-stars] [data-star-fill]')].map((star) => ({
        fill: Number(star.getAttribute('data-star-fill')),
        // The coloured star is clipped to this width of the 24 units.
        width: Number(star.querySelector('[data-star-part]')?.getAttribute('width') ?? 0),
      }));
    };
    expect(await stars(4.7)).toEqual([
      ...[1, 2, 3, 4].map(() => ({ fill: 1, width: 24 })),
      { fill: expect.closeTo(0.7, 5), width: expect.closeTo(16.8, 5) },
    ]);
    expect((await stars(3)).map((star) => star.width)).toEqual([24, 24, 24, 0, 0]);
    expect((await stars(5)).map((star) => star.width)).toEqual([24, 24, 24, 24, 24]);
  });

  it('leaves both slots out, with nothing in their place, while the facts hold neither', async () => {
    const document = await landingFor_(withProof(null, null));
    for (const slot of [
      '[data-hero-doctor]',
      '[data-hero-doctor-line]',
      '[data-hero-rating]',
      '[data-rating-panel]',
      '[data-all-reviews]',
      '[data-hero-proof]',
    ]) {
      // Its HTML, if any: a message that names what is there (a DOM node is too deep for the error printer).
      expect(document.querySelector(slot)?.outerHTML ?? null, slot).toBeNull();
    }
    expect(text(document.querySelector('[data-section="hero"]'))).not.toMatch(/Bewertungen|Haartransplantationen seit/);
    // The content says so too: no stand-in text is made up for an empty slot.
    expect(heroFor(withProof(null, null))).toMatchObject({ doctor: null, rating: null });
  });

  it('shows each slot on its own: a rating without a doctor, a doctor without a rating', async () => {
    const ratingOnly = await landingFor_(withProof(RATING, null));
    expect(ratingOnly.querySelector('[data-hero-rating]')).not.toBeNull();
    expect(ratingOnly.querySelector('[data-hero-doctor]')).toBeNull();
    const doctorOnly = await landingFor_(withProof(null, DOCTOR));
    expect(doctorOnly.querySelector('[data-hero-rating]')).toBeNull();
    expect(doctorOnly.querySelector('[data-hero-doctor-line]')).not.toBeNull();
    expect((await landingFor_(withProof(null, DOCTOR), teamPhoto)).querySelector('[data-hero-doctor]')).not.toBeNull();
  });
});

describe('the reviews', () => {
  const sourced: Testimonial = {
    name: 'Jonas W.',
    city: 'Krefeld',
    rating: 5,
    text: 'Sehr gut beraten.',
    source: { name: 'Google', url: 'https://www.google.com/maps/reviews/beispiel' },
    month: '2026-03',
  };
  const unnamed: Testimonial = { ...sourced, name: 'Emre Y.', city: 'Neuss', source: { name: 'Trustpilot' } };
  const bare: Testimonial = { name: 'Tobias R.', city: 'Viersen', rating: 5, text: 'Alles bestens.' };

  async function reviews(items: readonly Testimonial[]): Promise<Document> {
    const content = { ...landingFor(site).testimonials, items };
    const app = createApp(
      [testPage('/', () => <Testimonials id="erfahrungen" content={content} showBeforeAfter={false} showReviews />)],
      { buildId: crypto.randomUUID() },
    );
    return parseHTML(await (await app.request(`${ORIGIN}/`)).text()).document;
  }

  it('name their source and month where the review gives them, linked where it has an address, and nothing where not', async () => {
    const document = await reviews([sourced, unnamed, bare]);
    const [first, second, third] = [...document.querySelectorAll('[data-testimonial]')];
    expect(text(first?.querySelector('[data-review-origin]'))).toBe('Google · März 2026');
    expect(first?.querySelector('[data-review-origin] a')?.getAttribute('href')).toBe(sourced.source?.url);
    expect(text(second?.querySelector('[data-review-origin]'))).toBe('Trustpilot · März 2026');
    expect(second?.querySelector('[data-review-origin] a')).toBeNull();
    expect(third?.querySelector('[data-review-origin]')).toBeNull();
  });
});

describe('the operating doctor’s portrait', () => {
  /** The landing page whose hero's portrait slot holds `portrait`. */
  async function withPortrait(portrait: ProcessedPicture | null): Promise<Document> {
    const facts = withProof(RATING, DOCTOR);
    const landing = landingFor(facts);
    const content = { ...landing, hero: heroFor(facts, portrait) };
    const app = createApp([testPage(paths.home, () => <Home content={content} />, homeHead(content))], {
      buildId: crypto.randomUUID(),
    });
    return parseHTML(await (await app.request(`${ORIGIN}${paths.home}`)).text()).document;
  }

  it('stands round beside "Es operiert" where the owner gave a photo, and the stethoscope stands there until then', async () => {
    const photo = await withPortrait(teamPhoto);
    const line = photo.querySelector('[data-hero-doctor-line]');
    const image = line?.querySelector('[data-picture-slot="portrait"] img');
    expect(image?.getAttribute('alt')).toBe(`Porträt: ${DOCTOR.degree?.form} ${DOCTOR.name}`);
    // Sized for its 48 px frame (wider where the photo is wider than the square it covers): small files, not the hero's.
    expect(image?.getAttribute('sizes')).toMatch(/^(48px|calc\(\(48px\) \* [\d.]+\))$/);
    expect(line?.querySelector('[data-picture-slot="portrait"]')?.className).toMatch(/rounded-full/);
    const none = await withPortrait(null);
    expect(none.querySelector('[data-picture-slot="portrait"]')).toBeNull();
    expect(none.querySelector('[data-hero-doctor-line] svg')).not.toBeNull();
  });

  it('never shows a drawing as the doctor’s face', async () => {
    const drawing = await withPortrait(DRAWING);
    expect(drawing.querySelector('[data-picture-slot="portrait"]')).toBeNull();
  });
});

describe('where an advertising claim holds', () => {
  const withScopes = (scope: (example: string) => string | null): SiteFacts => ({
    ...site,
    evidence: {
      ...site.evidence,
      experience: { ...site.evidence.experience, scope: scope('in Istanbul seit 2009') },
      patients: { ...site.evidence.patients, scope: scope('in Istanbul und Willich seit 2009') },
      popular: { ...site.evidence.popular, scope: scope('62 % unserer Buchungen 2025') },
    },
  });

  it('stands under the claim, as the owner words it, and is left out while he has not', async () => {
    const filled = await landingFor_(withScopes((example) => example));
    const points = [...filled.querySelectorAll('[data-section="hero"] ul li')].map(text);
    expect(points).toContain('17+ Jahre Erfahrung in Istanbul seit 2009');
    expect(points).toContain('Über 10.000 Patienten in Istanbul und Willich seit 2009');
    expect(text(filled.querySelector('[data-clinic="istanbul"] [data-highlight]'))).toBe(
      'Beliebteste Wahl 62 % unserer Buchungen 2025',
    );
    // The guarantee's line is the fourth: its condition stands under it whatever the owner has said (src/content/claims.ts).
    expect(filled.querySelectorAll('[data-claim-scope]')).toHaveLength(4);
    expect(points).toContain(`${claimsFor(site).takeRateLabel} ${claimsFor(site).takeRateCondition}`);

    const empty = await landingFor_(withScopes(() => null));
    expect(empty.querySelectorAll('[data-claim-scope]')).toHaveLength(1);
    expect([...empty.querySelectorAll('[data-section="hero"] ul li')].map(text)).toContain('17+ Jahre Erfahrung');
    expect(text(empty.querySelector('[data-clinic="istanbul"] [data-highlight]'))).toBe('Beliebteste Wahl');
  });
});
