import { describe, expect, it } from 'vitest';
import { agb } from '../../src/content/legal/agb.ts';
import { datenschutz } from '../../src/content/legal/datenschutz.ts';
import { impressum } from '../../src/content/legal/impressum.ts';
import { operator } from '../../src/site.ts';
import { get, text } from './fetch.ts';

const pages = [
  ['/impressum', impressum],
  ['/datenschutz', datenschutz],
  ['/agb', agb],
] as const;

describe.each(pages)('%s', (path, legal) => {
  it('shows its heading, every section and the date', async () => {
    const { document } = await get(path);
    expect(text(document.querySelector('h1'))).toBe(legal.heading);
    expect([...document.querySelectorAll('main section h2')].map(text)).toEqual(
      legal.sections.map((section) => section.heading),
    );
    expect(text(document.querySelector('main'))).toContain(legal.asOf);
  });

  it(`${legal.contents ? 'opens with a table of contents that leads to every section' : 'has no table of contents'}`, async () => {
    const { document } = await get(path);
    const links = [...document.querySelectorAll('main nav[aria-labelledby="inhaltsverzeichnis"] a')];
    if (!legal.contents) {
      expect(links).toEqual([]);
      return;
    }
    expect(links.map(text)).toEqual(legal.sections.map((section) => section.heading));
    const sections = [...document.querySelectorAll('main section[id]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(sections.map((section) => `#${section.id}`));
    expect(new Set(sections.map((section) => section.id)).size).toBe(sections.length);
  });

  it("has a 'Zurück zur Startseite' button to the home page", async () => {
    const { document } = await get(path);
    const back = [...document.querySelectorAll('main a')].filter((link) => text(link) === 'Zurück zur Startseite');
    expect(back.length).toBeGreaterThanOrEqual(1);
    for (const link of back) expect(link.getAttribute('href')).toBe('/');
  });

  it('keeps the footer with the legal links', async () => {
    const { document } = await get(path);
    const links = [...document.querySelectorAll('footer a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(['/impressum', '/datenschutz', '/agb']));
  });
});

describe('Impressum', () => {
  it('names the operator with the facts of site.ts and the dispute-resolution statement', async () => {
    const content = text((await get('/impressum')).document.querySelector('main'));
    for (const fact of [
      operator.companyName,
      operator.representatives,
      operator.tradeRegister,
      operator.contentResponsible,
    ]) {
      expect(content).toContain(fact);
    }
    expect(content).toMatch(/Verbraucherschlichtungsstelle/);
    expect(content).toMatch(/weder bereit noch verpflichtet/);
    expect(content).not.toMatch(/TMG/);
    expect(content).not.toMatch(/ec\.europa\.eu\/consumers\/odr/);
  });
});

describe('Datenschutzerklärung', () => {
  it('covers hosting, logs, contact channels, local storage and the authority', async () => {
    const content = text((await get('/datenschutz')).document.querySelector('main'));
    for (const phrase of [
      'Cloudflare',
      'nach 7 Tagen',
      'WhatsApp',
      'Instagram',
      'Art. 6 Abs. 1',
      'Art. 77',
      'Landesbeauftragte für Datenschutz',
    ]) {
      expect(content).toContain(phrase);
    }
    expect(content).toMatch(/Local Storage|lokalen Speicher/);
  });
});

describe('AGB', () => {
  it('states the business constants of the spec', async () => {
    const content = text((await get('/agb')).document.querySelector('main'));
    expect(content).toMatch(/30 (%|Prozent)/);
    expect(content).toMatch(/14 Tagen/);
    expect(content).toMatch(/in bar oder per Karte|bar oder mit Karte/);
    expect(content).toContain('750 EUR');
    expect(content).toMatch(/Bart-, Wimpern-, Augenbrauen- und Haartransplantation/);
    expect(content).toContain('100 EUR pro Person');
    expect(content).toMatch(/15 Tage/);
  });
});
