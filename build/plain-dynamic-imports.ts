// The client's import() calls without Vite's preload helper. Vite wraps each dynamic import of a browser build in a
// helper that first fetches the chunk's CSS and the modules it imports, with `<link rel=modulepreload>`; it is 1.3 KB
// of the reader's 2 KB entry (docs/messungen.md, „Budgets“). The client's lazy chunks (the islands, an old engine's
// fallbacks, the consent code) carry no CSS and import nothing but the entry itself, already loaded, so the helper
// would preload nothing: here it is a plain call. A failed import still rejects to its caller, as the entry expects.
import type { Plugin } from 'vite';

/** The module id Vite's build gives its preload helper (`\0vite/preload-helper.js` in Vite 8). */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

export function plainDynamicImports(): Plugin {
  return {
    name: 'bemedics:plain-dynamic-imports',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId: (id) => (id === PRELOAD_HELPER_ID ? id : undefined),
    load: (id) => (id === PRELOAD_HELPER_ID ? 'export const __vitePreload = (load) => load();' : undefined),
  };
}
