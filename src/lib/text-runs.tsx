// A paragraph of running text: plain, or runs of text and inline links (legal pages, the form's consent line). Shared
// by the server's pages and an island, so it lives with the modules both import; the pages pass `typeset`
// (src/lib/typeset.tsx), which the island's bundle does without (its consent line has no figures).
import { Fragment, type ReactNode } from 'react';
import type { Paragraph } from '../content/types.ts';

interface TextRunsProps {
  readonly paragraph: Paragraph;
  /** How a run of text is set; plain by default. */
  readonly typeset?: (text: string) => ReactNode;
}

const plain = (text: string): ReactNode => text;

export function TextRuns({ paragraph, typeset = plain }: TextRunsProps) {
  if (typeof paragraph === 'string') return typeset(paragraph);
  return paragraph.map((run, index) =>
    typeof run === 'string' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the runs of a paragraph are static and never reorder
      <Fragment key={index}>{typeset(run)}</Fragment>
    ) : (
      <a key={`${run.href}${run.text}`} href={run.href} className="font-medium text-teal-800 underline break-words">
        {typeset(run.text)}
      </a>
    ),
  );
}
