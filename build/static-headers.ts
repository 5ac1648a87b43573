// Vite plugin: writes the `_headers` file of Workers static assets into the client build, from the security headers
// every answer of the site carries (src/http/policies.ts), so that a static file and a page never disagree about them.
import type { Plugin } from 'vite';
import { COMMON_HEADERS } from '../src/http/policies.ts';

/** A day, then revalidate: files that keep their name when the owner replaces them. */
const DAILY = 'public, max-age=86400, must-revalidate';

/**
 * An SVG file is a document of its own when someone opens it by its address, and one that could run script: this
 * policy lets it draw, with its own inline styles, and nothing else. As an image in a page it is never read.
 */
export const SVG_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The platform types a file by its extension and names a charset only for `text/*` (docs/sicherheit.md); an SVG is
 * text too, in UTF-8 like every file of the site, and says so.
 */
export const SVG_CONTENT_TYPE = 'image/svg+xml; charset=utf-8';

export function staticHeadersFile(): string {
  return `# Headers of static files (Workers static assets), written by build/static-headers.ts. Pages rendered by the worker
# set their own (src/http/). A header named by two matching rules would get both values: each is named once.

# Every static file: the security headers of every answer. The headers only HTML documents read are not sent: no
# static file is one.
/*
${Object.entries(COMMON_HEADERS)
  .map(([name, value]) => `  ${name}: ${value}\n`)
  .join('')}
# SVG files: opened by its address, an SVG is a document that could run script, the one static kind that is.
/*.svg
  Content-Type: ${SVG_CONTENT_TYPE}
  Content-Security-Policy: ${SVG_POLICY}

# Vite's output: the file name carries a content hash, so a changed file gets a new name.
/assets/*
  Cache-Control: public, max-age=31536000, immutable

# Images and icons keep their names when the owner replaces them: cache for a day, then revalidate.
/images/*
  Cache-Control: ${DAILY}
/favicon.svg
  Cache-Control: ${DAILY}
/apple-touch-icon.png
  Cache-Control: ${DAILY}
`;
}

export function staticHeaders(): Plugin {
  return {
    name: 'bemedics:static-headers',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: staticHeadersFile() });
    },
  };
}
