// A clinic's coordinates (src/site.ts `GeoPoint`), as the deploy holds them before they go out
// (docs/vor-dem-livegang.md, „Platzhalter ersetzen“): the structured data hands them to search engines as they are, and a
// latitude and longitude swapped, written as text or beyond the globe would put the clinic somewhere else.

/** One field of the coordinates that cannot go out as written: its name ('' for the whole), value and what is wrong. */
export interface GeoProblem {
  readonly field: string;
  readonly value: string;
  readonly problem: string;
}

const FORM = '{ latitude: 51.26318, longitude: 6.54927 }';

/** The range of each field, in decimal degrees. */
const RANGES = { latitude: 90, longitude: 180 } as const;

/** Why the coordinates cannot go out as written: not an object of the two, a field missing, no number, out of range. */
export function geoProblems(point: unknown): GeoProblem[] {
  if (typeof point !== 'object' || point === null || Array.isArray(point)) {
    return [
      {
        field: '',
        value: String(point),
        problem: `nennt Breite und Länge nicht einzeln; schreiben Sie sie so: ${FORM}`,
      },
    ];
  }
  const fields = point as Record<string, unknown>;
  const problems: GeoProblem[] = [];
  for (const [field, limit] of Object.entries(RANGES)) {
    const value = fields[field];
    if (value === undefined) {
      problems.push({ field, value: '', problem: `fehlt (Form: ${FORM})` });
    } else if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > limit) {
      problems.push({
        field,
        value: String(value),
        problem: `ist keine Zahl von -${limit} bis ${limit} (Dezimalgrad mit Punkt, ohne Anführungszeichen)`,
      });
    }
  }
  for (const field of Object.keys(fields)) {
    if (!(field in RANGES))
      problems.push({ field, value: String(fields[field]), problem: `gibt es nicht (Form: ${FORM})` });
  }
  return problems;
}
