// The syntax tree of a TypeScript file as Vite's own parser gives it (ESTree, with offsets into the text), and the two
// readings of it the owner's tools share: every node in order, and the name of an object's property.
import { parseAst } from 'vite';

export interface Node {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly [field: string]: unknown;
}

export const parseTs = (code: string) => parseAst(code, { lang: 'ts' }) as unknown as Node;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

export function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
    return;
  }
  if (!isNode(node)) return;
  yield node;
  for (const [field, child] of Object.entries(node)) if (field !== 'type') yield* walk(child);
}

/** `companyName` of `companyName: …` and of `'companyName': …`. */
export const propertyName = (property: Node) => {
  const key = property.key as Node & { name?: string; value?: unknown };
  return key.type === 'Identifier' ? key.name : key.value;
};
