// A paragraph of running text: plain, or runs of text and inline links (legal pages, the form's consent line). Shared
// by the server's pages and an island, so it lives with the modules both import.
import type { Paragraph } from '../content/types.ts';

export function TextRuns({ paragraph }: { readonly paragraph: Paragraph }) {
  if (typeof paragraph === 'string') return paragraph;
  return paragraph.map((run) =>
    typeof run === 'string' ? (
      run
    ) : (
      <a key={`${run.href}${run.text}`} href={run.href} className="font-medium text-teal-800 underline break-words">
        {run.text}
      </a>
    ),
  );
}
