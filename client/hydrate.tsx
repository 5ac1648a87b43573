// Hydrates each island marker with its component and props: <div data-island="Name" data-props-src="/inseln/….json">
// takes them from that file (fetched by client/main.tsx), <div data-island="Name" data-props='{"json":"props"}'> from
// the marker.
// Hydration runs as a transition, so React yields to the browser every few milliseconds instead of blocking it.
// An island that cannot start (unknown name, malformed props, an error while rendering) keeps its server HTML, which
// works without script, and is reported once.
import { type ReactNode, startTransition, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { tooltips } from './behaviours/tooltips.ts';
import { islandsByName } from './islands/index.ts';

/** Each marker, and whether its island is live (true) or stays server HTML (false). */
export type IslandOutcome = readonly [HTMLElement, boolean];

/** Resolves once React has committed the island, i.e. its event handlers are attached. */
function Mounted({ onMount, children }: { readonly onMount: () => void; readonly children: ReactNode }) {
  useEffect(() => onMount(), [onMount]);
  return children;
}

function hydrateIsland(marker: HTMLElement, propsFile: Readonly<Record<string, unknown>>): Promise<boolean> {
  const name = marker.dataset.island ?? '';
  let reported = false;
  const report = (error: unknown) => {
    if (!reported) console.error(`Insel „${name}“ konnte nicht starten; sie bleibt ohne Skript nutzbar:`, error);
    reported = true;
  };

  const Island = islandsByName[name];
  let props: Record<string, unknown>;
  try {
    if (!Island) throw new Error('Diese Insel gibt es nicht.');
    const own = marker.dataset.props;
    const found: unknown = own === undefined ? propsFile[name] : JSON.parse(own);
    if (typeof found !== 'object' || found === null) throw new Error('Für diese Insel fehlen die Props.');
    props = found as Record<string, unknown>;
  } catch (error) {
    report(error);
    return Promise.resolve(false);
  }

  // The server's nodes themselves (not a copy of their HTML), so whatever the visitor typed survives a failure.
  const nodes = [...marker.childNodes];
  return new Promise<boolean>((resolve) => {
    let root: Root | undefined;
    const fail = (error: unknown) => {
      report(error);
      // React takes an island it cannot render off the page: give it back its server nodes once React is done, in a
      // microtask, so that no input event can arrive while the island is missing.
      queueMicrotask(() => {
        root?.unmount();
        marker.replaceChildren(...nodes);
        resolve(false);
      });
    };
    startTransition(() => {
      root = hydrateRoot(
        marker,
        <Mounted onMount={() => resolve(true)}>
          <Island {...props} />
        </Mounted>,
        // A throw while hydrating is first retried on the client (recoverable), then given up (uncaught).
        { onRecoverableError: report, onUncaughtError: fail },
      );
    });
  });
}

/**
 * Hydrates every marker; resolves with each island's outcome once all are live or have failed. The islands' icon
 * buttons have tooltips, which need a little script beyond their stylesheet (Escape, the skip delay): it comes with
 * them, not with the small entry every reading visit loads.
 */
export function hydrateIslands(
  markers: readonly HTMLElement[],
  propsFile: Readonly<Record<string, unknown>>,
): Promise<IslandOutcome[]> {
  tooltips();
  return Promise.all(markers.map(async (marker) => [marker, await hydrateIsland(marker, propsFile)] as const));
}
