// ESLint flat config: TypeScript everywhere, React hooks and accessibility in the islands and the
// admin, Astro's own rules (with its accessibility set) in .astro files. Prettier owns formatting.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import astro from 'eslint-plugin-astro';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-supabase/',
      '.astro/',
      '.wrangler/',
      '.reports/',
      'test-results/',
      'playwright-report/',
      'node_modules/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // An unused argument or caught error named with a leading underscore is deliberate.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // React lives in the islands, the admin and the components, and in the component tests:
    // src/lib and src/config may not import it (.dependency-cruiser.cjs, lib-stays-below-the-ui),
    // functions/, scripts and the browser tests never do. The hooks rules run the React Compiler's
    // analysis over each file they see, which over the whole repository was half of the lint's time.
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.tsx'],
    ignores: ['src/lib/**', 'src/config/**'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['tests/e2e/**'],
    rules: {
      // A test waits for a condition or steps a fake clock (page.clock), never for real time:
      // a sleep is too short on a busy machine and too long everywhere else.
      'no-restricted-properties': [
        'error',
        { property: 'waitForTimeout', message: 'Wait for a condition, or step page.clock, instead.' },
      ],
    },
  },
  ...astro.configs.recommended,
  // Registers the jsx-a11y plugin for every file and applies its rules to .astro templates…
  ...astro.configs['jsx-a11y-recommended'],
  // …so the React files take the same recommended rules without registering the plugin twice.
  {
    files: ['**/*.tsx'],
    languageOptions: jsxA11y.flatConfigs.recommended.languageOptions,
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    rules: {
      // Tailwind's reset removes list bullets, and Safari's VoiceOver then stops announcing a
      // list: role="list" on our bullet-less <ul>/<ol> is deliberate, not redundant.
      'astro/jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
    },
  },
);
