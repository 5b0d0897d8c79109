// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { securityIntegration } from './src/integrations/security.ts';
import { criticalCssIntegration } from './src/integrations/critical-css.ts';
import { generatedRedirects } from './src/integrations/redirects.ts';
import { clientDirectives } from './src/integrations/client-directives.ts';
import { blogLastmod, blogLastmodOutDir } from './src/integrations/sitemap-lastmod.ts';
import { siteSettings } from './src/integrations/site-settings.ts';

const site = (process.env.PUBLIC_SITE_URL || 'https://astrelle.app').replace(/\/+$/, '');

/**
 * Pages that must never appear in the sitemap: the admin, the utility pages, and the prebuilt
 * editions of the horoscopes' moving pages, whose canonical address is the moving one
 * (EDITION_PATH in src/lib/horoscope/editions.ts, docs/horoscopes.md).
 */
const NOT_IN_SITEMAP = [
  /\/admin(\/|$)/,
  /\/newsletter\//,
  /\/404$/,
  /\/blog\/404$/,
  /\/horoscope\/[a-z]+\/(today|week|month)\/[\d-]+$/,
  /\/moon-phase-today\/[\d-]+$/,
];

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  build: {
    // "/terms-of-service.html" is served as "/terms-of-service": no redirect hop per link.
    format: 'file',
    inlineStylesheets: 'auto',
  },
  integrations: [
    // First: the admin's saved figures and portal addresses become the build's PUBLIC_ values.
    siteSettings(),
    react(),
    clientDirectives(),
    mdx(),
    sitemap({
      filter: (page) => !NOT_IN_SITEMAP.some((pattern) => pattern.test(page.replace(/\/+$/, ''))),
      serialize: blogLastmod,
    }),
    blogLastmodOutDir(),
    generatedRedirects(),
    // Each page's critical CSS inline, the shared stylesheet loaded without blocking; before the
    // security integration, which hashes the small script this adds (docs/performance.md).
    criticalCssIntegration(),
    // Last, so it sees the final pages: CSP hashes into dist/_headers, and the secret scan.
    securityIntegration(),
  ],
  vite: {
    plugins: [tailwindcss()],
    build: {
      rolldownOptions: {
        onwarn(warning, warn) {
          // Astro marks each MDX module with a "use astro:head-inject" directive, which Astro reads
          // itself before bundling; rolldown only notes that the bundle does not keep it. Harmless,
          // and open upstream (withastro/astro#18087): silenced for exactly that directive.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use astro:head-inject'))
            return;
          warn(warning);
        },
        output: {
          codeSplitting: {
            // The small framework-free helpers every island shares travel as one chunk instead of
            // one file each: fewer requests and less per-file overhead on the phone.
            groups: [
              {
                name: 'island-lib',
                test: /[\\/]src[\\/]lib[\\/](http[\\/]api-client|astrology[\\/]zodiac|toast[\\/]store)\.ts$/,
              },
              // React travels as one chunk for every island, however the islands share it.
              { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            ],
          },
        },
      },
    },
  },
});
