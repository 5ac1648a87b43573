// A short fingerprint of a text, for an address that must change whenever its content does
// (src/components/island-props.ts). FNV-1a over 32 bits: synchronous, so a module can compute it as it loads (Web
// Crypto's digest is asynchronous), and enough to tell one deploy's content from the next.
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
