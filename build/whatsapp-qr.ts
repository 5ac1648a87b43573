// Vite plugin: `import qr from 'virtual:whatsapp-qr'` gives the contact section the WhatsApp QR code as an immutable
// SVG file. It is drawn once, here at build time, from the same chat link the buttons open (src/content/contact-texts.ts),
// so neither the encoder (uqr) nor the 10 KB of path data travel in the worker or in every page's HTML.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { whatsappChatHref } from '../src/content/contact-texts.ts';
import { qrCode } from '../src/lib/qr.ts';
import { PICTURE_BASE } from './pictures/encode.ts';

const ID = 'virtual:whatsapp-qr';
const RESOLVED = `\0${ID}`;

/** Dark modules on white, one path; crisp edges so that no scaler blurs the modules. */
export function qrSvg(text: string): { svg: string; size: number } {
  const { size, path } = qrCode(text);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#0f172a"/></svg>`;
  return { svg, size };
}

export function whatsappQr(): Plugin {
  let config: ResolvedConfig;
  const { svg } = qrSvg(whatsappChatHref);
  const name = `qr-whatsapp.${createHash('sha256').update(svg).digest('hex').slice(0, 10)}.svg`;

  return {
    name: 'bemedics:whatsapp-qr',
    configResolved(resolved) {
      config = resolved;
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load: (id) =>
      id === RESOLVED ? `export default ${JSON.stringify({ src: `${PICTURE_BASE}${name}` })};` : undefined,
    async writeBundle() {
      if (config.command !== 'build') return;
      const target = join(
        resolve(config.root, config.environments.client?.build.outDir ?? 'dist/client'),
        PICTURE_BASE,
      );
      await mkdir(target, { recursive: true });
      await writeFile(join(target, name), svg);
    },
    configureServer(server) {
      server.middlewares.use(`${PICTURE_BASE}${name}`, (_request, response) => {
        response.setHeader('content-type', 'image/svg+xml');
        response.end(svg);
      });
    },
  };
}
