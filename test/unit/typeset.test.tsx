// What the pages keep on one line (src/lib/typeset.tsx): each figure with its unit, a paragraph and its number, a
// phone number, "E-Mail" and "Ab-Preis"; an e-mail address breaks only after its "@". The browser checks the rendered pages at
// every width (test/browser/widths.test.ts); here, which runs are kept together and that the text stays as written.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Typeset } from '../../src/lib/typeset.tsx';

const html = (text: string) => renderToStaticMarkup(<Typeset text={text} />);
const kept = (text: string) => [...html(text).matchAll(/<span class="nw">([^<]*)<\/span>/g)].map((match) => match[1]);

describe('typeset', () => {
  it.each([
    ['Komplettpaket in Istanbul ab 2.299 EUR und in Willich ab 2.990 EUR', ['2.299 EUR', '2.990 EUR']],
    ['Anwuchsrate 90–95 % garantiert*', ['90–95 %']],
    ['mindestens 90 Prozent der Grafts', ['90 Prozent']],
    ['nach 10–12 Tagen, nach 2–3 Wochen, nach 12–14 Monaten', ['10–12 Tagen', '2–3 Wochen', '12–14 Monaten']],
    ['Mo–Fr 9:00–19:00 Uhr', ['9:00–19:00 Uhr']],
    ['bis zu 3.000 Grafts, 17+ Jahre', ['3.000 Grafts', '17+ Jahre']],
    ['nach § 5 Abs. 4 und § 651h', ['§ 5', '§ 651h']],
    ['Rufen Sie an: +49 (0) 2154 812340.', ['+49 (0) 2154 812340']],
    ['per E-Mail oder im E-Mail-Programm', ['E-Mail', 'E-Mail']],
    ['ab 40 EUR, nicht im Ab-Preis', ['40 EUR', 'Ab-Preis']],
    ['inklusive 19 % USt. und 10 % KDV, 20 % Rabatt', ['19 % USt.', '10 % KDV', '20 %']],
    ['Ausgaben vor Ort', ['vor Ort']],
    ['Fachärztin für Dermatologie (Türkei) · Haartransplantationen seit 2009', ['(Türkei) ·']],
  ])('keeps together what belongs together in %j', (text, runs) => {
    expect(kept(text)).toEqual(runs);
  });

  it('leaves a number that is no figure with a unit alone: "3 Schritte", "Abschnitt 13"', () => {
    expect(kept('In 3 Schritten, siehe Abschnitt 13.')).toEqual([]);
  });

  it('lets an e-mail address break after its "@" and nowhere else', () => {
    expect(html('an kontakt@bemedics.example schreiben')).toBe(
      'an <span class="nw">kontakt@</span><wbr/><span class="nw">bemedics.example</span> schreiben',
    );
  });

  it('changes no character: the text reads as written', () => {
    const text = 'Ab 2.299 EUR, 90–95 %, § 5, +49 2154 812 340, kontakt@bemedics.example, E-Mail.';
    expect(html(text).replace(/<[^>]+>/g, '')).toBe(text);
  });
});
