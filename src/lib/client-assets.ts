// What the worker links of the client build (module `virtual:client-assets`, written by build/client-assets.ts).

export interface ClientAssets {
  /** Module script of the hydration entry. */
  readonly script: string;
  /** Stylesheets every page links: the hashed, immutable file of the build (Vite's source under `vite dev`). */
  readonly styles: readonly string[];
}
