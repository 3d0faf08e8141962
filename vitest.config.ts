// Unit, component, server and model-based tests (everything but the Playwright specs in tests/e2e).
import { defineConfig } from 'vitest/config';
import { linguiTransformerPlugins } from './vite.plugins';

export default defineConfig({
  plugins: linguiTransformerPlugins(),
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'magento-emulator/**/*.test.ts',
      'common/**/*.test.ts',
      'tests/model/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
