// What the pre-paint and loader scripts (src/edit-mode/restore-scripts.ts, src/lib/inline-scripts.ts) leave on
// `window` for the client entry and the islands (client/), and what the browser code's parts hand each other there,
// named and typed once for every side.

/** The names on `window`, as the inline scripts write them. */
export const PAGE_GLOBALS = {
  /** Each keyed element's own text as the server rendered it, recorded before a saved text replaces it (edit mode). */
  defaultTexts: '__defaultTexts',
  /** Island buttons clicked before the client entry loaded, replayed once it has. */
  heldClicks: '__heldClicks',
} as const;

/** `window` as the client reads these names. */
export interface PageGlobals {
  __defaultTexts?: Readonly<Record<string, string>>;
  __heldClicks?: Element[];
  /** Set by the consent code (client/consent/) while the visitor has consented: the contact form reports its mail. */
  __reportMail?: () => void;
}
