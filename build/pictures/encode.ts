// Turns one source picture into the files the site serves, with sharp (libvips) and svgo: photographs become AVIF,
// WebP and JPEG at the widths of src/lib/pictures.ts, upright (EXIF orientation applied), in sRGB and with every
// metadata block gone (EXIF with GPS, XMP, IPTC, ICC); SVG illustrations are optimised and passed through.
import { createHash } from 'node:crypto';
import { basename, extname } from 'node:path';
import sharp from 'sharp';
import { optimize } from 'svgo';
import {
  encodeWidths,
  type PictureVariant,
  type ProcessedPicture,
  type RasterPicture,
  WIDEST_NEEDED,
} from '../../src/lib/pictures.ts';
import { PICTURE_BASE, PictureError } from './served.ts';

/** Encoder settings; part of the cache key, so changing one re-encodes every picture once. */
export const ENCODING = {
  avif: { quality: 50, effort: 4, chromaSubsampling: '4:2:0' },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 75, mozjpeg: true, progressive: true },
} as const;

/** The formats of a photograph, in the order of the page's `<source>` elements. */
const FORMATS = ['avif', 'webp', 'jpeg'] as const;

const RASTER_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif'];
export const SUPPORTED_EXTENSIONS = [...RASTER_EXTENSIONS, '.svg'] as const;

export interface EncodedPicture {
  readonly picture: ProcessedPicture;
  /** Served file name (under PICTURE_BASE) -> content. */
  readonly files: ReadonlyMap<string, Buffer>;
  /** Things the owner should know, e.g. an original too small to be sharp everywhere (without the file's name). */
  readonly warnings: readonly string[];
}

/** The first 10 hex digits of the SHA-256 over `files`, in their order. */
function contentHash(files: readonly Buffer[]): string {
  const hash = createHash('sha256');
  for (const data of files) hash.update(createHash('sha256').update(data).digest());
  return hash.digest('hex').slice(0, 10);
}

/**
 * `team-1080w-3f2a9c81d0.avif`: the hash is over every file of the picture, so a name changes whenever any file of it
 * does. One hash for all of a photograph's files lets the page's `srcset` lists repeat it, which Brotli stores once:
 * 24 different hashes cost the landing page about 200 B per photograph, more than its first round trip had to spare
 * (docs/messungen.md, „Platz im ersten Round Trip“).
 */
function servedName(stem: string, hash: string, extension: string, width?: number): string {
  return `${stem}${width === undefined ? '' : `-${width}w`}-${hash}.${extension}`;
}

function stemOf(file: string): string {
  return (
    basename(file, extname(file))
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'bild'
  );
}

function hex(r: number, g: number, b: number): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

async function encodeVector(file: string, bytes: Buffer): Promise<EncodedPicture> {
  let width: number;
  let height: number;
  try {
    ({ width, height } = await sharp(bytes).metadata());
  } catch (error) {
    throw new PictureError(`Bild ${file} ist kein lesbares SVG: ${(error as Error).message}`);
  }
  const data = Buffer.from(optimize(bytes.toString('utf8'), { multipass: true }).data);
  const name = servedName(stemOf(file), contentHash([data]), 'svg');
  return {
    picture: { kind: 'vector', file: basename(file), src: `${PICTURE_BASE}${name}`, width, height },
    files: new Map([[name, data]]),
    warnings: [],
  };
}

async function readRaster(file: string, bytes: Buffer) {
  try {
    const metadata = await sharp(bytes, { failOn: 'error' }).metadata();
    if (metadata.format === 'heif' && metadata.compression === 'hevc') {
      throw new Error('HEIC-Fotos (iPhone) kann der Build nicht lesen; bitte als JPEG exportieren');
    }
    if (!['jpeg', 'png', 'webp', 'heif'].includes(metadata.format)) {
      throw new Error(`Format ${metadata.format} wird nicht unterstützt`);
    }
    // Decode every pixel once: a truncated or damaged file fails here, not halfway through the encodes.
    await sharp(bytes, { failOn: 'error' }).stats();
    return metadata;
  } catch (error) {
    throw new PictureError(
      `Bild ${file} lässt sich nicht lesen (${(error as Error).message}). Erlaubt sind JPEG, PNG, WebP, AVIF und SVG.`,
    );
  }
}

async function encodeRaster(file: string, bytes: Buffer): Promise<EncodedPicture> {
  const metadata = await readRaster(file, bytes);
  const { width: originalWidth, height: originalHeight } = metadata.autoOrient;
  const widths = encodeWidths(originalWidth);
  const warnings =
    originalWidth < WIDEST_NEEDED
      ? [
          `nur ${originalWidth} px breit, die größte Darstellung braucht ${WIDEST_NEEDED} px. ` +
            'Das Bild wird nicht vergrößert und wirkt auf großen, hochauflösenden Bildschirmen etwas weicher.',
        ]
      : [];

  // Upright, in sRGB; sharp writes no metadata unless asked to, so nothing of the original's EXIF, XMP, IPTC or ICC
  // profile reaches the output.
  const upright = sharp(bytes, { failOn: 'error' }).autoOrient().toColourspace('srgb');
  const stem = stemOf(file);
  const encode = (format: (typeof FORMATS)[number], width: number): Promise<Buffer> => {
    let pipeline = upright.clone().resize({ width, withoutEnlargement: true });
    // JPEG has no transparency: a transparent PNG gets a white background there, as on the page.
    if (format === 'jpeg') pipeline = pipeline.flatten({ background: '#ffffff' });
    return pipeline[format](ENCODING[format]).toBuffer();
  };
  const encoded = await Promise.all(FORMATS.map((format) => Promise.all(widths.map((width) => encode(format, width)))));
  const hash = contentHash(encoded.flat());
  const files = new Map<string, Buffer>();
  const [avif, webp, jpeg] = FORMATS.map((format, f) =>
    widths.map((width, w): PictureVariant => {
      const name = servedName(stem, hash, format === 'jpeg' ? 'jpg' : format, width);
      files.set(name, encoded[f]?.[w] as Buffer);
      return { src: `${PICTURE_BASE}${name}`, width };
    }),
  );

  const thirds = await upright
    .clone()
    .flatten({ background: '#ffffff' })
    .resize(1, 3, { fit: 'fill' })
    .raw()
    .toBuffer();
  const colour = (row: number) => hex(thirds[row * 3] ?? 0, thirds[row * 3 + 1] ?? 0, thirds[row * 3 + 2] ?? 0);
  const widest = widths.at(-1) ?? originalWidth;
  const picture: RasterPicture = {
    kind: 'raster',
    file: basename(file),
    width: widest,
    height: Math.round((widest * originalHeight) / originalWidth),
    avif: avif ?? [],
    webp: webp ?? [],
    jpeg: jpeg ?? [],
    placeholder: [colour(0), colour(1), colour(2)],
  };
  return { picture, files, warnings };
}

/** Encodes one source file; throws a PictureError naming the file when it is unsupported or unreadable. */
export function encodePicture(file: string, bytes: Buffer): Promise<EncodedPicture> {
  const extension = extname(file).toLowerCase();
  if (extension === '.svg') return encodeVector(file, bytes);
  if (RASTER_EXTENSIONS.includes(extension)) return encodeRaster(file, bytes);
  return Promise.reject(
    new PictureError(
      `Bild ${file}: Dateiendung ${extension || '(keine)'} wird nicht unterstützt. Erlaubt sind ${SUPPORTED_EXTENSIONS.join(', ')}.`,
    ),
  );
}
