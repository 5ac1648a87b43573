// Vite plugin: the worker's build takes React's streaming renderer alone. `react-dom/server.edge` (and
// `react-dom/server`, which @hono/react-renderer imports) is CommonJS that requires both the streaming and the string
// renderer, and a bundler cannot drop the unused one (about 120 KB minified): this points both at the file of the
// streaming renderer that `server.edge` itself re-exports. `vite dev` and the worker tests import `server.edge` as it
// is, so every run calls the same `renderToReadableStream` (README, "Aufbau").
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const reactDom = dirname(createRequire(import.meta.url).resolve('react-dom/package.json'));

/** The imports of React's server renderer that the worker's code makes. */
const SERVER_ENTRIES = new Set(['react-dom/server', 'react-dom/server.edge']);

export function reactStreamRenderer(): Plugin {
  let file = '';
  return {
    name: 'bemedics:react-stream-renderer',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      // The build React's own entry would pick, so that renderer and react (jsx-runtime) always match: a build
      // started under a test runner (NODE_ENV=test) takes the development builds of both.
      const build = config.isProduction ? 'production' : 'development';
      file = join(reactDom, `cjs/react-dom-server.edge.${build}.js`);
    },
    resolveId(id) {
      return SERVER_ENTRIES.has(id) && this.environment.name !== 'client' ? file : undefined;
    },
  };
}
