// Hydrates each island marker with its component: <div data-island="Name" data-props='{"json":"props"}'>.
// Hydration runs as a transition, so React yields to the browser every few milliseconds instead of blocking it.
import { type ReactNode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandsByName } from './islands/index.ts';

/** Resolves once React has committed the island, i.e. its event handlers are attached. */
function Mounted({ onMount, children }: { readonly onMount: () => void; readonly children: ReactNode }) {
  useEffect(() => onMount(), [onMount]);
  return children;
}

/** Hydrates every marker; the promise settles when all of them are live. */
export function hydrateIslands(markers: readonly HTMLElement[]): Promise<void> {
  const mounted = markers.map((marker) => {
    const name = marker.dataset.island ?? '';
    const Island = islandsByName[name];
    if (!Island) {
      console.error(`Unbekannte Insel: ${name}`);
      return Promise.resolve();
    }
    const props = JSON.parse(marker.dataset.props ?? '{}') as Record<string, unknown>;
    return new Promise<void>((resolve) => {
      startTransition(() => {
        hydrateRoot(
          marker,
          <Mounted onMount={resolve}>
            <Island {...props} />
          </Mounted>,
        );
      });
    });
  });
  return Promise.all(mounted).then(() => undefined);
}
