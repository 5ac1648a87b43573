// The page module of every route, found by its file name: `src/pages/<id>.page.tsx` exports the route's page as its
// default (README, "Wie ändere ich …"), so a new page needs no line in the app. A module without a route, a route
// without a module or a module without a page stops the worker at its start, naming the file.
import { escapeUnsafe } from './lib/characters.ts';
import { type RouteId, routes } from './routes.ts';

/** `./pages/impressum.page.tsx` → `impressum`, as `import.meta.glob` names the files (src/index.tsx). */
const FILE = /^\.\/pages\/([A-Za-z][\w-]*)\.page\.tsx$/;

export function pagesByRoute<Page>(modules: Readonly<Record<string, Page | undefined>>): {
  readonly [Id in RouteId]: Page;
} {
  const found = new Map<string, Page>();
  for (const [file, page] of Object.entries(modules)) {
    const id = FILE.exec(file)?.[1];
    const name = `src/pages/${escapeUnsafe(file.replace(/^\.\/pages\//, ''))}`;
    if (!id || !Object.hasOwn(routes, id)) {
      throw new Error(
        `${name}: keine Route dieses Namens in src/routes.ts (die Datei heißt wie ihre Route: <id>.page.tsx)`,
      );
    }
    if (!page) throw new Error(`${name}: exportiert keine Seite (export default)`);
    found.set(id, page);
  }
  const missing = Object.keys(routes).filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw new Error(`src/routes.ts: keine Seite für ${missing.map((id) => `src/pages/${id}.page.tsx`).join(', ')}`);
  }
  return Object.fromEntries(found) as { readonly [Id in RouteId]: Page };
}
