import { defineConfig } from 'vitest/config';

export default defineConfig({
  // `@/…` is `src/…` (tsconfig.json paths), as in Astro's build and the functions' bundle.
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/db/**/*.test.ts'],
    environment: 'node',
    // Component tests opt into a DOM with `// @vitest-environment happy-dom`.
    restoreMocks: true,
    // Test files share their worker's module cache (isolate: false): React, the admin and the
    // astrology engine are imported once per worker instead of once per file, which halves the
    // run's CPU time on two cores. So no test may depend on state another file leaves behind:
    // stubbed globals and env values are undone after every test, each file starts on an empty page
    // (tests/unit/setup/fresh-page.ts), and `npx vitest run
    // --sequence.shuffle.files` (files in a random order) is the way to look for a leak.
    isolate: false,
    setupFiles: ['tests/unit/setup/fresh-page.ts'],
    unstubGlobals: true,
    unstubEnvs: true,
    testTimeout: 20_000,
  },
});
