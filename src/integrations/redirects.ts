/**
 * Adds the generated redirect rules to dist/_redirects once the site is built, above the rules
 * of public/_redirects: the blog's, the sign pairings' and the past lunations'. The rules come
 * from the files actually built, so a page only gets a redirect when it exists.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join, relative } from 'node:path';
import type { AstroIntegration } from 'astro';
import { blogRedirectLines } from '../lib/blog/redirects';
import { signPairRedirectLines } from '../lib/sign-pairs/redirects';

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

export function generatedRedirects(): AstroIntegration {
  return {
    name: 'astrelle:redirects',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const blog = blogRedirectLines(await filesUnder(root, join(root, 'blog')));
        const signPairs = signPairRedirectLines(await filesUnder(root, join(root, 'compatibility', 'signs')));
        // The lunation pages' rules arrive as a build file (src/pages/sky-pages-redirects.txt.ts).
        const skyFile = join(root, 'sky-pages-redirects.txt');
        const sky = (await readFile(skyFile, 'utf8').catch(() => '')).split('\n').filter(Boolean);
        await rm(skyFile, { force: true });
        const text = [blog, signPairs, sky].map((lines) => lines.join('\n')).join('\n\n');
        const target = join(root, '_redirects');
        // The generated rules are all fixed paths, so they go above public/_redirects, whose
        // admin rule has a splat: rules below a splat are slower to match, and the CDN's parser
        // says so at every start.
        const existing = await readFile(target, 'utf8').catch(() => '');
        await writeFile(target, existing ? `${text}\n\n${existing}` : `${text}\n`);
        logger.info(
          `_redirects: ${blog.length - 1} blog rules, ${signPairs.length - 1} sign-pair rules, ${Math.max(0, sky.length - 1)} past lunation rules`,
        );
      },
    },
  };
}
