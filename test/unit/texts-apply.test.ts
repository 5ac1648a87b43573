// `npm run texts:apply`: on a temporary copy of the project, a good file becomes the content's defaults (and the built
// worker renders them), a second run changes nothing, and a bad file writes nothing and says which key and why.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTextSources } from '../../scripts/lib/content-texts.ts';
import { buildCopy, builtWorker, copyProject, run } from '../../scripts/lib/project-copy.ts';
import { recoveryMilestones } from '../../src/content/claims.ts';
import { textsFile } from '../../src/content/texts-transfer.ts';
import type { EditableKey } from '../../src/edit-mode/editable-keys.ts';
import { TEXTS_FORMAT, TEXTS_VERSION } from '../../src/edit-mode/texts-file.ts';
import { escapeUnsafe, hasUnsafeCharacters } from '../../src/lib/characters.ts';
import { milestoneText, type WordingRule, wordingRules } from '../../src/lib/claim-audit.ts';
import { formatEuro } from '../../src/lib/format.ts';
import { clinics, site } from '../../src/site.ts';

const SCRIPT = resolve('scripts/texts-apply.ts');
/** This run's own copy (scripts/lib/temp-folder.ts), removed when the file ends. */
const dir = mkdtempSync(join(tmpdir(), 'bemedics-texts-apply-'));

const file = (texts: Record<string, unknown>) =>
  JSON.stringify({ format: TEXTS_FORMAT, version: TEXTS_VERSION, exportedAt: new Date().toISOString(), texts });

/** Runs the script on `path` in the copy; resolves with its exit code and output. */
async function applyPath(path: string, ...flags: string[]): Promise<{ code: number; output: string }> {
  try {
    const { log } = await run(dir, [SCRIPT, path, ...flags]);
    return { code: 0, output: log };
  } catch (error) {
    // The script's output only: the message's first line quotes the command line, path and all.
    const message = (error as Error).message;
    const failed = /failed \((\d+)\):\n/.exec(message);
    return {
      code: Number(failed?.[1] ?? -1),
      output: failed ? message.slice(failed.index + failed[0].length) : message,
    };
  }
}

/** Writes `content` to a file `name` in the copy and runs the script on it. */
function apply(name: string, content: string | Uint8Array, ...flags: string[]) {
  writeFileSync(join(dir, name), content);
  return applyPath(join(dir, name), ...flags);
}

const contentFiles = () =>
  Object.fromEntries(
    [...new Set([...findTextSources(dir).values()].map((source) => source.file))].map((name) => [
      name,
      readFileSync(join(dir, name), 'utf8'),
    ]),
  );

/** Runs the script on a file it must refuse: it fails, and no content file changes. Resolves with its output. */
async function refused(name: string, content: string | Uint8Array, exitCode?: number): Promise<string> {
  const before = contentFiles();
  const { code, output } = await apply(name, content);
  if (exitCode === undefined) expect(code).not.toBe(0);
  else expect(code).toBe(exitCode);
  expect(contentFiles()).toEqual(before);
  return output;
}

beforeAll(() => copyProject(dir));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a bad file', () => {
  // Every reason a text can be refused for, each under its own key in one file: the whole file is refused, and each key
  // is named with its reason (one run of the script instead of one a reason).
  const badTexts: readonly (readonly [string, string, unknown, string])[] = [
    ['markup', 'hero-title-1', '<b>Neu</b>', textsFile.problems.markup],
    ['an unknown key', 'hero-titel', 'Neu', textsFile.problems['unknown-key']],
    ['an empty text', 'usps-title', '  ', textsFile.problems.empty],
    ['a number', 'services-title', 7, textsFile.problems['not-a-string']],
    ['a reversing bidi character', 'usp1-title', 'Warum \u202EscidemeB', textsFile.problems.control],
    ['a terminal escape', 'usp2-title', 'Warum\u001b[2J Bemedics', textsFile.problems.control],
    // JSON.stringify writes it as the escape \ud800, which JSON.parse reads back as half a character.
    ['a lone surrogate', 'usp3-title', 'Warum \ud800 Bemedics', textsFile.problems['half-character']],
  ];

  it('with markup, an unknown key, an empty text, a number, control or half characters is refused whole, naming each key and reason; nothing is written', async () => {
    const bad = Object.fromEntries(badTexts.map(([, key, text]) => [key, text]));
    const output = await refused('bad.json', file({ 'hero-badge': 'Ein guter Text', ...bad }));
    for (const [what, key, , reason] of badTexts) expect(output, what).toContain(`${key}: ${reason}`);
  });

  it('with control characters in a key prints them escaped, never raw to the terminal', async () => {
    // Clear the screen, ring the bell, retitle the window: what a raw key would do to the owner's terminal.
    const key = 'hero\u001b[2J\u0007\u001b]0;pwned\u0007\u009b31m\u202Etitle';
    const output = await refused('bad.json', file({ [key]: 'Neu' }));
    expect(output).toContain('hero\\u{1b}[2J\\u{7}\\u{1b}]0;pwned\\u{7}\\u{9b}31m\\u{202e}title');
    expect(hasUnsafeCharacters(output.replaceAll(/[\n\t]/g, ' '))).toBe(false);
  });

  it('with line feeds in a key prints it on its own line, so that a file cannot fake a success message', async () => {
    const key = 'x\n\nhero-badge (src/content/hero.ts):\n  neu: „Gefälscht“\n\n1 Text geändert';
    const output = await refused('bad.json', file({ [key]: 'Neu' }));
    expect(output).toContain('x\\u{a}\\u{a}hero-badge (src/content/hero.ts):\\u{a}');
    expect(output.split('\n').some((line) => line.startsWith('1 Text geändert'))).toBe(false);
  });

  it.each([
    ['not JSON', '{"format": ', textsFile.refused['not-json']],
    ['of another format', JSON.stringify({ format: 'x', version: 1, texts: {} }), textsFile.refused.format],
    ['of another version', JSON.stringify({ format: TEXTS_FORMAT, version: 9, texts: {} }), textsFile.refused.version],
    // Read as UTF-8, its „ü“ became U+FFFD, and that was written into the content.
    ['saved as Windows-1252', Buffer.from(file({ 'hero-badge': 'Grüße' }), 'latin1'), textsFile.refused.encoding],
  ])('%s is refused with the reason', async (_, content, message) => {
    expect(await refused('bad.json', content)).toContain(message);
  });
});

// A folder, a device or a named pipe is no exported file: refused unread. A pipe used to keep the script waiting for a
// writer for good, a folder was „unreadable“ with the system's error, /dev/zero was read up to the size limit.
describe('a path that is no file', () => {
  /** Makes a named pipe or a folder in the copy, fresh each run; returns its path. */
  const make = (kind: 'pipe' | 'folder', name: string) => {
    const path = join(dir, name);
    rmSync(path, { recursive: true, force: true });
    if (kind === 'pipe') execFileSync('mkfifo', [path]);
    else mkdirSync(path);
    return path;
  };

  it.each([
    ['a named pipe', () => make('pipe', 'pipe')],
    ['a folder (its name with control characters)', () => make('folder', 'ordner\u001b]0;pwned\u0007')],
    ['a device that never ends', () => '/dev/zero'],
  ])('%s is refused, naming the path; nothing is written', async (kind, place) => {
    const before = contentFiles();
    const path = place();
    // A script that opened the pipe as a file would wait for a writer: this one comes after ten seconds, so that such a
    // script fails here instead of hanging the test.
    const writer =
      kind === 'a named pipe' ? spawn('sh', ['-c', 'sleep 10; printf x > "$0"', path], { stdio: 'ignore' }) : null;
    try {
      const { code, output } = await applyPath(path);
      expect(code).toBe(1);
      expect(output).toContain(`${escapeUnsafe(path)}: ${textsFile.refused['not-a-file']}`);
      expect(hasUnsafeCharacters(output.replaceAll(/[\n\t]/g, ' '))).toBe(false);
    } finally {
      writer?.kill();
    }
    expect(contentFiles()).toEqual(before);
  });
});

// White space folded, a range typed with a hyphen set with an en dash (the site's typography, pinned by
// test/unit/commercial-claims.test.ts); a second run compares the typeset text, so it still changes nothing.
describe('a good file', () => {
  const texts = {
    'hero-title-1': 'Ihr Eingriff – mit \'Plan\' und "Ruhe"',
    'hero-badge': 'Haartransplantation aus einer Hand',
    // A figure of the recovery with its step (src/lib/claim-audit.ts), as the owner may type it.
    'services-subtitle': '  Ein Preis für alles –   und nach\n2 - 3 Wochen wieder unter Menschen.  ',
  };

  it('becomes the content, formatted; old → new is printed; the built worker renders it', async () => {
    const { code, output } = await apply('texte.json', file(texts));
    expect(code).toBe(0);
    const sources = findTextSources(dir);
    expect(sources.get('hero-title-1')?.literal).toBe(texts['hero-title-1']);
    expect(sources.get('hero-badge')?.literal).toBe(texts['hero-badge']);
    expect(sources.get('services-subtitle')?.literal).toBe(
      'Ein Preis für alles – und nach 2–3 Wochen wieder unter Menschen.',
    );
    expect(output).toContain('neu: „Haartransplantation aus einer Hand“');
    // A range typed with a hyphen takes the site's en dash, and the output says so.
    expect(output).toContain('Halbgeviertstrich');
    expect(output).toMatch(/hero-badge \(src\/content\/hero\.ts\):\n {2}alt: /);
    // The owner's next steps, as docs/betreiber.md names them.
    expect(output).toContain(
      `3 Texte geändert in src/content/hero.ts, src/content/services.ts. ${textsFile.nextSteps}`,
    );

    // Formatted as the project formats: the check passes on the changed files.
    await run(dir, ['node_modules/@biomejs/biome/bin/biome', 'check', '--vcs-enabled=false', 'src/content']);

    await buildCopy(dir);
    const response = await (await builtWorker(dir))('/');
    const { document } = parseHTML(await response.text());
    const shown = (key: string) => document.querySelector(`[data-edit-key="${key}"]`)?.textContent;
    expect(shown('hero-title-1')).toBe(texts['hero-title-1']);
    expect(shown('hero-badge')).toBe(texts['hero-badge']);
    expect(shown('services-subtitle')).toBe('Ein Preis für alles – und nach 2–3 Wochen wieder unter Menschen.');
  });

  it('changes nothing on a second run', async () => {
    const before = contentFiles();
    const { code, output } = await apply('texte.json', file(texts));
    expect(code).toBe(0);
    expect(output).toContain('alle 3 Texte stehen schon so im Inhalt. Nichts geändert.');
    expect(contentFiles()).toEqual(before);
    const one = await apply('ein-text.json', file({ 'hero-badge': texts['hero-badge'] }));
    expect(one.output).toContain('der Text steht schon so im Inhalt. Nichts geändert.');
  });

  // As edit mode's import reads them (src/edit-mode/texts-file-encoding.ts).
  it.each([
    ['UTF-8 with a byte-order mark, as an editor on Windows saves it', Buffer.from(`\ufeff${file(texts)}`)],
    ['UTF-16 LE with its byte-order mark (Windows editors’ „Unicode“)', Buffer.from(`\ufeff${file(texts)}`, 'utf16le')],
    ['UTF-16 BE with its byte-order mark', Buffer.from(`\ufeff${file(texts)}`, 'utf16le').swap16()],
  ])('reads the same file in %s', async (_, bytes) => {
    const before = contentFiles();
    const { code, output } = await apply('texte-kodiert.json', bytes);
    expect(code).toBe(0);
    expect(output).toContain('Nichts geändert');
    expect(contentFiles()).toEqual(before);
  });
});

// The owner's words are published as he wrote them, but a word the site's own copy avoids (src/lib/claim-audit.ts) only
// on purpose: the file is refused until he adds --accept-risk, and the output says that he did. One file breaks every
// rule, each under its own key, so that one run of the script shows each rule named (and one run with the flag).
describe('headlines that break the wording rules', () => {
  const price = formatEuro(clinics.istanbul.priceFrom);
  const broken: readonly {
    rule: WordingRule | 'wording';
    key: EditableKey;
    text: string;
    words: readonly string[];
    hint: readonly string[];
  }[] = [
    {
      rule: 'wording',
      key: 'usps-subtitle',
      text: `Alles zum Festpreis: Ihr Paket ab ${price}, für dauerhaft volles Haar.`,
      words: ['Festpreis', price, 'dauerhaft'],
      hint: [],
    },
    {
      rule: 'recovery-figure',
      key: 'hero-subtitle',
      text: 'Nach 10–12 Tagen sind Sie wieder im Alltag.',
      words: ['10–12 Tagen'],
      // Which figure goes with which words, so that the owner can put it right.
      hint: recoveryMilestones(site).map(milestoneText),
    },
    {
      rule: 'outcome-promise',
      key: 'usp2-desc',
      text: 'Kleine Kanäle, eine schnelle Heilung und endlich wieder volleres Haar.',
      words: ['volleres Haar'],
      hint: [],
    },
    {
      // A technique with a benefit it would have to prove.
      rule: 'technique-benefit',
      key: 'usp2-title',
      text: 'Schonende Saphir-FUE',
      words: ['Schonende … Saphir'],
      hint: [],
    },
    {
      // A consultation called free: a gift beside a medical service (HWG § 7).
      rule: 'free-consultation',
      key: 'hero-badge',
      text: 'Erstberatung gratis – per WhatsApp, am Telefon oder in Willich.',
      words: ['gratis'],
      hint: [],
    },
    {
      // A figure none of the claims the owner can prove backs (src/content/claims.ts).
      rule: 'unregistered-claim',
      key: 'usp1-title',
      text: 'Über 20 Jahre Erfahrung',
      words: ['20 Jahre'],
      hint: [],
    },
  ];
  const risky = file(Object.fromEntries(broken.map(({ key, text }) => [key, text])));
  /** What the output says of `entry`'s words: with the rule's own sentence where the rule has one. */
  const named = ({ rule, key, words }: (typeof broken)[number]) =>
    words.map((word) => (rule === 'wording' ? `${key}: „${word}“` : `${key}: „${word}“ – ${wordingRules[rule]}`));

  it('are refused without --accept-risk: nothing is written, each key, word and rule is named, and the flag is offered', async () => {
    const output = await refused('heikel.json', risky, 1);
    expect(output).toContain('nicht übernommen, nichts wurde geschrieben. Rechtlich heikel');
    for (const entry of broken) {
      for (const line of [...named(entry), ...entry.hint]) expect(output, entry.rule).toContain(line);
    }
    expect(output).toContain('--accept-risk');
  });

  it('are published with --accept-risk, and the output names the flag and each of them', async () => {
    const { code, output } = await apply('heikel.json', risky, '--accept-risk');
    expect(code).toBe(0);
    const sources = findTextSources(dir);
    for (const { rule, key, text } of broken) expect(sources.get(key)?.literal, rule).toBe(text);
    expect(output).toContain('Veröffentlicht trotz rechtlich heikler Wörter, weil --accept-risk angegeben ist');
    for (const entry of broken) for (const line of named(entry)) expect(output, entry.rule).toContain(line);
  });

  it('is published without a warning when it breaks none', async () => {
    // What is free beside an examination, bound to its own noun, is no free consultation.
    const { code, output } = await apply(
      'gut.json',
      file({ 'usps-subtitle': 'Was uns auszeichnet: eine kostenlose Anfahrt zur Untersuchung, in Ruhe erklärt.' }),
    );
    expect(code).toBe(0);
    expect(output).not.toMatch(/rechtlich heikel/i);
  });
});

// The closing advice and the owner's guide name the same last steps, word for word.
it('advises the steps docs/betreiber.md names', () => {
  const guide = readFileSync('docs/betreiber.md', 'utf8').replaceAll(/\s+/g, ' ');
  expect(guide.includes(textsFile.nextSteps), `docs/betreiber.md lacks: ${textsFile.nextSteps}`).toBe(true);
});
