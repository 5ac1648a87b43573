declare module 'virtual:client-assets' {
  const assets: import('../assets-plugin.ts').ClientAssets;
  export default assets;
}
