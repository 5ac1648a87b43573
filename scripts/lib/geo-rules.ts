// A clinic's coordinates (src/site.ts `GeoPoint`), as the deploy holds them before they go out
// (docs/vor-dem-livegang.md, „Platzhalter ersetzen“): the structured data hands them to search engines as they are, and a
// latitude and longitude swapped, written as text or beyond the globe would put the clinic somewhere else.
import { type FieldProblem, fieldProblems } from './field-rules.ts';

const FORM = '{ latitude: 51.26318, longitude: 6.54927 }';

/** A field within ±`limit` decimal degrees. */
const degrees = (limit: number) => (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit
    ? null
    : `ist keine Zahl von -${limit} bis ${limit} (Dezimalgrad mit Punkt, ohne Anführungszeichen)`;

/** Why the coordinates cannot go out as written: not an object of the two, a field missing, no number, out of range. */
export function geoProblems(point: unknown): FieldProblem[] {
  const checks = { latitude: degrees(90), longitude: degrees(180) };
  return fieldProblems(point, FORM, 'nennt Breite und Länge nicht einzeln', checks, true);
}
