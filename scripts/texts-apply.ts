// `npm run texts:apply -- FILE [--accept-risk]`: publishes the texts the owner exported from edit mode (Exportieren) as
// the site's own defaults. A path that is no regular file (a folder, a device, a pipe) is refused unread; the file is
// decoded as the browser's import decodes it and checked strictly with the validator it uses
// (src/edit-mode/texts-file.ts): one unknown key, invalid value or text that looks like markup refuses the whole file
// and nothing is written. A text that breaks one of the site's wording rules (src/lib/claim-audit.ts) refuses the file
// too, naming the word and the rule (for a recovery figure also the site's figures and the words each goes with),
// unless the owner adds --accept-risk, which the output then names. Otherwise each text replaces the `text` of its
// EditableText in src/content, the changed files are formatted, old → new is printed, and the owner's next steps
// (docs/betreiber.md). A second run with the same file changes nothing. Works on the project in the current directory.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { auditPlaces, headlineAudit } from '../src/content/claims.ts';
import { textsFile } from '../src/content/texts-transfer.ts';
import { MAX_TEXTS_FILE_BYTES, readTextsFileBytes } from '../src/edit-mode/texts-file.ts';
import { escapeUnsafe, printable } from '../src/lib/characters.ts';
import { auditWording, milestoneText, wordingRules } from '../src/lib/claim-audit.ts';
import { site } from '../src/site.ts';
import { findTextSources, stringLiteral, type TextSource } from './lib/content-texts.ts';
import { readCapped } from './lib/read-capped.ts';

const project = process.cwd();
const biome = join(dirname(fileURLToPath(import.meta.url)), '../node_modules/@biomejs/biome/bin/biome');

/**
 * Everything this script prints goes through `print`; every value from the file or the command line (a key, the path,
 * a text) through `quote` first, so that none can recolour the terminal or start a line of its own
 * (src/lib/characters.ts).
 */
const print = printable;
const quote = escapeUnsafe;

function fail(message: string): never {
  console.error(print(message));
  process.exit(1);
}

/** The owner's explicit choice to publish a headline that breaks a wording rule, after checking it. */
const ACCEPT_RISK = '--accept-risk';
const args = process.argv.slice(2);
const acceptRisk = args.includes(ACCEPT_RISK);
const path = args.find((arg) => arg !== ACCEPT_RISK);
if (!path) fail(`Aufruf: npm run texts:apply -- bemedics-texte-JJJJ-MM-TT.json [${ACCEPT_RISK}]`);
const shownPath = quote(path);

let bytes: Uint8Array;
try {
  // npm runs scripts in the project folder; INIT_CWD is where the owner typed the command.
  const read = readCapped(resolve(process.env.INIT_CWD ?? project, path), MAX_TEXTS_FILE_BYTES);
  if (typeof read === 'string') fail(`${shownPath}: ${textsFile.refused[read]}`);
  bytes = read;
} catch (error) {
  fail(`${shownPath}: ${textsFile.refused.unreadable} (${quote((error as Error).message)})`);
}

// Decoded as the browser's import decodes it (src/edit-mode/texts-file-encoding.ts).
const result = readTextsFileBytes(bytes, { strict: true });
if (!result.ok) fail(`${shownPath}: ${textsFile.refused[result.problem]}`);
if (result.skipped.length > 0) {
  fail(
    [
      `${shownPath}: nicht übernommen, nichts wurde geschrieben. Bitte korrigieren:`,
      ...result.skipped.map(({ key, problem }) => `  ${quote(key)}: ${textsFile.problems[problem]}`),
    ].join('\n'),
  );
}

/**
 * The site's typography (test/unit/commercial-claims.test.ts): a range between numbers takes an en dash, as everywhere
 * else in the copy ("2-3 Wochen" becomes "2–3 Wochen"); said in the output, where old and new are shown.
 */
const typeset = (text: string) => text.replace(/(\d) ?- ?(?=\d)/g, '$1–');

const sources = findTextSources(project);
const changes: { source: TextSource; text: string }[] = [];
for (const [key, typed] of Object.entries(result.texts)) {
  const text = typeset(typed);
  const source = sources.get(key as keyof typeof result.texts);
  if (!source) fail(`${quote(key)}: kein Text im Inhalt gefunden`);
  if (source.literal !== text) changes.push({ source, text });
}

if (changes.length === 0) {
  const count = Object.keys(result.texts).length;
  const already = count === 1 ? 'der Text steht' : `alle ${count} Texte stehen`;
  console.log(print(`${shownPath}: ${already} schon so im Inhalt. Nichts geändert.`));
  process.exit(0);
}

// The wording rules the site's own copy keeps (src/lib/claim-audit.ts): a headline that breaks one is the owner's to
// publish, but only on purpose: without --accept-risk nothing is written.
const places = auditPlaces(site);
const rules = headlineAudit(site);
const findings = changes.flatMap(({ source, text }) =>
  auditWording(text, places, rules).map((finding) => ({ key: source.key, finding })),
);
const warnings = findings.map(({ key, finding }) => `  ${key}: „${finding.word}“ – ${wordingRules[finding.rule]}`);
// A figure of the recovery is refused for want of its step: the owner sees which figure goes with which words.
if (findings.some(({ finding }) => finding.rule === 'recovery-figure')) {
  warnings.push(
    '',
    'Zahlen der Heilung, wie die Website sie nennt (die Zahl und eines ihrer Wörter in einem Satz):',
    ...(rules.recovery ?? []).map((milestone) => `  ${milestoneText(milestone)}`),
  );
}
if (warnings.length > 0 && !acceptRisk) {
  fail(
    [
      `${shownPath}: nicht übernommen, nichts wurde geschrieben. Rechtlich heikel:`,
      ...warnings,
      '',
      `Ändern Sie den Text im Bearbeiten-Modus und exportieren Sie erneut – oder, wenn Ihre Kanzlei den Text geprüft hat: npm run texts:apply -- ${shownPath} ${ACCEPT_RISK}`,
    ].join('\n'),
  );
}

// Replace from the end of each file, so earlier offsets stay valid.
const files = [...new Set(changes.map(({ source }) => source.file))];
for (const file of files) {
  let code = readFileSync(join(project, file), 'utf8');
  const inFile = changes.filter(({ source }) => source.file === file).sort((a, b) => b.source.start - a.source.start);
  for (const { source, text } of inFile)
    code = code.slice(0, source.start) + stringLiteral(text) + code.slice(source.end);
  writeFileSync(join(project, file), code);
}
const formatted = spawnSync(process.execPath, [biome, 'format', '--write', '--vcs-enabled=false', ...files], {
  cwd: project,
  encoding: 'utf8',
});
if (formatted.status !== 0) fail(`Formatieren fehlgeschlagen:\n${formatted.stdout}${formatted.stderr}`);

for (const { source, text } of changes) {
  const old = source.literal === null ? `${source.source} (aus Fakten zusammengesetzt)` : `„${source.literal}“`;
  console.log(print(`${source.key} (${source.file}):\n  alt: ${old}\n  neu: „${text}“`));
}
if (changes.some(({ source, text }) => result.texts[source.key] !== text)) {
  console.log('\nZahlenbereiche stehen mit Halbgeviertstrich (2–3 statt 2-3), wie überall auf der Website.');
}

if (warnings.length > 0) {
  console.log(
    print(
      [
        '',
        `Veröffentlicht trotz rechtlich heikler Wörter, weil ${ACCEPT_RISK} angegeben ist (bitte mit Ihrer Kanzlei prüfen):`,
        ...warnings,
      ].join('\n'),
    ),
  );
}
console.log(
  print(
    `\n${changes.length} ${changes.length === 1 ? 'Text' : 'Texte'} geändert in ${files.join(', ')}. ${textsFile.nextSteps}`,
  ),
);
