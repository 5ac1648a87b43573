// Vite plugins for the icons (build/icon-shapes.ts), two ways to the same <symbol>s:
// - `import sprite from 'virtual:icon-sprite'` gives the URL of one immutable SVG file with a symbol for every icon.
//   The landing page draws its icons with <use href="…#i-name">, so their shapes travel once per visitor instead of in
//   its HTML, which has to fit the first round trip (docs/messungen.md).
// - `import symbols from 'virtual:icon-symbols'` (the worker only) gives each icon's symbol as markup, for the pages
//   that carry the few symbols they use themselves and so spare the browser a document of its own (docs/messungen.md).
// lucide stays out of the worker and the browser either way.
import type { Plugin } from 'vite';
import { generatedSvg } from './generated-svg.ts';
import { iconSymbols, spriteSvg } from './icon-shapes.ts';

const SYMBOLS_ID = 'virtual:icon-symbols';

export function iconSprite(): Plugin[] {
  const resolved = `\0${SYMBOLS_ID}`;
  return [
    generatedSvg({
      plugin: 'bemedics:icon-sprite',
      id: 'virtual:icon-sprite',
      stem: 'icons',
      svg: spriteSvg(),
      exports: (href) => ({ href }),
    }),
    {
      name: 'bemedics:icon-symbols',
      resolveId: (source) => (source === SYMBOLS_ID ? resolved : undefined),
      load: (source) => (source === resolved ? `export default ${JSON.stringify(iconSymbols())};` : undefined),
    },
  ];
}
