// Vite plugin: writes the `_headers` file of Workers static assets into the client build, from the security headers
// the worker's pages carry (src/http/policies.ts), so that a static file and a page never disagree about them.
import type { Plugin } from 'vite';
import { SECURITY_HEADERS } from '../src/http/policies.ts';

/** A day, then revalidate: files that keep their name when the owner replaces them. */
const DAILY = 'public, max-age=86400, must-revalidate';

export function staticHeadersFile(): string {
  return `# Headers of static files (Workers static assets), written by build/static-headers.ts. Pages rendered by the worker
# set their own (src/http/).

# Every static file: the security headers that make sense for files that are not pages.
/*
  Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'
${Object.entries(SECURITY_HEADERS)
  .map(([name, value]) => `  ${name}: ${value}\n`)
  .join('')}
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
