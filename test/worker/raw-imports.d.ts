// Vite's `?raw` import: a file's text, as spec-conformance.test.ts reads test/common/spec-texts.ts to name a row's line.
declare module '*?raw' {
  const text: string;
  export default text;
}
