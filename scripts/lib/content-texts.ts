// Where each editable text is written in src/content: the `text` of the `{ key, text }` object (an EditableText) whose
// key it is. Found through Vite's own parser (the AST of every content file), so a text is changed exactly where it
// stands, whatever the formatting around it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EDITABLE_KEYS, type EditableKey } from '../../src/edit-mode/editable-keys.ts';
import { type Node, parseTs, propertyName, walk } from './ast.ts';

export interface TextSource {
  readonly key: EditableKey;
  /** The content file, relative to the project. */
  readonly file: string;
  /** Offsets of the `text` value's expression in the file. */
  readonly start: number;
  readonly end: number;
  /** The expression as written (a string, or a template built from facts). */
  readonly source: string;
  /** Its value when it is a plain string; `null` when it is built from facts (e.g. a city from src/site.ts). */
  readonly literal: string | null;
}

function literalValue(expression: Node): string | null {
  if (expression.type === 'Literal' && typeof expression.value === 'string') return expression.value;
  if (expression.type === 'TemplateLiteral' && (expression.expressions as unknown[]).length === 0) {
    const [quasi] = expression.quasis as { value: { cooked: string } }[];
    return quasi?.value.cooked ?? null;
  }
  return null;
}

/** Every editable text's place in `root`/src/content; throws if a listed key has none or two. */
export function findTextSources(root: string): Map<EditableKey, TextSource> {
  const found = new Map<EditableKey, TextSource>();
  const dir = join(root, 'src/content');
  for (const name of readdirSync(dir).filter((entry) => entry.endsWith('.ts'))) {
    const file = `src/content/${name}`;
    const code = readFileSync(join(root, file), 'utf8');
    for (const node of walk(parseTs(code))) {
      if (node.type !== 'ObjectExpression') continue;
      const properties = (node.properties as Node[]).filter((property) => property.type === 'Property');
      const keyValue = properties.find((property) => propertyName(property) === 'key')?.value as Node | undefined;
      const text = properties.find((property) => propertyName(property) === 'text')?.value as Node | undefined;
      const key = keyValue?.type === 'Literal' ? keyValue.value : undefined;
      if (!text || typeof key !== 'string' || !(EDITABLE_KEYS as readonly string[]).includes(key)) continue;
      if (found.has(key as EditableKey)) throw new Error(`${file}: der Schlüssel „${key}“ steht zweimal im Inhalt`);
      found.set(key as EditableKey, {
        key: key as EditableKey,
        file,
        start: text.start,
        end: text.end,
        source: code.slice(text.start, text.end),
        literal: literalValue(text),
      });
    }
  }
  const missing = EDITABLE_KEYS.filter((key) => !found.has(key));
  if (missing.length > 0) throw new Error(`Kein Text im Inhalt für: ${missing.join(', ')}`);
  return found;
}

/** A text as a single-quoted string literal, as the formatter writes them. */
export const stringLiteral = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
