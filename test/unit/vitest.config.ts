// Unit tests: pure functions and content integrity, in Node. Two projects: the quick files run side by side; the files
// that do CPU-bound work (encoding photos with sharp, Vite builds of a project copy) run after them, one at a time, so
// they never compete with each other or with the quick ones for the two cores (README, "Tests").
import { defineConfig } from 'vitest/config';
import { iconSprite } from '../../build/icon-sprite.ts';
import { pictures } from '../../build/pictures/plugin.ts';
import { whatsappQr } from '../../build/whatsapp-qr.ts';

/** The CPU-bound files: each does seconds of encoding or building. */
export const PIPELINE_FILES = [
  'test/unit/picture-encode.test.ts',
  'test/unit/picture-build.test.ts',
  'test/unit/texts-apply.test.ts',
];

export default defineConfig({
  // Content imports its pictures (`?picture`), so unit tests process them like the build does.
  plugins: [pictures(), iconSprite(), whatsappQr()],
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/unit/**/*.test.{ts,tsx}'], exclude: PIPELINE_FILES },
      },
      {
        extends: true,
        test: {
          name: 'pipeline',
          include: PIPELINE_FILES,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          // The slowest test here takes about 2 s on a quiet machine of this kind and under 5 s with one core busy
          // (README, "Tests"). The limits only stop a hang; no test passes or fails by how busy the machine is.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
