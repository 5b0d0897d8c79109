// The layers of src/ (docs/code-layout.md, "Layers"), checked by dependency-cruiser in
// `npm run lint`. Arrows point down only:
//   pages, layouts → islands, admin, components → lib → config
// with functions/ beside the pages (it may use lib and config). A rule here names what may not be
// imported; every finding is an error.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment:
        'Modules that import each other, directly or around a loop, cannot be understood or moved one at a time: ' +
        'move what both need (a type, a constant) down to the module or layer below them.',
      severity: 'error',
      from: { path: '^(src|functions)/' },
      to: { circular: true },
    },
    {
      name: 'lib-stays-below-the-ui',
      comment:
        'src/lib is plain TypeScript: it never imports islands, the admin, components, layouts or pages ' +
        '(or Astro and React themselves); the UI imports lib, not the other way round.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: {
        path: [
          '^src/(islands|admin|components|layouts|pages)/',
          '\\.(astro|tsx)$',
          '(^|/)node_modules/(react|react-dom|@nanostores/react|astro)/',
        ],
      },
    },
    {
      name: 'config-is-the-bottom-layer',
      comment:
        'src/config holds the settings and tables everything else reads; it imports nothing from src/ ' +
        'but other config, so reading a setting never pulls in the code that uses it.',
      severity: 'error',
      from: { path: '^src/config/' },
      to: { path: '^src/', pathNot: '^src/config/' },
    },
    {
      name: 'no-reaching-up-from-functions-to-ui',
      comment:
        'functions/ run on the server: they use src/lib and src/config, never UI code. A page function ' +
        '(outside functions/api/) that draws part of its page may render the shared components, as a ' +
        'page does (functions/birth-chart.ts, docs/code-layout.md).',
      severity: 'error',
      from: { path: '^functions/' },
      to: {
        path: '^src/(islands|admin|components|layouts|pages)/',
        pathNot: '^src/components/chart/',
      },
    },
    {
      name: 'api-functions-draw-no-ui',
      comment: 'functions/api/ answer data (JSON, files), never HTML drawn from components.',
      severity: 'error',
      from: { path: '^functions/api/' },
      to: { path: '^src/components/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|dist-supabase|\\.astro)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    // Type-only imports count too: a type that points upward is still an arrow upward.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json', '.astro'],
    },
    extraExtensionsToScan: ['.astro'],
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
