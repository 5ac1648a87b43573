// Where a setting stands in the text of src/site.ts: the line of its key, which the deploy check names beside a value it
// refuses. The key, not the placeholder's id: once the owner has replaced the call `placeholder('operator.companyName',
// …)` with the value, the id is gone and `companyName:` is still there; in a copy whose facts come from overrides
// (scripts/lib/project-copy.ts) the call stays, on the key's line or the one after it.

/** Where a setting's key stands, and whether its value only refers to another fact. */
export interface SettingKey {
  /** The line (from 1) of the deepest key of the setting's id written in the file. */
  readonly line: number;
  /**
   * Its value, or the value of a key above it, is another fact's name (`whatsapp: clinics.willich.whatsapp`,
   * `address: clinics.istanbul.address`): the value is checked where it is written.
   */
  readonly reference: boolean;
}

/** `source` with the inside of every comment and string blanked, line feeds kept: keys and brackets stay where they are. */
export function codeOf(source: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  let code = '';
  let at = 0;
  while (at < source.length) {
    const two = source.slice(at, at + 2);
    const quote = source[at] ?? '';
    let end = at + 1;
    if (two === '//' || two === '/*') {
      const close = two === '//' ? source.indexOf('\n', at) : source.indexOf('*/', at + 2) + 2;
      end = close <= at ? source.length : close;
      code += blank(source.slice(at, end));
    } else if (quote === "'" || quote === '"' || quote === '`') {
      while (end < source.length && source[end] !== quote) end += source[end] === '\\' ? 2 : 1;
      end = Math.min(end + 1, source.length);
      code += `${quote}${blank(source.slice(at + 1, end - 1))}${source[end - 1] === quote ? quote : ''}`;
    } else {
      code += quote;
    }
    at = end;
  }
  return code;
}

/** The offset of the key `name` directly inside the object literal that opens at `open`, and where its value starts. */
function keyIn(code: string, open: number, name: string): { key: number; value: number } | undefined {
  const key = new RegExp(`^${name}\\??\\s*:`);
  let depth = 0;
  let previous = '{';
  for (let at = open + 1; at < code.length; at += 1) {
    const char = code[at] ?? '';
    if ('{[('.includes(char)) depth += 1;
    else if ('}])'.includes(char)) depth -= 1;
    if (depth < 0) return undefined;
    if (depth === 0 && (previous === '{' || previous === ',') && /[A-Za-z_$]/.test(char)) {
      const match = key.exec(code.slice(at, at + name.length + 64));
      if (match) return { key: at, value: at + match[0].length };
    }
    if (!/\s/.test(char)) previous = char;
  }
  return undefined;
}

/** Another fact's name as a value: `clinics.willich.whatsapp,`. */
const REFERENCE = /^(?!(?:true|false|null|undefined)\b)[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\s*[,}\n]/;

/**
 * A condition before an object, as a fact asked for only in some cases is written (`brand.graftTakeRate.min > 0 ? {`):
 * the keys stand in that object.
 */
const CONDITION = /^[\w$.\s<>=!&|()]*\?\s*(?=\{)/;

/**
 * For the text of src/site.ts, where each setting `id` (`operator.willichOperator.companyName`) stands: the line of its
 * deepest key written there (a field of a value still given by a call stands on the call's key), or undefined when the
 * file has no `export const` of its first part.
 */
export function settingKeys(source: string): (id: string) => SettingKey | undefined {
  const code = codeOf(source);
  return (id) => settingKey(code, id);
}

function settingKey(code: string, id: string): SettingKey | undefined {
  const [first = '', ...rest] = id.split('.');
  const declaration = new RegExp(`^export const ${first}\\b[^=]*=(?!>)`, 'm').exec(code);
  if (!declaration) return undefined;
  const lineAt = (offset: number) => code.slice(0, offset).split('\n').length;
  let line = lineAt(declaration.index);
  let value = declaration.index + declaration[0].length;
  for (const name of rest) {
    let start = value + (/^\s*/.exec(code.slice(value))?.[0].length ?? 0);
    if (REFERENCE.test(code.slice(start))) return { line, reference: true };
    start += CONDITION.exec(code.slice(start))?.[0].length ?? 0;
    if (code[start] !== '{') break;
    const found = keyIn(code, start, name);
    if (!found) break;
    line = lineAt(found.key);
    value = found.value;
  }
  const start = value + (/^\s*/.exec(code.slice(value))?.[0].length ?? 0);
  return { line, reference: REFERENCE.test(code.slice(start)) };
}
