// Keeps together what a line break would make hard to read: a figure and its unit ("2.299 EUR", "90–95 %", "12–14
// Monaten", "19:00 Uhr", "19 % USt."), a paragraph sign and its number ("§ 5"), a phone number, "E-Mail", "Ab-Preis",
// "vor Ort" and a separating dot with the word before it; an e-mail address may break only after its "@". Applied
// when rendering (each such run in a no-wrap span), so the copy, the owner's facts and his published headlines all stay
// plain text with ordinary spaces, and tests and edit mode read them as written.
import { Fragment, type ReactNode } from 'react';

/** A number as German copy writes it: 2.299, 1,5, 9:00, a range 90–95 or 2-3, or 17+. */
const NUMBER = String.raw`\d+(?:\.\d{3})*(?:[,:]\d+)?(?:\s?[–-]\s?\d+(?:\.\d{3})*(?:[,:]\d+)?)?\+?`;
const UNIT = '(?:%|Prozent|EUR|Euro|Tage|Tagen|Wochen|Monate|Monaten|Jahre|Jahren|Grafts|Uhr|Nächte|Sterne)';

const KEEP_TOGETHER = new RegExp(
  [
    // With the tax it names, where one follows: "19 % USt.", "10 % KDV".
    String.raw`${NUMBER}\s${UNIT}(?:\s(?:USt\.|MwSt\.|KDV)|(?![\p{L}\d]))`,
    String.raw`§\s\d+[a-z]?`,
    // Words with a hyphen that read badly split: "E-Mail", "Ab-Preis" (a compound may still break after them); and
    // "vor Ort", whose short second word otherwise stands alone at the end of a list item.
    'E-Mail|Ab-Preis|vor Ort',
    // A separating dot with the word before it: "(Türkei) ·", so that no line starts with the dot.
    String.raw`[^\s·]+\s·(?=\s)`,
    // An international phone number: + and digits, with spaces and parentheses between them.
    String.raw`\+\d[\d ()/-]*\d`,
    // An e-mail address: captured, to break only after its "@".
    String.raw`([\w.+-]+@)([\w-]+(?:\.[\w-]+)+)`,
  ].join('|'),
  'gu',
);

/** `white-space: nowrap` under a short name of its own (src/site-rules.css): a page holds dozens of these runs. */
const NO_WRAP = 'nw';

/** `text` with every run that must not break in a no-wrap span. */
export function typeset(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(KEEP_TOGETHER)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const [run, local, domain] = match;
    nodes.push(
      local && domain ? (
        <Fragment key={match.index}>
          <span className={NO_WRAP}>{local}</span>
          <wbr />
          <span className={NO_WRAP}>{domain}</span>
        </Fragment>
      ) : (
        <span key={match.index} className={NO_WRAP}>
          {run}
        </span>
      ),
    );
    last = match.index + run.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** A text as `typeset` renders it. */
export function Typeset({ text }: { readonly text: string }) {
  return typeset(text);
}
