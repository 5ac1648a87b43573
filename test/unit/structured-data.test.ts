// The landing page's graph (src/seo/structured-data.ts) on both sides of the facts it reads: the place pictures still
// the drawings or the owner's photos, the coordinates not given or given. Its classes, properties and values are held
// to schema.org's vocabulary by their types (schema-dts, pinned in package.json; `npm run check`); this file holds what a
// type cannot: every reference resolves inside the graph, and each fact reaches its clinic.
import { describe, expect, it } from 'vitest';
import { type PriceCard, servicesFor } from '../../src/content/services.ts';
import type { RasterPicture } from '../../src/lib/pictures.ts';
import { siteUrl } from '../../src/seo/site-url.ts';
import { organisationGraph, type PlaceCard } from '../../src/seo/structured-data.ts';
import { type SiteFacts, site } from '../../src/site.ts';

type Node = Record<string, unknown>;

/** A photo of a place as the build hands it over, three widths of each format. */
const photo = (file: string): RasterPicture => {
  const widths = (format: string) =>
    [480, 960, 1440].map((width) => ({ src: `/assets/${file}-${width}.${format}`, width }));
  return {
    kind: 'raster',
    file: `${file}.jpg`,
    width: 1440,
    height: 960,
    avif: widths('avif'),
    webp: widths('webp'),
    jpeg: widths('jpg'),
    placeholder: ['#778899', '#889900', '#990011'],
  };
};

/** The facts with coordinates for both clinics. */
const located: SiteFacts = {
  ...site,
  clinics: {
    istanbul: { ...site.clinics.istanbul, geo: { latitude: 41.05372, longitude: 28.98771 } },
    willich: { ...site.clinics.willich, geo: { latitude: 51.26318, longitude: -6.54927 } },
  },
};

/** The cards as the page builds them, with the owner's photos in place of the drawings. */
const withPhotos = (cards: readonly PriceCard[]): PlaceCard[] =>
  cards.map((card) => ({ ...card, picture: { ...card.picture, picture: photo(`ort-${card.clinic}`) } }));

const sides = [
  { name: 'drawings, no coordinates', facts: site, photos: false },
  { name: 'photos and coordinates', facts: located, photos: true },
] as const;

/** Every object in `value` that is only a reference: `{ "@id": … }`. */
function references(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(references);
  if (typeof value !== 'object' || value === null) return [];
  const entries = Object.entries(value);
  if (entries.length === 1 && entries[0]?.[0] === '@id') return [String(entries[0][1])];
  return entries.flatMap(([, field]) => references(field));
}

describe.each(sides)('the landing page’s graph, with $name', ({ facts, photos }) => {
  const printed = servicesFor(facts).cards;
  const cards = photos ? withPhotos(printed) : printed;
  const data = organisationGraph(facts, cards);
  const nodes = data['@graph'] as unknown as Node[];
  const [organisation, ...clinics] = nodes;

  it('names every node once, and every reference names a node of the graph', () => {
    const ids = nodes.map((node) => node['@id']);
    expect(ids.every((id) => typeof id === 'string' && id.startsWith(siteUrl('/#')))).toBe(true);
    expect(new Set(ids).size).toBe(nodes.length);
    const referred = references(nodes.map(({ '@id': _own, ...rest }) => rest));
    expect(referred.length).toBeGreaterThanOrEqual(clinics.length);
    for (const reference of referred) expect(ids).toContain(reference);
  });

  // One direction: the organisation's `location` would say the same and cost the first TCP window 17 B (docs/messungen.md, „JSON-LD als Graph“).
  it('links each clinic to the organisation by reference', () => {
    expect(organisation?.location).toBeUndefined();
    for (const clinic of clinics) expect(clinic.parentOrganization).toEqual({ '@id': organisation?.['@id'] });
  });

  it('gives each clinic its price card’s anchor on / as its url', () => {
    expect(clinics.map((clinic) => clinic.url)).toEqual(printed.map((card) => siteUrl(`/#${card.anchor}`)));
    expect(clinics.map((clinic) => clinic.name)).toEqual(printed.map((card) => facts.clinics[card.clinic].name));
  });

  it('shows a place’s photo as its image, never the drawing', () => {
    const expected = cards.map((card) =>
      card.picture.picture.kind === 'raster' ? siteUrl(`/assets/ort-${card.clinic}-1440.jpg`) : undefined,
    );
    expect(clinics.map((clinic) => clinic.image)).toEqual(expected);
    expect(expected.every((image) => (image !== undefined) === photos)).toBe(true);
  });

  it('gives coordinates where the owner gave them, as numbers', () => {
    expect(clinics.map((clinic) => clinic.geo)).toEqual(
      printed.map((card) => {
        const geo = facts.clinics[card.clinic].geo;
        return geo ? { '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude } : undefined;
      }),
    );
  });
});
