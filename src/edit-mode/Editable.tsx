// A text the owner can change in edit mode: marked with its content key, so the client can find and store it.
import type { EditableText } from '../content/types.ts';

interface EditableProps {
  readonly content: EditableText;
  readonly as?: 'span' | 'p' | 'h1' | 'h2' | 'h3';
  readonly className?: string;
}

export function Editable({ content, as: Tag = 'span', className }: EditableProps) {
  return (
    <Tag data-edit-key={content.key} className={className}>
      {content.text}
    </Tag>
  );
}
