/**
 * Appends the blog's redirect rules to dist/_redirects once the site is built (the admin rule
 * from public/_redirects stays first). The rules come from the files actually built, so a post
 * only gets an old-style redirect when its page exists.
 */
import { appendFile, readdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join, relative } from 'node:path';
import type { AstroIntegration } from 'astro';
import { blogRedirectLines } from '../lib/blog/redirects';

async function filesUnder(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? filesUnder(root, join(dir, entry.name))
        : Promise.resolve([relative(root, join(dir, entry.name))]),
    ),
  );
  return nested.flat().map((path) => path.split('\\').join('/'));
}

export function blogRedirects(): AstroIntegration {
  return {
    name: 'astrelle:blog-redirects',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const built = await filesUnder(root, join(root, 'blog'));
        const lines = blogRedirectLines(built);
        const target = join(root, '_redirects');
        const existing = await readFile(target, 'utf8').catch(() => '');
        if (existing)
          await appendFile(target, `${existing.endsWith('\n') ? '' : '\n'}\n${lines.join('\n')}\n`);
        else await writeFile(target, `${lines.join('\n')}\n`);
        logger.info(`_redirects: ${lines.length - 1} blog rules`);
      },
    },
  };
}
