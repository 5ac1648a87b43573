// Vite plugin: the worker's build takes React's string renderer alone. `react-dom/server.edge` is CommonJS that
// requires both the streaming and the string renderer, and a bundler cannot drop the unused one (about 120 KB
// minified): this points the import at the production build of the string renderer itself.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const reactDom = dirname(createRequire(import.meta.url).resolve('react-dom/package.json'));

export function reactStringRenderer(): Plugin {
  let file = '';
  return {
    name: 'bemedics:react-string-renderer',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      // The same build React's own entry would pick, so that renderer and react (jsx-runtime) always match: a build
      // started under a test runner (NODE_ENV=test) takes the development builds of both.
      const build = config.isProduction ? 'production' : 'development';
      file = join(reactDom, `cjs/react-dom-server-legacy.browser.${build}.js`);
    },
    resolveId(id) {
      return id === 'react-dom/server.edge' && this.environment.name !== 'client' ? file : undefined;
    },
  };
}
