// What the worker needs of a page: its `<html>` shell and the component of its body (src/render.tsx renders the one
// inside the other).
import type { FunctionComponent } from 'react';
import type { DocumentShell } from '../components/Document.tsx';

export interface Screen {
  readonly shell: DocumentShell;
  readonly Body: FunctionComponent;
}
