// Vite plugin: `import sprite from 'virtual:icon-sprite'` gives the Icon component the URL of one immutable SVG file
// with a <symbol> for every icon (build/icon-shapes.ts). Pages draw icons with <use href="…#i-name">, so
// the shapes travel once per visitor instead of in every page's HTML, and lucide stays out of the worker.
import type { Plugin } from 'vite';
import { generatedSvg } from './generated-svg.ts';
import { spriteSvg } from './icon-shapes.ts';

export function iconSprite(): Plugin {
  return generatedSvg({
    plugin: 'bemedics:icon-sprite',
    id: 'virtual:icon-sprite',
    stem: 'icons',
    svg: spriteSvg(),
    exports: (href) => ({ href }),
  });
}
