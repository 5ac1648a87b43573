// Global setup of the browser tests: the production build on workerd (scripts/lib/preview.ts) for every test file.
import type { TestProject } from 'vitest/node';
import { startPreview } from '../../scripts/lib/preview.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  const preview = await startPreview();
  project.provide('baseURL', preview.url);
  return () => preview.stop();
}
