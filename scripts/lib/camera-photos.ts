// Photographs as a camera writes them, made here so that tests and the audit need nothing from outside: camera sizes,
// gradients and texture at every scale (so they compress like photos, not like flat drawings), and the metadata a
// phone or camera embeds: EXIF with make, model, time and a GPS position, XMP, IPTC and a Display P3 colour profile.
// Calibrated against a real photograph: the issue measured 210 KB for a camera photo resized to 1280 px WebP; the team
// photo here gives 208 KB (WebP quality 80). Deterministic: the same options give the same bytes, so the picture cache
// recognises them between runs.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

export type Scene = 'team' | 'before-after';

export interface CameraPhotoOptions {
  readonly width: number;
  readonly height: number;
  readonly scene: Scene;
  /** Seeds the texture. */
  readonly seed?: number;
  /** EXIF orientation as a phone held upright writes it (6: the pixels are stored turned a quarter to the left). */
  readonly orientation?: 1 | 3 | 6 | 8;
}

/** Text in the embedded metadata; none of it may ever reach a served file. */
export const CAMERA_SECRETS = {
  make: 'Bemedics-Testkamera',
  model: 'Modell GPS-51.2625N',
  artist: 'Fotografin Erika Mustermann',
  xmpCreator: 'XMP-Urheberin Patientin 0815',
  iptcByline: 'IPTC-Byline Klinikfoto Willich',
} as const;

/** Willich, where the patient photo was taken: the position a camera writes into EXIF. */
const GPS = { GPSLatitudeRef: 'N', GPSLatitude: '51/1 15/1 45/1', GPSLongitudeRef: 'E', GPSLongitude: '6/1 32/1 52/1' };

function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Short curved strands in an area (hair, fabric): the fine edges that make up much of a photo's detail. */
function strands(next: () => number, count: number, x: number, y: number, w: number, h: number, colour: string) {
  let d = '';
  for (let i = 0; i < count; i++) {
    const sx = x + next() * w;
    const sy = y + next() * h;
    const length = h * (0.08 + next() * 0.2);
    d += `M${sx.toFixed(1)} ${sy.toFixed(1)}q${((next() - 0.5) * length).toFixed(1)} ${(length / 2).toFixed(1)} ${((next() - 0.5) * length).toFixed(1)} ${length.toFixed(1)}`;
  }
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${Math.max(1, w / 400).toFixed(1)}" opacity="0.7"/>`;
}

function sceneSvg({ width: w, height: h, scene, seed = 1 }: CameraPhotoOptions): string {
  const next = random(seed * 7919);
  const person = (cx: number, skin: string, shirt: string) => `
    <ellipse cx="${cx * w}" cy="${h * 0.95}" rx="${w * 0.16}" ry="${h * 0.33}" fill="${shirt}"/>
    ${strands(next, 500, (cx - 0.15) * w, h * 0.65, w * 0.3, h * 0.35, '#0f172a')}
    <ellipse cx="${cx * w}" cy="${h * 0.42}" rx="${w * 0.075}" ry="${h * 0.14}" fill="url(#skin-${skin})"/>
    <path d="M${(cx - 0.078) * w} ${h * 0.4} Q${cx * w} ${h * 0.18} ${(cx + 0.078) * w} ${h * 0.4} Q${cx * w} ${h * 0.3} ${(cx - 0.078) * w} ${h * 0.4}Z" fill="#3b2a20"/>
    ${strands(next, 1500, (cx - 0.075) * w, h * 0.26, w * 0.15, h * 0.1, '#2a1c14')}`;
  const shapes =
    scene === 'team'
      ? `<rect width="${w}" height="${h * 0.62}" fill="url(#wall)"/>
         <rect y="${h * 0.62}" width="${w}" height="${h * 0.38}" fill="url(#floor)"/>
         <rect x="${w * 0.06}" y="${h * 0.12}" width="${w * 0.2}" height="${h * 0.3}" fill="#e2eef0" opacity="0.7"/>
         ${person(0.27, 'a', '#0f766e')}${person(0.5, 'b', '#f8fafc')}${person(0.73, 'a', '#1e3a8a')}`
      : `<rect width="${w / 2}" height="${h}" fill="url(#wall)"/>
         <rect x="${w / 2}" width="${w / 2}" height="${h}" fill="url(#floor)"/>
         <ellipse cx="${w * 0.25}" cy="${h * 0.62}" rx="${w * 0.17}" ry="${h * 0.42}" fill="url(#skin-a)"/>
         <path d="M${w * 0.1} ${h * 0.45} Q${w * 0.25} ${h * 0.34} ${w * 0.4} ${h * 0.45} L${w * 0.4} ${h * 0.3} Q${w * 0.25} ${h * 0.12} ${w * 0.1} ${h * 0.3}Z" fill="#4a3426" opacity="0.55"/>
         <ellipse cx="${w * 0.75}" cy="${h * 0.62}" rx="${w * 0.17}" ry="${h * 0.42}" fill="url(#skin-a)"/>
         <path d="M${w * 0.58} ${h * 0.5} Q${w * 0.75} ${h * 0.2} ${w * 0.92} ${h * 0.5} L${w * 0.92} ${h * 0.3} Q${w * 0.75} ${h * 0.08} ${w * 0.58} ${h * 0.3}Z" fill="#3b2a20"/>
         ${strands(next, 600, w * 0.1, h * 0.2, w * 0.3, h * 0.2, '#3b2a20')}
         ${strands(next, 3000, w * 0.58, h * 0.1, w * 0.34, h * 0.35, '#2a1c14')}
         <rect x="${w / 2 - 4}" width="8" height="${h}" fill="#f8fafc"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs>
      <linearGradient id="wall" x2="0.3" y2="1"><stop offset="0" stop-color="#cfe3e6"/><stop offset="1" stop-color="#eadfcd"/></linearGradient>
      <linearGradient id="floor" x2="0" y2="1"><stop offset="0" stop-color="#8a9aa8"/><stop offset="1" stop-color="#46525e"/></linearGradient>
      <radialGradient id="skin-a" cx="0.45" cy="0.4"><stop offset="0" stop-color="#e8b996"/><stop offset="1" stop-color="#a8724f"/></radialGradient>
      <radialGradient id="skin-b" cx="0.45" cy="0.4"><stop offset="0" stop-color="#d9a27c"/><stop offset="1" stop-color="#8a5a3c"/></radialGradient>
    </defs>${shapes}</svg>`;
}

/** Texture at several scales, from blotches to sensor grain: what keeps a real photo from compressing to nothing. */
async function textureLayers(width: number, height: number, seed: number) {
  const next = random(seed);
  const layers = [];
  for (const [scale, strength] of [
    [160, 40],
    [40, 44],
    [12, 60],
    [5, 70],
    [2, 60],
    [1, 30],
  ] as const) {
    const w = Math.ceil(width / scale);
    const h = Math.ceil(height / scale);
    const noise = Buffer.alloc(w * h);
    for (let i = 0; i < noise.length; i++) noise[i] = 128 + Math.round((next() + next() - 1) * strength);
    const layer =
      scale === 1
        ? noise
        : await sharp(noise, { raw: { width: w, height: h, channels: 1 } })
            .resize(width, height, { kernel: 'cubic' })
            .raw()
            .toBuffer();
    layers.push({ input: layer, raw: { width, height, channels: 1 as const }, blend: 'overlay' as const });
  }
  return layers;
}

/** An IPTC block (By-line) in a Photoshop APP13 segment, inserted after the JPEG's start marker. */
function withIptc(jpeg: Buffer, byline: string): Buffer {
  const text = Buffer.from(byline, 'utf8');
  const dataset = Buffer.concat([Buffer.from([0x1c, 0x02, 0x50, text.length >> 8, text.length & 0xff]), text]);
  const iptc = dataset.length % 2 ? Buffer.concat([dataset, Buffer.from([0])]) : dataset;
  const size = Buffer.alloc(4);
  size.writeUInt32BE(dataset.length);
  const resource = Buffer.concat([Buffer.from('8BIM'), Buffer.from([0x04, 0x04, 0, 0]), size, iptc]);
  const payload = Buffer.concat([Buffer.from('Photoshop 3.0\0', 'latin1'), resource]);
  const header = Buffer.from([0xff, 0xed, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), header, payload, jpeg.subarray(2)]);
}

/** A JPEG as a camera writes it, `width` × `height` as displayed (stored turned when `orientation` says so). */
export async function cameraPhoto(options: CameraPhotoOptions): Promise<Buffer> {
  const { width, height, seed = 1, orientation = 1 } = options;
  const turned = orientation === 6 || orientation === 8;
  const displayed = sharp(Buffer.from(sceneSvg(options)))
    .composite(await textureLayers(width, height, seed))
    .removeAlpha();
  // Store the pixels as the sensor saw them: the inverse of the turn the orientation tag asks a viewer to make.
  const angle = { 1: 0, 3: 180, 6: -90, 8: 90 }[orientation];
  const stored = sharp(await displayed.raw().toBuffer(), { raw: { width, height, channels: 3 } }).rotate(angle);
  const jpeg = await stored
    .jpeg({ quality: 90 })
    .withIccProfile('p3')
    .withMetadata({ orientation })
    .withExif({
      IFD0: {
        Make: CAMERA_SECRETS.make,
        Model: CAMERA_SECRETS.model,
        Artist: CAMERA_SECRETS.artist,
        DateTime: '2026:10:14 09:41:07',
      },
      IFD2: { DateTimeOriginal: '2026:10:14 09:41:07' },
      IFD3: GPS,
    })
    .withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator><rdf:Seq><rdf:li>${CAMERA_SECRETS.xmpCreator}</rdf:li></rdf:Seq></dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`,
    )
    .toBuffer();
  if (turned && (await sharp(jpeg).metadata()).orientation !== orientation) {
    throw new Error('the orientation tag was not written');
  }
  return withIptc(jpeg, CAMERA_SECRETS.iptcByline);
}

export interface SitePhoto extends CameraPhotoOptions {
  /** The file name in src/assets/images. */
  readonly file: string;
}

/** The two photographs the site shows: the team and the before/after. */
export type PhotoSet = Readonly<Record<'team' | 'beforeAfter', SitePhoto>>;

/** At camera sizes (the team 4032 × 3024, the before/after 3840 × 2160): what the audit measures with `--photos`. */
export const SITE_PHOTOS = {
  team: { file: 'team.jpg', width: 4032, height: 3024, scene: 'team', seed: 7 },
  beforeAfter: { file: 'before-after.jpg', width: 3840, height: 2160, scene: 'before-after', seed: 11 },
} as const satisfies PhotoSet;

/**
 * The same photographs, shape and names, at the smallest size that still gets every width the site serves (just over
 * WIDEST_NEEDED): what the tests use. Making and encoding them takes a fraction of the camera sizes' CPU time, and the
 * served files are the same widths and formats, so every behaviour the tests check is the same.
 */
export const TEST_PHOTOS = {
  team: { ...SITE_PHOTOS.team, width: 2000, height: 1500 },
  beforeAfter: { ...SITE_PHOTOS.beforeAfter, width: 2048, height: 1152 },
} as const satisfies PhotoSet;

/**
 * Photographs in the shapes an owner may bring (an iPhone's portrait, a landscape, a square, a panorama), small: the tests
 * that use them read how a slot takes a shape, not the detail of the file.
 */
export const SHAPE_PHOTOS = {
  portrait: { file: 'portrait.jpg', width: 480, height: 640, scene: 'team', seed: 21 },
  landscape: { file: 'landscape.jpg', width: 640, height: 480, scene: 'team', seed: 22 },
  square: { file: 'square.jpg', width: 560, height: 560, scene: 'team', seed: 23 },
  panorama: { file: 'panorama.jpg', width: 960, height: 320, scene: 'team', seed: 24 },
} as const satisfies Record<string, SitePhoto>;

/** Writes a set of photographs into `dir`; returns their paths. */
export async function writeSitePhotos<Set extends Readonly<Record<string, SitePhoto>> = PhotoSet>(
  dir: string,
  photos: Set = SITE_PHOTOS as unknown as Set,
): Promise<Record<keyof Set, string>> {
  await mkdir(dir, { recursive: true });
  const entries = await Promise.all(
    Object.entries(photos).map(async ([name, photo]) => {
      const path = join(dir, photo.file);
      await writeFile(path, await cameraPhoto(photo));
      return [name, path] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<keyof Set, string>;
}
