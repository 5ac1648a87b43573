// Vite plugin: `import qr from 'virtual:whatsapp-qr'` gives the contact section the WhatsApp QR code as an immutable
// SVG file. It is drawn once, here at build time, from the same chat link the buttons open (src/content/contact-texts.ts),
// so neither the encoder (uqr) nor the 10 KB of path data travel in the worker or in every page's HTML.
import type { Plugin } from 'vite';
import { whatsappChatHref } from '../src/content/contact-texts.ts';
import { generatedSvg } from './generated-svg.ts';
import { qrCode } from './qr-code.ts';

/** Dark modules on white, one path; crisp edges so that no scaler blurs the modules. */
export function qrSvg(text: string): { svg: string; size: number } {
  const { size, path } = qrCode(text);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#0f172a"/></svg>`;
  return { svg, size };
}

export function whatsappQr(): Plugin {
  return generatedSvg({
    plugin: 'bemedics:whatsapp-qr',
    id: 'virtual:whatsapp-qr',
    stem: 'qr-whatsapp',
    svg: qrSvg(whatsappChatHref).svg,
    exports: (src) => ({ src }),
  });
}
