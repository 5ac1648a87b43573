declare module 'virtual:client-assets' {
  const assets: import('./lib/client-assets.ts').ClientAssets;
  export default assets;
}

/** A random id per build (vite.config.ts): names the deploy in ETags and cache keys. */
declare const __BUILD_ID__: string;

/** The year of the build (vite.config.ts): the footer's copyright year, constant per deploy like the ETag. */
declare const __BUILD_YEAR__: number;

/** True under `vite dev` only: no page cache and no CSP there (vite.config.ts). */
declare const __DEV_SERVER__: boolean;

/** A picture from src/assets/images, processed by the build (build/pictures/plugin.ts). */
declare module '*?picture' {
  const picture: import('./lib/pictures.ts').ProcessedPicture;
  export default picture;
}

/** The same, with a vector picture's drawing as markup for the page itself (`inline`, where safe). */
declare module '*?picture&inline' {
  const picture: import('./lib/pictures.ts').ProcessedPicture;
  export default picture;
}

/** The WhatsApp QR code, drawn by the build into an immutable SVG file (build/whatsapp-qr.ts). */
declare module 'virtual:whatsapp-qr' {
  const qr: { readonly src: string };
  export default qr;
}

/** The icon sprite, drawn by the build into an immutable SVG file (build/icon-sprite.ts). */
declare module 'virtual:icon-sprite' {
  const sprite: { readonly href: string };
  export default sprite;
}

/** Each icon's `<symbol>` as markup, for pages that carry their icons themselves (build/icon-sprite.ts; worker only). */
declare module 'virtual:icon-symbols' {
  const symbols: Readonly<Record<import('./content/types.ts').IconName, string>>;
  export default symbols;
}

/** Vite's glob import (src/index.tsx finds the page modules with it): each matching module's default export by path. */
interface ImportMeta {
  glob<Module>(pattern: string, options: { eager: true; import: 'default' }): Record<string, Module>;
}
