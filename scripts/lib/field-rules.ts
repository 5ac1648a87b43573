// A fact written as an object of named fields (a clinic's coordinates, the measured take rate's figures), as the deploy
// holds it before it goes out: the owner may write it as one text, leave a field out or misspell one, and each mistake
// is named by its field with the form the fact takes.

/** One field that cannot go out as written: its name ('' for the whole), value and what is wrong. */
export interface FieldProblem {
  readonly field: string;
  readonly value: string;
  readonly problem: string;
}

/**
 * Why `value` cannot go out, field by field, in the order of `checks`: not an object of fields (`whole` says what it
 * then fails to do), a field missing, a field its check refuses (the check returns why), and with `strict` a field
 * the form does not know.
 */
export function fieldProblems(
  value: unknown,
  form: string,
  whole: string,
  checks: Readonly<Record<string, (value: unknown) => string | null>>,
  strict = false,
): FieldProblem[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [{ field: '', value: String(value), problem: `${whole}; schreiben Sie sie so: ${form}` }];
  }
  const fields = value as Record<string, unknown>;
  const problems: FieldProblem[] = [];
  for (const [field, check] of Object.entries(checks)) {
    const written = fields[field];
    const problem = written === undefined ? `fehlt (Form: ${form})` : check(written);
    if (problem) problems.push({ field, value: written === undefined ? '' : String(written), problem });
  }
  for (const field of strict ? Object.keys(fields) : []) {
    if (!(field in checks))
      problems.push({ field, value: String(fields[field]), problem: `gibt es nicht (Form: ${form})` });
  }
  return problems;
}
