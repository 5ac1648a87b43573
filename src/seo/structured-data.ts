// JSON-LD for search engines, built from the business facts: a graph of the organisation and its two clinics, each a
// node of its own with its `@id` and the organisation's as its parent. No FAQPage: Google shows FAQ results only for
// authorities' sites since 2023, and the answers would weigh on every landing page's first round trip
// (docs/messungen.md). The types are schema.org's vocabulary as schema-dts writes it, pinned in package.json: a class,
// property or value the vocabulary does not have fails `npm run check` (docs/tests.md, „Was bricht, wenn …“).
import type { Graph, MedicalClinic, MedicalOrganization } from 'schema-dts';
import type { PriceCard } from '../content/services.ts';
import { formatEuro } from '../lib/format.ts';
import { paths } from '../routes.ts';
import { type Clinic, links, type SiteFacts } from '../site.ts';
import { siteUrl } from './site-url.ts';

/** What the graph reads of a price card: its clinic, its anchor on `/` and the picture of its place. */
export type PlaceCard = Pick<PriceCard, 'clinic' | 'anchor' | 'picture'>;

/** A node's `@id`, or the address of a part of the landing page: `…/#istanbul`, `…/#preis-istanbul`. */
const onHome = (fragment: string) => siteUrl(`${paths.home}#${fragment}`);

const organisationId = onHome('organisation');

/**
 * The photo of a place as `image`, never the drawing that stands in until the owner brings one (src/content/services.ts):
 * a drawing is no picture of the clinic. The largest JPEG, which every reader of structured data can decode.
 */
function placePhoto(card: PlaceCard): { image: string } | Record<string, never> {
  const { picture } = card.picture;
  if (picture.kind !== 'raster') return {};
  const largest = picture.jpeg.at(-1);
  return largest ? { image: siteUrl(largest.src) } : {};
}

/**
 * A clinic as far as the facts go: its `url` is its price card on `/` (where the page says what it offers and costs), its
 * `parentOrganization` the organisation's node. No `medicalSpecialty`, since no fact says which specialty its doctors
 * hold; no `email`, which Google's local business results do not read (the organisation carries it).
 */
function clinicNode(clinic: Clinic, card: PlaceCard, facts: SiteFacts): MedicalClinic {
  const { contact } = facts;
  return {
    '@type': 'MedicalClinic',
    '@id': onHome(clinic.id),
    name: clinic.name,
    url: onHome(card.anchor),
    parentOrganization: { '@id': organisationId },
    ...placePhoto(card),
    telephone: contact.phoneE164,
    priceRange: `ab ${formatEuro(clinic.priceFrom)}`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: clinic.address.street,
      postalCode: clinic.address.postalCode,
      addressLocality: clinic.address.city,
      addressCountry: clinic.address.countryCode,
    },
    ...(clinic.geo && {
      geo: { '@type': 'GeoCoordinates', latitude: clinic.geo.latitude, longitude: clinic.geo.longitude },
    }),
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: contact.openingHours.days,
      opens: contact.openingHours.opens,
      closes: contact.openingHours.closes,
    },
  };
}

/**
 * The organisation. Not its clinics as `location`: each clinic names it as its `parentOrganization`, one link joins
 * them, and the other direction cost the landing page's first TCP window 17 B. Neither `description` nor `image`: the
 * page's own description and sharing image say it already, and Google's organisation results read `logo`
 * (docs/messungen.md, „JSON-LD als Graph“).
 */
function organisationNode(facts: SiteFacts): MedicalOrganization {
  return {
    '@type': 'MedicalOrganization',
    '@id': organisationId,
    name: facts.brand.name,
    url: siteUrl(paths.home),
    logo: siteUrl('/images/icon-512.png'),
    email: facts.contact.email,
    telephone: facts.contact.phoneE164,
    sameAs: links.instagram,
  };
}

/** The landing page's graph: the organisation, then each clinic in the order of the price cards. */
export function organisationGraph(facts: SiteFacts, cards: readonly PlaceCard[]): Graph {
  const clinics = cards.map((card) => clinicNode(facts.clinics[card.clinic], card, facts));
  return {
    '@context': 'https://schema.org',
    '@graph': [organisationNode(facts), ...clinics],
  };
}
