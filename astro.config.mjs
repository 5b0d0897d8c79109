// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { securityIntegration } from './src/integrations/security.ts';
import { generatedRedirects } from './src/integrations/redirects.ts';
import { afterLoadDirective } from './src/integrations/after-load-directive.ts';
import { blogLastmod, blogLastmodOutDir } from './src/integrations/sitemap-lastmod.ts';
import { siteSettings } from './src/integrations/site-settings.ts';

const site = (process.env.PUBLIC_SITE_URL || 'https://astrelle.app').replace(/\/+$/, '');

/** Pages that must never appear in the sitemap: the admin and the utility pages. */
const NOT_IN_SITEMAP = [/\/admin(\/|$)/, /\/newsletter\//, /\/404$/, /\/blog\/404$/];

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
    afterLoadDirective(),
    mdx(),
    sitemap({
      filter: (page) => !NOT_IN_SITEMAP.some((pattern) => pattern.test(page.replace(/\/+$/, ''))),
      serialize: blogLastmod,
    }),
    blogLastmodOutDir(),
    generatedRedirects(),
    // Last, so it sees the final pages: CSP hashes into dist/_headers, and the secret scan.
    securityIntegration(),
  ],
  vite: {
    plugins: [tailwindcss()],
    build: {
      // A page's own stylesheet under 12 KB (~3 KB gzip: the calculators') goes into its HTML: on a
      // slow phone a second render-blocking request costs a round trip, more than the bytes.
      // The shared site stylesheet stays a cached file; other assets keep Vite's 4 KB rule.
      assetsInlineLimit: (file, content) => (file.endsWith('.css') ? content.length < 12 * 1024 : undefined),
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
