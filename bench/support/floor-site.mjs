// The floor for bench:lighthouse: a one-page static Astro site (a heading and two paragraphs, no
// CSS file, no JavaScript, no font), built here with the project's own Astro and served by the
// same server as the site. Measured in the same run as our pages, it tells what the host and
// Lighthouse's model allow at best, so a page's ratio to it holds on a busy host
// (docs/performance.md).
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';

const PAGE = `---
const title = 'The floor';
---

<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>{title}</title>
    <meta name="description" content="A one-page static Astro site: what a page can do at best here." />
  </head>
  <body>
    <main>
      <h1>{title}</h1>
      <p>
        One page of static HTML with nothing else to load: no stylesheet, no script, no font and no
        image. Its figures are the best a page can score on this host in the same run.
      </p>
      <p>Each page of the site is measured side by side with it, and compared by ratio.</p>
    </main>
  </body>
</html>
`;

const CONFIG = `export default { output: 'static' };\n`;

/**
 * Builds the floor site (once per page source and Astro version; the result is cached under
 * node_modules/.cache, where the project's Astro resolves) and returns its build folder.
 */
export async function buildFloorSite() {
  // Inside node_modules so that the site's imports resolve to the project's own Astro.
  const root = resolve('node_modules/.cache/astrelle-bench-floor');
  const astroVersion = JSON.parse(readFileSync('node_modules/astro/package.json', 'utf8')).version;
  const key = createHash('sha256').update(PAGE).update(CONFIG).update(astroVersion).digest('hex');
  const dist = join(root, 'dist');
  const stamp = join(root, 'built-from');
  if (existsSync(join(dist, 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === key)
    return dist;
  rmSync(root, { recursive: true, force: true });
  mkdirSync(join(root, 'src', 'pages'), { recursive: true });
  writeFileSync(join(root, 'astro.config.mjs'), CONFIG);
  writeFileSync(join(root, 'src', 'pages', 'index.astro'), PAGE);
  const { build } = await import('astro');
  await build({ root, logLevel: 'error' });
  writeFileSync(stamp, key);
  return dist;
}
