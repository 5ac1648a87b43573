// The image pipeline on real files through sharp: what the build serves, read back.
import { readFileSync } from 'node:fs';
import sharp, { type Sharp } from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { cachedPicture, cacheKey } from '../../build/pictures/cache.ts';
import { type EncodedPicture, encodePicture } from '../../build/pictures/encode.ts';
import { PictureError } from '../../build/pictures/served.ts';
import { CAMERA_SECRETS, cameraPhoto } from '../../scripts/lib/camera-photos.ts';
import type { RasterPicture } from '../../src/lib/pictures.ts';
import { testTempDir } from './temp-dir.ts';

// The smallest photos that still prove each behaviour (encoding costs CPU time in proportion to the pixels written):
// three widths for the choice of widths, and one width for orientation, colour, damage and the cache.
const SIZE = { width: 600, height: 450, scene: 'team', seed: 3 } as const;
const SMALL = { ...SIZE, width: 240, height: 180 } as const;

const raster = (encoded: EncodedPicture) => encoded.picture as RasterPicture;

describe('a camera photo with every kind of metadata', () => {
  let original: Buffer;
  let encoded: EncodedPicture;
  beforeAll(async () => {
    original = await cameraPhoto(SIZE);
    encoded = await encodePicture('src/assets/images/team.jpg', original);
  });

  it('really carries EXIF with GPS, XMP, IPTC and a colour profile before the build (so this test can fail)', async () => {
    const metadata = await sharp(original).metadata();
    expect(metadata.exif).toBeDefined();
    expect(metadata.xmp).toBeDefined();
    expect(metadata.iptc).toBeDefined();
    expect(metadata.icc).toBeDefined();
    const bytes = original.toString('latin1');
    for (const secret of Object.values(CAMERA_SECRETS)) expect(bytes).toContain(secret);
  });

  it('becomes AVIF, WebP and JPEG at every width up to its own', () => {
    const picture = raster(encoded);
    const widths = [360, 540, 600];
    expect(picture.avif.map((v) => v.width)).toEqual(widths);
    expect(picture.webp.map((v) => v.width)).toEqual(widths);
    expect(picture.jpeg.map((v) => v.width)).toEqual(widths);
    expect(encoded.files.size).toBe(widths.length * 3);
    expect([picture.width, picture.height]).toEqual([600, 450]);
  });

  it('loses every metadata block in every file the site serves', async () => {
    for (const [name, data] of encoded.files) {
      const metadata = await sharp(data).metadata();
      expect({ name, exif: metadata.exif, xmp: metadata.xmp, iptc: metadata.iptc, icc: metadata.icc }).toEqual({
        name,
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        icc: undefined,
      });
      expect(metadata.space).toBe('srgb');
      const bytes = data.toString('latin1');
      for (const secret of Object.values(CAMERA_SECRETS)) expect(bytes, `${name}: ${secret}`).not.toContain(secret);
    }
  });

  it('names each file by its content and width, in the format it holds', async () => {
    for (const variant of raster(encoded).avif) {
      expect(variant.src).toMatch(new RegExp(`^/assets/images/team-${variant.width}w-[0-9a-f]{10}\\.avif$`));
      const data = encoded.files.get(variant.src.split('/').pop() ?? '') as Buffer;
      const metadata = await sharp(data).metadata();
      expect(metadata.format).toBe('heif');
      expect(metadata.width).toBe(variant.width);
    }
    for (const variant of raster(encoded).jpeg) expect(variant.src).toMatch(/\.jpg$/);
  });

  it('gives all files of a photograph one hash, and other pixels another', async () => {
    const hashOf = (name: string) => /-([0-9a-f]{10})\.\w+$/.exec(name)?.[1];
    const hashes = new Set([...encoded.files.keys()].map(hashOf));
    expect(hashes.size).toBe(1);
    expect(new Set(encoded.files.keys()).size).toBe(encoded.files.size);
    const small = await encodePicture('src/assets/images/team.jpg', await cameraPhoto(SMALL));
    const other = await encodePicture('src/assets/images/team.jpg', await cameraPhoto({ ...SMALL, seed: 4 }));
    const only = (picture: EncodedPicture) => new Set([...picture.files.keys()].map(hashOf));
    expect(only(small).size).toBe(1);
    expect([...only(other)]).not.toEqual([...only(small)]);
  });

  it('warns that a small original stays as it is', () => {
    expect(encoded.warnings).toEqual([expect.stringContaining('nur 600 px breit')]);
  });

  it('stands in with the photo’s own colours, light wall above the dark floor', () => {
    const [top, , bottom] = raster(encoded).placeholder;
    const brightness = (hex: string) => Number.parseInt(hex.slice(1, 3), 16) + Number.parseInt(hex.slice(3, 5), 16);
    expect(top).toMatch(/^#[0-9a-f]{6}$/);
    expect(brightness(top)).toBeGreaterThan(brightness(bottom) + 60);
  });
});

describe('orientation and colour', () => {
  it('turns a photo upright as its EXIF orientation says', async () => {
    const upright = await encodePicture('upright.jpg', await cameraPhoto(SMALL));
    const turned = await cameraPhoto({ ...SMALL, orientation: 6 });
    expect((await sharp(turned).metadata()).width).toBe(SMALL.height); // stored on its side
    const encoded = await encodePicture('turned.jpg', turned);
    const picture = raster(encoded);
    expect([picture.width, picture.height]).toEqual([SMALL.width, SMALL.height]);
    const largest = encoded.files.get(picture.webp.at(-1)?.src.split('/').pop() ?? '') as Buffer;
    expect((await sharp(largest).metadata()).height).toBe(SMALL.height);
    // Upright, the top third is the wall and the bottom the floor, as in the photo that needed no turn.
    const channels = (colours: readonly string[]) =>
      colours.flatMap((hex) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)));
    const expected = channels(raster(upright).placeholder);
    channels(picture.placeholder).forEach((value, index) => {
      expect(Math.abs(value - (expected[index] ?? 0))).toBeLessThanOrEqual(3); // JPEG rounding, not a turn
    });
  });

  it('converts a Display P3 photo into sRGB instead of copying its numbers', async () => {
    // sRGB (200, 60, 60), written as Display P3: the file holds other numbers and the profile that explains them.
    const p3 = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 60, b: 60 } } })
      .withIccProfile('p3')
      .jpeg({ quality: 95 })
      .toBuffer();
    const mean = async (image: Sharp) => (await image.stats()).channels.map((c) => Math.round(c.mean));
    const [r = 0, g = 0] = await mean(sharp(p3, { ignoreIcc: true }));
    expect(r).toBeLessThan(190); // so a copy of the numbers would show
    expect(g).toBeGreaterThan(66);

    const encoded = await encodePicture('p3.jpg', p3);
    const data = encoded.files.get(raster(encoded).jpeg[0]?.src.split('/').pop() ?? '') as Buffer;
    const [outR = 0, outG = 0, outB = 0] = await mean(sharp(data, { ignoreIcc: true }));
    expect(Math.abs(outR - 200)).toBeLessThanOrEqual(4);
    expect(Math.abs(outG - 60)).toBeLessThanOrEqual(4);
    expect(Math.abs(outB - 60)).toBeLessThanOrEqual(4);
  });

  it('puts a transparent PNG on white for the JPEG fallback and keeps it transparent in WebP', async () => {
    const png = await sharp({
      create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const encoded = await encodePicture('logo.png', png);
    const file = (src = '') => encoded.files.get(src.split('/').pop() ?? '') as Buffer;
    const jpeg = await sharp(file(raster(encoded).jpeg[0]?.src)).stats();
    expect(jpeg.channels.map((channel) => Math.round(channel.mean))).toEqual([255, 255, 255]);
    expect((await sharp(file(raster(encoded).webp[0]?.src)).metadata()).hasAlpha).toBe(true);
  });
});

describe('SVG illustrations', () => {
  it('pass through optimised, with the size from the file', async () => {
    const source = readFileSync('src/assets/images/logo.svg');
    const encoded = await encodePicture('src/assets/images/logo.svg', source);
    expect(encoded.picture).toMatchObject({ kind: 'vector', file: 'logo.svg', width: 180, height: 40 });
    const [[name, data]] = [...encoded.files] as [[string, Buffer]];
    expect(name).toMatch(/^logo-[0-9a-f]{10}\.svg$/);
    expect(data.length).toBeLessThanOrEqual(source.length);
    expect(data.toString()).toMatch(/^<svg[^>]*viewBox="0 0 180 40"/);
    const rendered = await sharp(data).metadata();
    expect([rendered.width, rendered.height]).toEqual([180, 40]);
  });
});

describe('bad input', () => {
  it('refuses a damaged JPEG and names it', async () => {
    const photo = await cameraPhoto(SMALL);
    const truncated = photo.subarray(0, Math.floor(photo.length / 2));
    await expect(encodePicture('src/assets/images/team.jpg', truncated)).rejects.toThrow(
      /^Bild src\/assets\/images\/team\.jpg lässt sich nicht lesen/,
    );
  });

  it('refuses bytes that are no picture at all', async () => {
    const error = await encodePicture('vorher.png', Buffer.from('kein Bild')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PictureError);
    expect((error as Error).message).toContain('vorher.png');
  });

  it('refuses a format the site cannot serve, and says which ones it can', async () => {
    await expect(encodePicture('team.gif', Buffer.from('GIF89a'))).rejects.toThrow(
      'Bild team.gif: Dateiendung .gif wird nicht unterstützt. Erlaubt sind .jpg, .jpeg, .png, .webp, .avif, .svg.',
    );
  });

  it('refuses an SVG that is not one', async () => {
    await expect(encodePicture('team.svg', Buffer.from('<html>'))).rejects.toThrow(
      /^Bild team\.svg ist kein lesbares SVG/,
    );
  });
});

describe('the cache', () => {
  it('encodes once and then reads the same picture from disk, keyed by content and name', async () => {
    const dir = testTempDir('pictures-cache-');
    const photo = await cameraPhoto(SMALL);
    const first = await cachedPicture('src/assets/images/a.jpg', photo, dir);
    const again = await cachedPicture('test/elsewhere/a.jpg', photo, dir);
    expect([first.hit, again.hit]).toEqual([false, true]);
    expect(again.picture).toEqual(first.picture);
    expect(again.files).toEqual(first.files);
    expect(again.warnings).toEqual(first.warnings);

    const changed = await cachedPicture('src/assets/images/a.jpg', await cameraPhoto({ ...SMALL, seed: 4 }), dir);
    expect(changed.hit).toBe(false);
    expect(cacheKey('a.jpg', photo)).not.toBe(cacheKey('b.jpg', photo));
  });
});
