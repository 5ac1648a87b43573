// The islands' props as the site serves them: one JSON file for the islands of every page, at an address that changes
// with its content, so that a page carries the address instead of the props. On `/` the props were 680 B of Brotli,
// and its HTML has to fit the first round trip (docs/messungen.md, „Platz im ersten Round Trip“). An island that a
// page hands other props (a test rendering other content) carries them in its marker, as before.
import type { ComponentProps } from 'react';
import type { IslandName, islands } from '../../client/islands/index.ts';
import { editMode, toasts } from '../content/interaction.ts';
import { landing } from '../content/landing.ts';
import { fingerprint } from '../lib/fingerprint.ts';
import { contact } from '../site.ts';

type PropsOfEveryIsland = { readonly [Name in IslandName]: ComponentProps<(typeof islands)[Name]> };

/**
 * What the site's own pages hand their islands (src/pages/Home.tsx, src/sections/Contact.tsx,
 * src/components/Header.tsx). A worker test checks that no page of the site carries props in a marker, so a change
 * there that is not made here shows.
 */
const siteIslandProps: PropsOfEveryIsland = {
  ContactForm: { form: landing.contact.form, draft: landing.mailDraft, address: contact.email },
  EditControls: { text: editMode },
  Toaster: { text: toasts },
};

/** The served file. */
export const islandPropsFile = JSON.stringify(siteIslandProps);

/**
 * Its address. A deploy that changes any prop changes it, and the old address answers 404: a page opened before the
 * deploy then behaves as when the islands' code is gone (client/main.tsx).
 */
export const ISLAND_PROPS_PATH = `/inseln/${fingerprint(islandPropsFile)}.json`;

const servedJson = new Map<string, string>(
  Object.entries(siteIslandProps).map(([name, props]) => [name, JSON.stringify(props)]),
);

/** Whether `json`, the props a page hands island `name`, are what the served file holds for it. */
export function propsInFile(name: IslandName, json: string): boolean {
  return servedJson.get(name) === json;
}
