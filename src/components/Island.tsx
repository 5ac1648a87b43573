// Server side of an island: renders the component and marks it with its name and JSON props for client/main.tsx.
import type { ComponentProps, ComponentType } from 'react';
import { type IslandName, islands } from '../../client/islands/index.ts';
import { IconsInPage } from './Icon.tsx';

interface IslandProps<Name extends IslandName> {
  readonly name: Name;
  readonly props: ComponentProps<(typeof islands)[Name]>;
  readonly className?: string;
}

export function Island<Name extends IslandName>({ name, props, className = 'contents' }: IslandProps<Name>) {
  // TypeScript cannot narrow the registry by a generic key; `props` is checked against the right component above.
  const Component = islands[name] as unknown as ComponentType<Record<string, unknown>>;
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className={className}>
      {/* The browser renders the island again with no page around it: its icons use the sprite file on both sides. */}
      <IconsInPage value={null}>
        <Component {...(props as Record<string, unknown>)} />
      </IconsInPage>
    </div>
  );
}
