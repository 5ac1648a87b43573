declare module 'virtual:client-assets' {
  const assets: import('../assets-plugin.ts').ClientAssets;
  export default assets;
}

/** A random id per build (vite.config.ts): names the deploy in ETags and cache keys. */
declare const __BUILD_ID__: string;

/** Whether rendered pages go into the edge cache: on in a build, off in `vite dev` (vite.config.ts). */
declare const __EDGE_CACHE__: boolean;
