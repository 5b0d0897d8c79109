import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  buildRecordLine,
  deployRefusal,
  PREVIEW_RELEASE_REFUSED,
  releaseBuildRefusal,
  withBuildRecord,
} from '@/lib/build/deployable';
import { securityIntegration } from '@/integrations/security';

const root = join(import.meta.dirname, '..', '..', '..');
const HEADERS = '/*\n  X-Frame-Options: DENY\n';

describe('a local preview build never reaches a host', () => {
  it('is refused by a build for a host (Cloudflare Pages, npm run deploy), allowed on this machine', () => {
    const preview = { PUBLIC_ADMIN_LOCAL_PREVIEW: 'true' };
    expect(releaseBuildRefusal({ ...preview, CF_PAGES: '1' })).toBe(PREVIEW_RELEASE_REFUSED);
    expect(releaseBuildRefusal({ ...preview, ASTRELLE_RELEASE: '1' })).toBe(PREVIEW_RELEASE_REFUSED);
    expect(releaseBuildRefusal(preview)).toBeNull(); // npm start, npm test
    expect(releaseBuildRefusal({ CF_PAGES: '1' })).toBeNull();
    expect(releaseBuildRefusal({ CF_PAGES: '1', PUBLIC_ADMIN_LOCAL_PREVIEW: 'false' })).toBeNull();
  });

  it('stops the Astro build itself when the host builds with the flag', () => {
    const hook = securityIntegration().hooks['astro:config:setup'] as (options: object) => void;
    const emptyRoot = mkdtempSync(join(tmpdir(), 'astrelle-build-'));
    const setup = () => hook({ config: { root: pathToFileURL(`${emptyRoot}/`) }, command: 'build' });
    vi.stubEnv('PUBLIC_ADMIN_LOCAL_PREVIEW', 'true');
    vi.stubEnv('CF_PAGES', '1');
    expect(setup).toThrow(PREVIEW_RELEASE_REFUSED);
    vi.stubEnv('CF_PAGES', '');
    expect(setup).not.toThrow();
    rmSync(emptyRoot, { recursive: true });
  });

  it('stops the build too when the flag is set only in a .env file', () => {
    const hook = securityIntegration().hooks['astro:config:setup'] as (options: object) => void;
    const project = mkdtempSync(join(tmpdir(), 'astrelle-build-'));
    writeFileSync(join(project, '.env'), 'PUBLIC_ADMIN_LOCAL_PREVIEW=true\n');
    const setup = () => hook({ config: { root: pathToFileURL(`${project}/`) }, command: 'build' });
    vi.stubEnv('PUBLIC_ADMIN_LOCAL_PREVIEW', undefined);
    vi.stubEnv('ASTRELLE_RELEASE', '1');
    expect(setup).toThrow(PREVIEW_RELEASE_REFUSED);
    vi.stubEnv('ASTRELLE_RELEASE', '');
    expect(setup).not.toThrow();
    rmSync(project, { recursive: true });
  });

  it('records the build in _headers and refuses a preview build, or a folder without a record', () => {
    const production = withBuildRecord(HEADERS, {});
    expect(production.split('\n')[0]).toBe('# astrelle-build: admin-local-preview=false');
    expect(production).toContain('X-Frame-Options: DENY');
    expect(deployRefusal(production, 'dist')).toBeNull();
    const preview = withBuildRecord(production, { PUBLIC_ADMIN_LOCAL_PREVIEW: 'true' });
    expect(preview.match(/astrelle-build/g)).toHaveLength(1);
    expect(deployRefusal(preview, 'dist')).toMatch(/^dist is a local preview build/);
    expect(deployRefusal(HEADERS, 'dist')).toMatch(/no build record/);
    expect(deployRefusal(null, 'dist')).toMatch(/no build record/);
  });
});

describe('scripts/deploy.mjs', () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));
  const built = (headers: string | null) => {
    const folder = mkdtempSync(join(tmpdir(), 'astrelle-dist-'));
    folders.push(folder);
    if (headers !== null) writeFileSync(join(folder, '_headers'), headers);
    return folder;
  };
  const deploy = (args: string[], env: Record<string, string> = {}) => {
    const run = spawnSync(process.execPath, ['scripts/deploy.mjs', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      timeout: 15_000,
    });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  };

  it('refuses at once, before building, when the local preview flag is set', () => {
    const run = deploy([], { PUBLIC_ADMIN_LOCAL_PREVIEW: 'true' });
    expect(run.status).toBe(1);
    expect(run.output).toContain(`Not deployed: ${PREVIEW_RELEASE_REFUSED}`);
    expect(run.output).not.toMatch(/astro|building/i);
  });

  it('checks a built folder: a preview build and an unrecorded one are refused, a production build passes', () => {
    const preview = deploy([
      '--check',
      built(`${buildRecordLine({ PUBLIC_ADMIN_LOCAL_PREVIEW: 'true' })}\n`),
    ]);
    expect(preview.status).toBe(1);
    expect(preview.output).toMatch(/is a local preview build/);
    expect(deploy(['--check', built(null)]).status).toBe(1);
    const production = deploy(['--check', built(withBuildRecord(HEADERS, {}))]);
    expect(production).toMatchObject({ status: 0 });
    expect(production.output).toMatch(/is a production build/);
  });
});
