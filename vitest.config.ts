import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/db/**/*.test.ts'],
    environment: 'node',
    // Component tests opt into a DOM with `// @vitest-environment happy-dom`.
    restoreMocks: true,
    testTimeout: 20_000,
  },
});
