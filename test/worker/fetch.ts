// Requests the worker inside workerd and parses the HTML it streams back.
import { exports } from 'cloudflare:workers';
import { parseHTML } from 'linkedom';
import type { FunctionComponent } from 'react';
import type { ServedPage } from '../../src/index.tsx';
import type { Page as PageModule } from '../../src/render.tsx';

export const ORIGIN = 'https://bemedics.test';

export function request(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, init));
}

export interface Page {
  readonly response: Response;
  readonly html: string;
  readonly document: Document;
}

export async function get(path: string): Promise<Page> {
  const response = await request(path);
  const html = await response.text();
  const { document } = parseHTML(html);
  return { response, html, document };
}

/**
 * An attribute as a browser reads it. HTML attribute names are case-insensitive, and React writes some in camelCase
 * (`srcSet`, `fetchPriority`, `maxLength`), which linkedom keeps as written.
 */
export function attr(element: Element | null | undefined, name: string): string | null {
  return [...(element?.attributes ?? [])].find((attribute) => attribute.name.toLowerCase() === name)?.value ?? null;
}

/** A CSP source allowing `text` by its hash: `'sha256-…'`, computed independently of the worker's own code. */
export async function cspHash(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/** Visible text of an element, whitespace folded. */
export function text(node: Element | null | undefined): string {
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The head of a test's own page. */
const TEST_HEAD: PageModule['head'] = { meta: { title: 'Testseite', description: 'Eine Seite der Tests.' } };

/** A page for `createApp`: tests serve pages of their own beside (or instead of) the real ones. */
export function testPage(path: string, Body: FunctionComponent, head: PageModule['head'] = TEST_HEAD): ServedPage {
  return { path, page: { head, Body } };
}

/** The address of the islands' props that a page's markers name (src/components/island-props.ts). */
export function propsAddress(document: Document): string {
  const address = document.querySelector('[data-island]')?.getAttribute('data-props-src');
  if (!address) throw new Error('Diese Seite nennt keine Datei mit den Props ihrer Inseln.');
  return address;
}
