// What the worker links of the client build (module `virtual:client-assets`, written by build/client-assets.ts).

export interface ClientAssets {
  /** Module script of the hydration entry. */
  readonly script: string;
  /** Stylesheets every page links (in `vite dev`, where Vite serves and hot-reloads them). */
  readonly styles: readonly string[];
  /** The built stylesheet's text, inlined into every page instead of the links. */
  readonly inlineCss?: string;
}
