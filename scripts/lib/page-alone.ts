// The landing page alone, the reference `/` is judged against (docs/messungen.md, „Entschieden: was offen war“): its
// HTML rewritten on its way through the edge stand-in to „nur HTML und Stylesheet“, its own content without client,
// web font, pictures and sprite icons. The script in the head that holds the parser until the stylesheet applies
// stays, as built. The patterns match what our renderer writes; the audit checks that the rewrite changed the page, so
// a renamed tag cannot turn it into a silent copy of `/`.
import type { ResponseTransform } from './edge-proxy.ts';

export function pageAloneHtml(html: string): string {
  return html
    .replace(/<script>[^<]*data-fonts[^<]*<\/script>/g, '')
    .replace(/<script>[^<]*__heldClicks[^<]*<\/script>/g, '')
    .replace(/<picture>[\s\S]*?<\/picture>/g, '')
    .replace(/<img [^>]*>/g, '')
    .replace(/<link rel="preload" as="image"[^>]*>/g, '')
    .replace(/<use href="[^"]*"><\/use>/g, '');
}

export interface PageAloneRewrite {
  readonly transform: ResponseTransform;
  /** Whether the rewrite changed a page it was given. */
  changed(): boolean;
}

/** The edge stand-in's rewrite of the landing page into its page alone; other responses pass as they are. */
export function pageAloneRewrite(): PageAloneRewrite {
  let changed = false;
  return {
    changed: () => changed,
    transform: (_, contentType, body) => {
      if (!contentType.startsWith('text/html')) return body;
      const out = pageAloneHtml(body);
      changed ||= out !== body;
      return out;
    },
  };
}
