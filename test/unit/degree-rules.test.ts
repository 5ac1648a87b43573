// The operating doctor's degree as the deploy holds it (scripts/lib/degree-rules.ts): a degree from outside the EU and
// the EEA never as „Dr.“, neither in the doctor's facts nor where a shown text names the same person, found by the
// surname and the given names a text names; a doctorate from the EU passes; what no page shows is left alone.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { degreeProblems, hasDoctorTitle, UNPUBLISHED_FACTS } from '../../scripts/lib/degree-rules.ts';
import { liveFacts } from '../../scripts/lib/live-facts.ts';

const TURKISH = { form: 'Tıp Doktoru', institution: 'İstanbul Üniversitesi', inEuEea: false };
const doctor = { name: 'Ayşe Demir', degree: TURKISH };
const shown = (value: string, id = 'operator.representatives') => [{ id, value }];
const refused = (facts: unknown, texts: { id: string; value: string }[] = []) =>
  degreeProblems(facts, texts).map((problem) => problem.id);

describe('a degree from outside the EU and the EEA', () => {
  it.each([
    'Dr. Ayşe Demir, Geschäftsführerin',
    'Dr. med. Ayşe Demir, Geschäftsführerin',
    'Geschäftsführerin: Dr. Demir',
    'Dr. A. Demir',
    'Dr.med. Ayşe Demir',
    'Prof. Dr. Ayşe Demir',
    'Jan Becker und Dr Ayşe Demir',
  ])('is refused as „Dr.“ where a shown text names the same person: %j', (value) => {
    const [problem] = degreeProblems(doctor, shown(value));
    expect(problem?.id).toBe('operator.representatives');
    expect(problem?.value).toBe(value);
    expect(problem?.problem).toContain('„Tıp Doktoru“ (İstanbul Üniversitesi)');
    expect(problem?.problem).toContain('§ 132a StGB');
  });

  it.each([
    'Ayşe Demir, Geschäftsführerin',
    'Ayşe Demir, Tıp Doktoru (İstanbul Üniversitesi), Geschäftsführerin',
    // Someone else: another given name, or another surname that begins alike.
    'Dr. Mehmet Demir, Geschäftsführer',
    'Dr. Jana Demirci',
    'Dr. Jana Beispiel, externe Datenschutzbeauftragte',
  ])('passes where a text names the person without „Dr.“, or names someone else: %j', (value) => {
    expect(refused(doctor, shown(value))).toEqual([]);
  });

  it('is refused as „Dr.“ in the doctor’s own name and as the degree’s form, each under its setting', () => {
    expect(refused({ ...doctor, name: 'Dr. med. Ayşe Demir' })).toEqual(['team.leadDoctor.name']);
    expect(refused({ ...doctor, degree: { ...TURKISH, form: 'Dr. med.' } })).toEqual(['team.leadDoctor.degree.form']);
    // „Tıp Doktoru“ is its awarded form, no German „Doktor“.
    expect(hasDoctorTitle('Tıp Doktoru')).toBe(false);
    expect(hasDoctorTitle('Doktor der Medizin')).toBe(true);
  });

  it('leaves alone what no page shows, and the doctor’s own fields, which have their rules', () => {
    const texts = [
      { id: 'evidence.takeRate.basis', value: 'Auswertung der Nachkontrollen, Dr. Demir' },
      { id: 'legalReview.by', value: 'Dr. Ayşe Demir' },
      { id: 'team.leadDoctor.title', value: 'Dr. Demir' },
    ];
    expect(refused(doctor, texts)).toEqual([]);
    expect(refused(doctor, [...texts, { id: 'privacy.dataProtectionOfficer', value: 'Dr. Demir' }])).toEqual([
      'privacy.dataProtectionOfficer',
    ]);
  });
});

describe('a doctorate from the EU or the EEA, or no degree', () => {
  const german = {
    name: 'Lea Beispiel',
    degree: { form: 'Dr. med.', institution: 'Universität zu Köln', inEuEea: true },
  };

  it('passes with „Dr.“ in every shown text', () => {
    expect(refused(german, shown('Dr. Lea Beispiel, Geschäftsführerin'))).toEqual([]);
    expect(refused({ ...german, degree: null }, shown('Dr. Lea Beispiel'))).toEqual([]);
  });

  it('stands in degree, not in the name, and says where it was awarded', () => {
    expect(refused({ ...german, name: 'Dr. med. Lea Beispiel' })).toEqual(['team.leadDoctor.name']);
    expect(refused({ ...german, degree: { ...german.degree, inEuEea: 'ja' } })).toEqual([
      'team.leadDoctor.degree.inEuEea',
    ]);
    expect(refused(null)).toEqual([]);
  });
});

describe('the facts no page shows', () => {
  it('are every fact src/site.ts marks unpublished, as long as it still holds the call', () => {
    const ids = [...readFileSync('src/site.ts', 'utf8').matchAll(/unpublished\(\s*'([^']+)'/g)].map(
      (match) => match[1],
    );
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids)
      expect(
        UNPUBLISHED_FACTS.some((pattern) => pattern.test(id ?? '')),
        id,
      ).toBe(true);
    // A fact a page shows is not among them.
    for (const id of ['operator.representatives', 'privacy.dataProtectionOfficer', 'operator.contentResponsible']) {
      expect(
        UNPUBLISHED_FACTS.some((pattern) => pattern.test(id)),
        id,
      ).toBe(false);
    }
  });

  it('in the live copy’s facts name the Turkish degree as awarded, never as „Dr.“', () => {
    const texts = Object.entries(liveFacts).flatMap(([id, value]) =>
      typeof value === 'string' ? [{ id, value }] : [],
    );
    expect(degreeProblems(liveFacts['team.leadDoctor'], texts)).toEqual([]);
    expect(liveFacts['team.leadDoctor']).toMatchObject({ degree: { inEuEea: false } });
  });
});
