import type { Paragraph } from '../content/types.ts';
export declare function TextRuns({
  paragraph,
}: {
  readonly paragraph: Paragraph;
}): string | (string | import('react').JSX.Element)[];
