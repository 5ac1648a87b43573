// The interactive islands by marker name: the server renders them inside <Island>, the client hydrates them.
import { type ComponentType, createElement, type ReactNode } from 'react';
import { ContactForm } from './ContactForm.tsx';
import { EditControls } from './EditControls.tsx';
import { Toaster } from './Toaster.tsx';

export const islands = { ContactForm, EditControls, Toaster } as const;

export type IslandName = keyof typeof islands;

/** An island as the hydration loop starts it: with the props its marker carries, parsed from JSON. */
export type HydratedIsland = (props: Record<string, unknown>) => ReactNode;

/** The server serialised props of the island's own type into its marker (src/components/Island.tsx). */
function fromMarkerProps<P extends object>(component: ComponentType<P>): HydratedIsland {
  return (props) => createElement(component, props as P);
}

/** The registry as the hydration loop sees it: every island, each with its own props type checked here. */
export const islandsByName: Readonly<Record<string, HydratedIsland>> = {
  ContactForm: fromMarkerProps(ContactForm),
  EditControls: fromMarkerProps(EditControls),
  Toaster: fromMarkerProps(Toaster),
} satisfies Record<IslandName, HydratedIsland>;
