// A text the owner can change in edit mode: marked with its content key, so the client can find and store it.
import type { EditableText } from '../content/types.ts';
import { Typeset } from '../lib/typeset.tsx';

interface EditableProps {
  readonly content: EditableText;
  readonly as?: 'span' | 'p' | 'h1' | 'h2' | 'h3';
  readonly className?: string;
}

export function Editable({ content, as: Tag = 'span', className }: EditableProps) {
  return (
    <Tag data-edit-key={content.key} className={className}>
      {/* No-wrap runs for figures and units (src/lib/typeset.tsx): edit mode reads and writes textContent, which they
          leave as it is. */}
      <Typeset text={content.text} />
    </Tag>
  );
}
