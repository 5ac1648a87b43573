// The shapes of the site's German copy: content modules fill them, sections and pages render them.
import type { EditableKey } from '../edit-mode/editable-keys.ts';

/** A run of text inside a paragraph, optionally a link. */
export type TextRun = string | { readonly text: string; readonly href: string };

/** One paragraph: plain text, or runs of text and links. A '\n' inside text is a line break. */
export type Paragraph = string | readonly TextRun[];

/** A block of a legal text: a paragraph or a bulleted list. */
export type Block = Paragraph | { readonly list: readonly Paragraph[] };

export interface LegalSection {
  /** The anchor of the section where a link needs a fixed one; otherwise made from the heading. */
  readonly id?: string;
  readonly heading: string;
  readonly blocks: readonly Block[];
}

/** A legal page: Impressum, Datenschutzerklärung, AGB. */
/** A page's title and meta description. */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
}

export interface LegalDocument {
  /** The page's title and meta description. */
  readonly meta: PageMeta;
  /** The page's visible heading (h1). */
  readonly heading: string;
  readonly intro?: readonly Block[];
  /** A table of contents at the top, linking each section (the long documents). */
  readonly contents?: boolean;
  readonly sections: readonly LegalSection[];
  /** e.g. 'Stand: November 2026'. */
  readonly asOf: string;
}

/** A text the owner can change in edit mode: rendered with its key as `data-edit-key`. */
export interface EditableText {
  readonly key: EditableKey;
  readonly text: string;
}

/** Icons the sections and islands may ask for by name; src/components/Icon.tsx draws them from the sprite. */
export type IconName =
  | 'arrow-left'
  | 'arrow-right'
  | 'award'
  | 'camera'
  | 'check'
  | 'chevron-down'
  | 'clipboard'
  | 'clock'
  | 'download'
  | 'headset'
  | 'heart'
  | 'instagram'
  | 'mail'
  | 'map-pin'
  | 'menu'
  | 'message'
  | 'microscope'
  | 'package'
  | 'pencil'
  | 'phone'
  | 'plane'
  | 'reset'
  | 'shield'
  | 'star'
  | 'stethoscope'
  | 'upload'
  | 'users'
  | 'whatsapp'
  | 'x';

/** A link rendered as a button; `href` is built from site facts (tel:, mailto:, wa.me, #anchor). */
export interface LinkAction {
  readonly label: string;
  readonly href: string;
  readonly icon?: IconName;
  /** Opens in a new tab (outbound links such as WhatsApp and Instagram). */
  readonly external?: boolean;
}
