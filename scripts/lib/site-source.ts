// Where a setting stands in the text of src/site.ts: the line of its key, which the deploy check names beside a value it
// refuses. The key, not the placeholder's id: once the owner has replaced the call `placeholder('operator.companyName',
// …)` with the value, the id is gone and `companyName:` is still there; in a copy whose facts come from overrides
// (scripts/lib/project-copy.ts) the call stays, on the key's line or the one after it. Read from Vite's syntax tree
// (scripts/lib/ast.ts), so keys in comments, strings and deeper objects never count.
import { type Node, parseTs, propertyName } from './ast.ts';

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

/** Another fact's name as a value: `clinics.willich.whatsapp`. */
const isReference = (value: Node | undefined): boolean =>
  (value?.type === 'Identifier' && value.name !== 'undefined') ||
  (value?.type === 'MemberExpression' && !value.computed && isReference(value.object as Node));

/** The value itself: past `as …` and `satisfies …`, and, for a fact asked for only in some cases, past `cond ? {`. */
function unwrapped(value: Node | undefined): Node | undefined {
  if (value?.type === 'TSAsExpression' || value?.type === 'TSSatisfiesExpression') {
    return unwrapped(value.expression as Node);
  }
  return value?.type === 'ConditionalExpression' ? unwrapped(value.consequent as Node) : value;
}

/**
 * For the text of src/site.ts, where each setting `id` (`operator.willichOperator.companyName`) stands: the line of its
 * deepest key written there (a field of a value still given by a call stands on the call's key), or undefined when the
 * file has no `export const` of its first part.
 */
export function settingKeys(source: string): (id: string) => SettingKey | undefined {
  const lineAt = (offset: number) => source.slice(0, offset).split('\n').length;
  const exported = new Map<string, { line: number; value: Node }>();
  for (const statement of parseTs(source).body as Node[]) {
    const declaration = statement.declaration as Node | undefined;
    if (statement.type !== 'ExportNamedDeclaration' || declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const name = (declarator.id as Node).name as string;
      exported.set(name, { line: lineAt(statement.start), value: declarator.init as Node });
    }
  }
  return (id) => {
    const [first = '', ...rest] = id.split('.');
    const declared = exported.get(first);
    if (!declared) return undefined;
    let { line, value } = declared;
    for (const name of rest) {
      if (isReference(value)) break;
      const object = unwrapped(value);
      if (object?.type !== 'ObjectExpression') break;
      const property = (object.properties as Node[]).find(
        (candidate) => candidate.type === 'Property' && propertyName(candidate) === name,
      );
      if (!property) break;
      line = lineAt(property.start);
      value = property.value as Node;
    }
    return { line, reference: isReference(value) };
  };
}
