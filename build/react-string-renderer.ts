// Vite plugin: the worker's build takes React's string renderer alone. `react-dom/server.edge` is CommonJS that
// requires both the streaming and the string renderer, and a bundler cannot drop the unused one (about 120 KB
// minified): this points the import at the production build of the string renderer itself.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const reactDom = dirname(createRequire(import.meta.url).resolve('react-dom/package.json'));
const STRING_RENDERER = join(reactDom, 'cjs/react-dom-server-legacy.browser.production.js');

export function reactStringRenderer(): Plugin {
  return {
    name: 'bemedics:react-string-renderer',
    enforce: 'pre',
    apply: 'build',
    resolveId(id) {
      return id === 'react-dom/server.edge' && this.environment.name !== 'client' ? STRING_RENDERER : undefined;
    },
  };
}
