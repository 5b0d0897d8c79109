// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { securityIntegration } from './src/integrations/security.ts';
import { blogRedirects } from './src/integrations/blog-redirects.ts';
import { blogLastmod, blogLastmodOutDir } from './src/integrations/sitemap-lastmod.ts';

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
    react(),
    mdx(),
    sitemap({
      filter: (page) => !NOT_IN_SITEMAP.some((pattern) => pattern.test(page.replace(/\/+$/, ''))),
      serialize: blogLastmod,
    }),
    blogLastmodOutDir(),
    blogRedirects(),
    // Last, so it sees the final pages: CSP hashes into dist/_headers, and the secret scan.
    securityIntegration(),
  ],
  vite: {
    plugins: [tailwindcss()],
  },
});
