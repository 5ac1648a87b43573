// Both ways of giving the landing page its stylesheet (build/client-assets.ts, the `CSS_DELIVERY` switch the audit
// measures): the hashed file, or the first screen's rules inline with the file loaded beside them.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { CLIENT_ENTRY, FIRST_SCREEN_ENTRY, readClientAssets, STYLES_ENTRY } from '../../build/client-assets.ts';
import { consentAskScript, scriptJson, stylesheetLoaderScript } from '../../src/lib/inline-scripts.ts';

function clientBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'client-assets-'));
  mkdirSync(join(dir, '.vite'), { recursive: true });
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'assets/first-screen-a.css'), 'h1{color:red}');
  writeFileSync(
    join(dir, '.vite/manifest.json'),
    JSON.stringify({
      [CLIENT_ENTRY]: { file: 'assets/main-a.js' },
      [STYLES_ENTRY]: { file: 'assets/styles-a.css' },
      [FIRST_SCREEN_ENTRY]: { file: 'assets/first-screen-a.css' },
    }),
  );
  return dir;
}

it('links the hashed stylesheet, by default', () => {
  const dir = clientBuild();
  expect(readClientAssets(join(dir, '.vite/manifest.json'), dir)).toEqual({
    script: '/assets/main-a.js',
    styles: ['/assets/styles-a.css'],
  });
});

it('inlines the first screen’s rules and loads the file beside them, when built that way', () => {
  const dir = clientBuild();
  const assets = readClientAssets(join(dir, '.vite/manifest.json'), dir, 'first-screen');
  expect(assets).toEqual({
    script: '/assets/main-a.js',
    styles: ['/assets/styles-a.css'],
    firstScreenCss: 'h1{color:red}',
  });
  // The page's own script adds the link, so the stylesheet does not hold up the first paint.
  expect(stylesheetLoaderScript('/assets/styles-a.css')).toContain(`l.href="/assets/styles-a.css"`);
});

it('refuses a build that lacks one of its entries, and names them', () => {
  const dir = clientBuild();
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify({ [CLIENT_ENTRY]: { file: 'assets/main-a.js' } }));
  expect(() => readClientAssets(join(dir, '.vite/manifest.json'), dir)).toThrow(STYLES_ENTRY);
});

it('keeps the consent script one script element, whatever the labels hold, and still matches the stored answer', () => {
  const version = '1|AW-1|whatsapp=</script><script>alert(1)//';
  const script = consentAskScript('bemedics:einwilligung', version);
  expect(script).not.toContain('</');
  const asks = (stored: string | null) => {
    const attributes = new Set<string>();
    const run = new Function('localStorage', 'document', script);
    run({ getItem: () => stored }, { documentElement: { setAttribute: (name: string) => attributes.add(name) } });
    return attributes.has('data-consent-ask');
  };
  expect(asks(JSON.stringify({ version, granted: true }))).toBe(false);
  expect(asks(JSON.stringify({ version: 'other', granted: true }))).toBe(true);
  expect(asks(null)).toBe(true);
});

it('writes structured data (a FAQ answer of the owner) so that it cannot end its script element, and reads back the same', () => {
  const data = { '@type': 'Answer', text: 'Ja </script><script>alert(1)</script> <!-- nein' };
  const json = scriptJson(data);
  expect(json).not.toMatch(/<\/|<!--/);
  expect(JSON.parse(json)).toEqual(data);
});
