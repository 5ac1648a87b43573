// The interactive islands by marker name: the server renders them inside <Island>, the client hydrates them.
import type { ComponentType } from 'react';
import { EditControls } from '../edit-mode/EditControls.tsx';
import { ContactForm } from './ContactForm.tsx';
import { Toaster } from './Toaster.tsx';

export const islands = { ContactForm, EditControls, Toaster } as const;

export type IslandName = keyof typeof islands;

/** The registry as the hydration loop sees it: props arrive as parsed JSON. */
export const islandsByName: Readonly<Record<string, ComponentType<Record<string, unknown>>>> = islands as never;
