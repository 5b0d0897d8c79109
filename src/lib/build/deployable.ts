/**
 * Whether a build may reach a host (docs/deploying.md). A build made with the admin's local
 * preview on (`PUBLIC_ADMIN_LOCAL_PREVIEW=true`, what `npm start` and the test build make) carries
 * the browser-only admin and its preview accounts; it is for this machine only. Two guards keep it
 * off a host: a build on the host (or for `npm run deploy`) refuses to start with the flag, and the
 * deploy step refuses a folder whose build record says the preview is in, or that has no record.
 */

export const LOCAL_PREVIEW_FLAG = 'PUBLIC_ADMIN_LOCAL_PREVIEW';

/**
 * The build's record, one comment line in `_headers`: the host reads that file for its header
 * rules and never serves it, so the record travels with the folder without becoming a page.
 */
export const BUILD_RECORD_PREFIX = '# astrelle-build: admin-local-preview=';

export type BuildEnv = Record<string, string | undefined>;

/** The flag exactly as the admin reads it (src/admin/lib/mode.ts): only `true` switches it on. */
export const hasLocalPreview = (env: BuildEnv): boolean => env[LOCAL_PREVIEW_FLAG] === 'true';

/**
 * A build meant for a host: Cloudflare Pages' own build sets `CF_PAGES=1`, and `npm run deploy`
 * sets `ASTRELLE_RELEASE=1` for the build it makes.
 */
export const isReleaseBuild = (env: BuildEnv): boolean =>
  env.CF_PAGES === '1' || env.ASTRELLE_RELEASE === '1';

export const PREVIEW_RELEASE_REFUSED =
  `${LOCAL_PREVIEW_FLAG}=true makes a local preview build (the browser-only admin with its preview ` +
  'accounts), which must never reach a host. Unset it for a production build.';

/** Why this build must not start, or null. */
export function releaseBuildRefusal(env: BuildEnv): string | null {
  return isReleaseBuild(env) && hasLocalPreview(env) ? PREVIEW_RELEASE_REFUSED : null;
}

/** The record line a build writes into `_headers`. */
export const buildRecordLine = (env: BuildEnv): string => `${BUILD_RECORD_PREFIX}${hasLocalPreview(env)}`;

/** `_headers` with the record as its first line (any earlier record replaced). */
export function withBuildRecord(headers: string, env: BuildEnv): string {
  const rest = headers
    .split('\n')
    .filter((line) => !line.startsWith(BUILD_RECORD_PREFIX))
    .join('\n');
  return `${buildRecordLine(env)}\n${rest}`;
}

/** Why a built folder must not be deployed (given its `_headers`, null when missing), or null. */
export function deployRefusal(headers: string | null, folder: string): string | null {
  const record = headers
    ?.split('\n')
    .find((line) => line.startsWith(BUILD_RECORD_PREFIX))
    ?.slice(BUILD_RECORD_PREFIX.length)
    .trim();
  if (record === 'false') return null;
  if (record === 'true')
    return `${folder} is a local preview build (${LOCAL_PREVIEW_FLAG}=true, as npm start makes): it is never deployed. Make a production build with npm run deploy.`;
  return `${folder} has no build record in _headers, so it was not made by this project's build (or is unfinished): rebuild it with npm run deploy.`;
}
