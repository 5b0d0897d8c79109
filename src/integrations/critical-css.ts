import type { AstroIntegration } from 'astro';
import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { criticalCss } from '../lib/build/critical-css';

/**
 * After the build: each page gets the rules its own markup uses inline and loads the shared
 * stylesheet without blocking its first paint (src/lib/build/critical-css.ts, docs/performance.md).
 * Runs before the security integration, which hashes the one small script this adds into the CSP.
 */
export function criticalCssIntegration(): AstroIntegration {
  return {
    name: 'astrelle-critical-css',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        // The Supabase-mode build npm test makes for the admin's browser tests alone (scripts/test.mjs)
        // serves no public page to a test that looks at its styles: the main build checks those.
        if (process.env.ASTRELLE_CRITICAL_CSS === 'off') {
          logger.info('critical CSS left out (ASTRELLE_CRITICAL_CSS=off)');
          return;
        }
        const started = Date.now();
        const distDir = fileURLToPath(dir);
        const inline = criticalCss(distDir);
        const pages = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((path) =>
          path.endsWith('.html'),
        );
        let changed = 0;
        // One page at a time: the processor's stylesheet cache is shared, and the machine is small.
        for (const page of pages) {
          const file = join(distDir, page);
          const html = await readFile(file, 'utf8');
          const result = await inline(html);
          if (result === html) continue;
          await writeFile(file, result);
          changed += 1;
        }
        logger.info(
          `critical CSS inlined in ${changed} of ${pages.length} pages (${Date.now() - started} ms)`,
        );
      },
    },
  };
}
