// `npm run dev`: a change to the worker's code (a page, a section, a text) reloads the open page. The pages are rendered
// in the worker, so Vite's own hot update of the worker module changes nothing the browser has already shown.
import type { Plugin, ViteDevServer } from 'vite';

export function devReload(): Plugin {
  let server: ViteDevServer | undefined;
  return {
    name: 'bemedics:dev-reload',
    apply: 'serve',
    configureServer(devServer) {
      server = devServer;
    },
    hotUpdate({ modules }) {
      if (this.environment.name === 'client' || modules.length === 0) return;
      server?.environments.client?.hot.send({ type: 'full-reload', path: '*' });
    },
  };
}
