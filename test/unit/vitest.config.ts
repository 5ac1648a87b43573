// Unit tests: pure functions and content integrity, in Node.
import { defineConfig } from 'vitest/config';
import { iconSprite } from '../../build/icon-sprite.ts';
import { pictures } from '../../build/pictures/plugin.ts';
import { whatsappQr } from '../../build/whatsapp-qr.ts';

export default defineConfig({
  // Content imports its pictures (`?picture`), so unit tests process them like the build does.
  plugins: [pictures(), iconSprite(), whatsappQr()],
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // The picture tests encode real photos with sharp; on a busy two-core machine that can take seconds.
    testTimeout: 30_000,
  },
});
