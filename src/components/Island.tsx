// Server side of an island: renders the component and marks it for client/main.tsx with its name and its props: the
// address of the file that holds them (src/components/island-props.ts), or the props themselves as JSON.
import type { ComponentProps, ComponentType } from 'react';
import { type IslandName, islands } from '../../client/islands/index.ts';
import { IconsInPage } from './Icon.tsx';
import { ISLAND_PROPS_PATH, propsInFile } from './island-props.ts';

interface IslandProps<Name extends IslandName> {
  readonly name: Name;
  readonly props: ComponentProps<(typeof islands)[Name]>;
  readonly className?: string;
}

export function Island<Name extends IslandName>({ name, props, className = 'contents' }: IslandProps<Name>) {
  // TypeScript cannot narrow the registry by a generic key; `props` is checked against the right component above.
  const Component = islands[name] as unknown as ComponentType<Record<string, unknown>>;
  const json = JSON.stringify(props);
  const marker = propsInFile(name, json) ? { 'data-props-src': ISLAND_PROPS_PATH } : { 'data-props': json };
  return (
    <div data-island={name} {...marker} className={className}>
      {/* The browser renders the island again with no page around it: its icons use the sprite file on both sides. */}
      <IconsInPage value={null}>
        <Component {...(props as Record<string, unknown>)} />
      </IconsInPage>
    </div>
  );
}
