// `npm run dev` only, in place of client/main.tsx (build/client-assets.ts): the same entry, and Vite's client, which
// Vite connects to a module that uses `import.meta.hot`. It reloads the page when the worker's code changes
// (build/dev-reload.ts): the pages are rendered there, so an edited text shows without a manual reload.
import.meta.hot?.accept();

import './main.tsx';
