// Encodes a link as a QR code and draws its dark modules as one SVG path (no outside service, no canvas).
import { encode } from 'uqr';

export interface QrCode {
  /** Modules per side, quiet zone included. */
  readonly size: number;
  /** SVG path data: one rectangle per horizontal run of dark modules. */
  readonly path: string;
}

/** Quiet zone of four modules, as ISO/IEC 18004 asks. */
const QUIET_ZONE = 4;

/** The QR code for `text`. Only the build calls it (build/whatsapp-qr.ts), once per build. */
export function qrCode(text: string): QrCode {
  const { data, size } = encode(text, { ecc: 'M', border: QUIET_ZONE });
  let path = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x++;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return { size, path };
}
