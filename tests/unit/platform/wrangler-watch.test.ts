import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { settleWranglerWatchers } from '../../../scripts/wrangler-watch';

describe('settleWranglerWatchers', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'wrangler-watch-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function write(relative: string, text: string, ageMs = 0): string {
    const file = join(root, '.wrangler', 'tmp', relative);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, text);
    const when = new Date(Date.now() - ageMs);
    utimesSync(file, when, when);
    return file;
  }

  it('rewrites this run’s Functions bundles one newline longer and dates them and their maps a minute back', () => {
    const started = Date.now() - 5_000;
    const bundle = write(
      'pages-abc/functionsWorker-0.123.mjs',
      'export default {};\n//# sourceMappingURL=functionsWorker-0.123.mjs.map',
    );
    const map = write('pages-abc/functionsWorker-0.123.mjs.map', '{}');

    expect(settleWranglerWatchers(root, started)).toEqual([bundle]);

    expect(readFileSync(bundle, 'utf8')).toBe(
      'export default {};\n//# sourceMappingURL=functionsWorker-0.123.mjs.map\n',
    );
    for (const file of [bundle, map]) {
      const age = Date.now() - statSync(file).mtimeMs;
      expect(age).toBeGreaterThan(55_000);
      expect(age).toBeLessThan(65_000);
    }
  });

  it('leaves bundles from earlier runs, other files and other folders alone', () => {
    const started = Date.now() - 5_000;
    const old = write('pages-old/functionsWorker-0.9.mjs', 'old', 60 * 60_000);
    const routes = write('pages-abc/functionsRoutes-0.5.mjs', 'routes');
    const elsewhere = write('bundle-xyz/functionsWorker-0.7.mjs', 'other');

    expect(settleWranglerWatchers(root, started)).toEqual([]);
    expect(readFileSync(old, 'utf8')).toBe('old');
    expect(readFileSync(routes, 'utf8')).toBe('routes');
    expect(readFileSync(elsewhere, 'utf8')).toBe('other');
  });

  it('finds nothing when wrangler has not run here', () => {
    expect(settleWranglerWatchers(root, 0)).toEqual([]);
  });
});
