// Hydrates each island marker with its component: <div data-island="Name" data-props='{"json":"props"}'>.
// Hydration runs as a transition, so React yields to the browser every few milliseconds instead of blocking it.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandsByName } from './islands/index.ts';

export function hydrateIslands(markers: readonly HTMLElement[]): void {
  for (const marker of markers) {
    const name = marker.dataset.island ?? '';
    const Island = islandsByName[name];
    if (!Island) {
      console.error(`Unbekannte Insel: ${name}`);
      continue;
    }
    const props = JSON.parse(marker.dataset.props ?? '{}') as Record<string, unknown>;
    startTransition(() => {
      hydrateRoot(marker, <Island {...props} />);
    });
  }
}
