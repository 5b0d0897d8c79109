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
import {
  sampleClaimLines,
  sampleClaimRefusal,
  sampleClaimsIn,
  SAMPLE_MARK_ATTRIBUTE,
  SAMPLES_REFUSED,
  withSampleRecord,
} from '@/lib/build/sample-claims';
import { SAMPLE_CLAIM_ATTRIBUTE } from '@/lib/social-proof/claims';

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
    const production = deploy(['--check', built(withSampleRecord(withBuildRecord(HEADERS, {}), 0))]);
    expect(production).toMatchObject({ status: 0 });
    expect(production.output).toMatch(/is a production build/);
  });

  it('refuses a production build whose pages still show samples as claims, or that never counted them', () => {
    const withSamples = deploy(['--check', built(withSampleRecord(withBuildRecord(HEADERS, {}), 14))]);
    expect(withSamples.status).toBe(1);
    expect(withSamples.output).toContain(SAMPLES_REFUSED);
    const uncounted = deploy(['--check', built(withBuildRecord(HEADERS, {}))]);
    expect(uncounted.status).toBe(1);
    expect(uncounted.output).toMatch(/no count of sample claims/);
  });
});

describe('samples never ship as claims (docs/funnel.md#social-proof)', () => {
  it('finds every sample mark on a page and names the pages that show them', () => {
    expect(SAMPLE_MARK_ATTRIBUTE).toBe(SAMPLE_CLAIM_ATTRIBUTE);
    const page =
      '<p>456 joined <span class="sample-mark" data-sample-claim="offer-joined-today">Sample</span></p>'.concat(
        '<figure data-sample-claim="offer-testimonial"></figure><figure data-sample-claim="offer-testimonial"></figure>',
      );
    expect(sampleClaimsIn(page)).toEqual(['offer-joined-today', 'offer-testimonial', 'offer-testimonial']);
    expect(sampleClaimsIn('<p>456 joined <span class="claim-source">(orders, 6 Dec)</span></p>')).toEqual([]);
    const lines = sampleClaimLines(
      new Map([
        ['/landing-pw', sampleClaimsIn(page)],
        ['/blog', []],
      ]),
    );
    expect(lines).toEqual(['/landing-pw: offer-joined-today, offer-testimonial ×2']);
  });

  it('records the count beside the build record, and refuses any count but zero', () => {
    const headers = withSampleRecord(withBuildRecord(HEADERS, {}), 3);
    expect(headers.split('\n').slice(0, 2)).toEqual([
      '# astrelle-build: admin-local-preview=false',
      '# astrelle-build: sample-claims=3',
    ]);
    expect(withSampleRecord(headers, 0).match(/sample-claims/g)).toHaveLength(1);
    expect(deployRefusal(headers, 'dist')).toBeNull();
    expect(sampleClaimRefusal(headers, 'dist')).toMatch(/^dist shows sample figures/);
    expect(sampleClaimRefusal(withSampleRecord(headers, 0), 'dist')).toBeNull();
    expect(sampleClaimRefusal(HEADERS, 'dist')).toMatch(/no count of sample claims/);
  });
});
