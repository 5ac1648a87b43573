// Unit tests: pure functions and content integrity, in Node. The quick files run side by side; the files that do
// CPU-bound work (encoding photos with sharp, a Vite build of a project copy) run after them, one at a time, so they
// never compete with each other or with the quick ones for the two cores (docs/tests.md).
import { defineConfig } from 'vitest/config';
import { siteDefines, sitePlugins } from '../../build/site-plugins.ts';

/** The CPU-bound files that test the image pipeline: they read no content and no business fact. */
export const PICTURE_FILES = ['test/unit/picture-encode.test.ts', 'test/unit/picture-build.test.ts'];
/** The CPU-bound file that publishes the owner's texts into a copy of the project and builds it. */
export const PUBLISHING_FILES = ['test/unit/texts-apply.test.ts'];
/**
 * The files of the local tools, which read no business fact, only this checkout: a new page built in a copy of it, its
 * dev server, its preview server, the README's layout against its git tree. The live copy (no git, the same tools)
 * leaves them out (scripts/test-live.ts).
 */
export const TOOL_FILES = [
  'test/unit/new-page.test.ts',
  'test/unit/dev-server.test.ts',
  'test/unit/preview-server.test.ts',
  'test/unit/readme-layout.test.ts',
];

/** The slowest test of these takes about 6 s on a quiet machine of this kind; the limits only stop a hang. */
const cpuBound = { fileParallelism: false, testTimeout: 120_000, hookTimeout: 120_000 } as const;

export default defineConfig({
  // Content imports its pictures (`?picture`), so unit tests process them like the build does.
  plugins: sitePlugins(),
  define: siteDefines({ buildId: 'test-build', devServer: false }),
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Vitest's default is one worker fewer than cores: one here.
          maxWorkers: 2,
          // A limit that only stops a hang: the deploy check's tests start Node on a copy of src/site.ts, about a second
          // each on a quiet machine and several on a busy one; Vitest's own 5 s failed them under load.
          testTimeout: 60_000,
          include: ['test/unit/**/*.test.{ts,tsx}'],
          exclude: [...PICTURE_FILES, ...PUBLISHING_FILES, ...TOOL_FILES],
        },
      },
      // After the quick files, one group after the other (the same group order would run them side by side).
      { extends: true, test: { name: 'pictures', include: PICTURE_FILES, sequence: { groupOrder: 1 }, ...cpuBound } },
      {
        extends: true,
        test: { name: 'publishing', include: PUBLISHING_FILES, sequence: { groupOrder: 2 }, ...cpuBound },
      },
      { extends: true, test: { name: 'tools', include: TOOL_FILES, sequence: { groupOrder: 3 }, ...cpuBound } },
    ],
  },
});
