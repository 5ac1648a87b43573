// The suspects of the main-thread study (docs/messungen.md, „Hauptthread“): each variant is the built site with one
// thing taken out, rewritten on its way through the edge stand-in, so that every suspect is measured on and off in the
// same run without a build of its own. CSS is edited with lightningcss (the parser Tailwind and Vite use), HTML with
// patterns that match what our renderer writes. The study checks that each variant changed something, so a renamed
// tag cannot turn a variant into a silent copy of the original.
import { readdirSync, readFileSync } from 'node:fs';
import { type CustomAtRules, transform, type Visitor } from 'lightningcss';
import type { ResponseTransform } from './edge-proxy.ts';

export interface PageVariant {
  readonly name: string;
  /** What is taken out, for the table. */
  readonly what: string;
  readonly html?: (html: string) => string;
  readonly css?: Visitor<CustomAtRules>;
}

/** Drops declarations of `names`, whether lightningcss knows the property or keeps it as a custom one. */
function withoutDeclarations(...names: string[]): Visitor<CustomAtRules> {
  return {
    Declaration(declaration) {
      const name =
        declaration.property === 'custom' || declaration.property === 'unparsed'
          ? 'name' in declaration.value
            ? declaration.value.name
            : declaration.value.propertyId.property
          : declaration.property;
      return names.includes(String(name)) ? [] : undefined;
    },
  };
}

/** The built image file of dist/ (the studies measure that build) whose served name matches `name`. */
function builtImage(name: RegExp, what: string): string {
  const dir = 'dist/client/assets/images';
  const file = readdirSync(dir).find((served) => name.test(served));
  if (!file) throw new Error(`Kein ${what} in ${dir}: erst \`vite build\`.`);
  return readFileSync(`${dir}/${file}`, 'utf8');
}

const builtSprite = () => builtImage(/^icons\.[0-9a-f]+\.svg$/, 'Icon-Sprite');
const builtLogo = () => builtImage(/^logo-[0-9a-f]+\.svg$/, 'Logo');

/** Drops the `@supports` rules whose condition mentions `text`. */
function withoutSupports(text: string): Visitor<CustomAtRules> {
  return {
    Rule: { supports: (rule) => (JSON.stringify(rule.value.condition).includes(text) ? [] : undefined) },
  };
}

/** HTML edits the variants share, each taking one kind of thing out of a page. */
const withoutUses = (html: string) => html.replace(/<use href="[^"]*"><\/use>/g, '');
const withoutPictures = (html: string) =>
  html
    .replace(/<picture>[\s\S]*?<\/picture>/g, '')
    .replace(/<img [^>]*>/g, '')
    .replace(/<link rel="preload" as="image"[^>]*>/g, '');

/** The symbols a page uses at the end of its <body> instead of in the sprite file. */
function symbolsInPage(html: string): string {
  const used = new Set([...html.matchAll(/<use href="\/assets\/[^"#]+\.svg#([^"]+)"/g)].map((match) => match[1]));
  const symbols = [...builtSprite().matchAll(/<symbol id="([^"]+)"[\s\S]*?<\/symbol>/g)]
    .filter((match) => used.has(match[1]))
    .map((match) => match[0]);
  return html
    .replaceAll(/<use href="\/assets\/[^"#]+\.svg#/g, '<use href="#')
    .replace('</body>', `<svg hidden aria-hidden="true">${symbols.join('')}</svg></body>`);
}

/** The built logo as an <svg> in the page instead of an image file, without its preload. */
function logoInPage(html: string): string {
  const svg = builtLogo();
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '';
  const body = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return html
    .replace(/<link rel="preload" as="image" href="[^"]*logo[^"]*"\/>/g, '')
    .replace(
      /<img src="[^"]*logo[^"]*" width="(\d+)" height="(\d+)" alt="([^"]*)" class="([^"]*)"\/>/g,
      (_, width, height, alt, className) =>
        `<svg role="img" aria-label="${alt}" viewBox="${viewBox}" width="${width}" height="${height}" class="${className}">${body}</svg>`,
    );
}

const withoutWebfont = (html: string) => html.replace(/<script>[^<]*data-fonts[^<]*<\/script>/g, '');
const withoutScripts = (html: string) =>
  html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');

export const PAGE_VARIANTS: readonly PageVariant[] = [
  { name: 'wie gebaut', what: 'nichts' },
  {
    name: 'CSS neu geschrieben',
    what: 'nichts, nur einmal durch lightningcss (Kontrolle für die CSS-Varianten)',
    css: {},
  },
  {
    name: 'ohne @property',
    what: 'die @property-Regeln von Tailwind',
    css: { Rule: { property: () => [] } },
  },
  {
    name: 'ohne Scroll-Animationen',
    what: '@supports (animation-timeline …): Kopfzeile und Punkte unter den Stimmen',
    css: withoutSupports('animation-timeline'),
  },
  {
    name: 'ohne Kopfzeilen-Animation',
    what: '@supports (animation-timeline: scroll()): die Kopfzeile, die beim Scrollen 12 px abgibt',
    css: withoutSupports('scroll()'),
  },
  {
    name: 'ohne Punkte-Animation',
    what: '@supports (animation-timeline: view()): die Punkte unter den Stimmen',
    css: withoutSupports('view()'),
  },
  {
    name: 'ohne text-wrap',
    what: 'text-wrap: balance und pretty (ausgewogene Überschriften, Absätze ohne einzelnes Wort in der letzten Zeile)',
    css: withoutDeclarations('text-wrap', 'text-wrap-style'),
  },
  { name: 'ohne backdrop-filter', what: 'backdrop-filter', css: withoutDeclarations('backdrop-filter') },
  {
    name: 'ohne content-visibility',
    what: 'content-visibility: alle Abschnitte und Bilder gleich beim Laden ausgelegt',
    css: withoutDeclarations('content-visibility'),
  },
  {
    name: 'ohne Sprite-Icons',
    what: 'jedes <use> ins externe Icon-Sprite',
    html: withoutUses,
  },
  {
    name: 'Sprite in der Seite',
    what: 'die Symbole des Sprites am Ende des <body> statt in einer eigenen Datei (kein eigenes SVG-Dokument)',
    html: (html) => {
      const sprite = builtSprite();
      const inline = sprite.replace('<svg ', '<svg hidden aria-hidden="true" ');
      return html
        .replaceAll(/<use href="\/assets\/[^"#]+\.svg#/g, '<use href="#')
        .replace('</body>', `${inline}</body>`);
    },
  },
  {
    name: 'Symbole der Seite in der Seite',
    what: 'nur die Symbole, die die Seite benutzt, am Ende des <body> statt in der Sprite-Datei',
    html: symbolsInPage,
  },
  {
    name: 'ohne Logo',
    what: 'das Logo (Obergrenze dessen, was das SVG-Bild kostet: ein eigenes Dokument je SVG-Bild)',
    html: (html) =>
      html
        .replace(/<link rel="preload" as="image" href="[^"]*logo[^"]*"\/>/g, '')
        .replace(/<img src="[^"]*logo[^"]*"[^>]*>/g, ''),
  },
  {
    name: 'Logo in der Seite',
    what: 'das Logo als <svg> im HTML statt als Bilddatei (kein eigenes Dokument)',
    html: logoInPage,
  },
  {
    name: 'ohne rel=expect',
    what: '<link rel="expect" blocking="render">',
    html: (html) => html.replace(/<link rel="expect"[^>]*>/g, ''),
  },
  {
    name: 'ohne Logo-Preload',
    what: 'das Preload des Logos',
    html: (html) => html.replace(/<link rel="preload" as="image" href="[^"]*logo[^"]*"\/>/g, ''),
  },
  {
    name: 'ohne Stylesheet',
    what: 'das Stylesheet (Obergrenze dessen, was CSS kostet: die Seite sieht dann anders aus)',
    html: (html) => html.replace(/<link rel="stylesheet"[^>]*>/g, ''),
  },
  {
    name: 'ohne Bilder',
    what: 'jedes <img>, <picture> und Bild-Preload (Obergrenze dessen, was Bilder kosten)',
    html: withoutPictures,
  },
  {
    name: 'nur HTML',
    what: 'Stylesheet, Skripte, Bilder, Sprite-Icons: was die Seite ohne jede Unterressource kostet',
    html: (html) =>
      withoutUses(
        withoutPictures(html)
          .replace(/<link rel="(?:stylesheet|preload|modulepreload|expect)"[^>]*>/g, '')
          .replace(/<script[^>]*>[\s\S]*?<\/script>/g, ''),
      ),
  },
  {
    name: 'ohne Skripte',
    what: 'jedes <script> und jedes Modul-Preload (Obergrenze dessen, was die Skripte kosten; Stylesheet und Bilder bleiben)',
    html: withoutScripts,
  },
  {
    name: 'ohne lokale Ersatzschriften',
    what: 'die @font-face-Regeln mit local(): die Ersatzschrift der Überschriften, bis die Webschrift da ist',
    css: {
      Rule: {
        'font-face': (rule) =>
          rule.value.properties.some(
            (property) => property.type === 'source' && property.value.some((source) => source.type === 'local'),
          )
            ? []
            : undefined,
      },
    },
  },
  {
    name: 'ohne Webfont',
    what: 'das Skript, das die Überschriftenschrift einschaltet',
    html: withoutWebfont,
  },
  {
    name: 'Symbole und Logo in der Seite',
    what: 'beides zusammen: was die Startseite spart, wenn ihr HTML die 2,9 KB Brotli dafür hätte',
    html: (html) => logoInPage(symbolsInPage(html)),
  },
  {
    name: 'nur HTML und Stylesheet',
    what: 'ohne Client, Webfont, Bilder und Sprite-Icons: die Seite in ihrer Gestalt ohne jede andere Unterressource (das Skript im Kopf hält den Parser wie gebaut, bis das Stylesheet gilt)',
    html: (html) =>
      withoutUses(withoutPictures(withoutWebfont(html).replace(/<script>[^<]*__heldClicks[^<]*<\/script>/g, ''))),
  },
];

/** The variants called `names`, in the study's order; an unknown name is refused, naming it. */
export function variantsNamed(names: readonly string[]): PageVariant[] {
  const unknown = names.filter((name) => !PAGE_VARIANTS.some((variant) => variant.name === name));
  if (unknown.length) throw new Error(`Unbekannte Varianten: ${unknown.join(', ')}`);
  return PAGE_VARIANTS.filter((variant) => names.includes(variant.name));
}

export interface VariantRewrite {
  readonly transform: ResponseTransform;
  /** Paths whose response the variant changed. */
  readonly changed: Set<string>;
}

/** The edge stand-in's rewrite for `variant`: its HTML edit on pages, its CSS edit on stylesheets. */
export function variantRewrite(variant: PageVariant): VariantRewrite | undefined {
  if (!variant.html && !variant.css) return undefined;
  const changed = new Set<string>();
  const rewrite = (path: string, contentType: string, body: string) => {
    if (variant.html && contentType.startsWith('text/html')) return variant.html(body);
    if (variant.css && contentType.startsWith('text/css')) {
      return transform({ filename: path, code: Buffer.from(body), minify: true, visitor: variant.css }).code.toString();
    }
    return body;
  };
  return {
    changed,
    transform: (path, contentType, body) => {
      const out = rewrite(path, contentType, body);
      if (out !== body) changed.add(path);
      return out;
    },
  };
}
