// `npm run deploy`: make a production build, check it, and publish it with its functions on
// Cloudflare Pages (docs/deploying.md).
//
//   npm run deploy [-- OPTIONS]        OPTIONS go to `wrangler pages deploy` (e.g. --branch main)
//   npm run deploy -- --check [DIR]    only check a built folder (dist by default); exit 1 if refused
//
// A local preview build (PUBLIC_ADMIN_LOCAL_PREVIEW=true, what `npm start` makes) is refused at
// every step: here before building, by the build itself (ASTRELLE_RELEASE=1), and by the check of
// the finished folder's build record, so it can never reach a host. So is a build whose pages still
// show sample figures or quotes as claims (src/lib/build/sample-claims.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deployRefusal, hasLocalPreview, PREVIEW_RELEASE_REFUSED } from '../src/lib/build/deployable.ts';
import { sampleClaimRefusal } from '../src/lib/build/sample-claims.ts';

/** Stops with the reason, as every refusal here does. */
function refuse(reason) {
  console.error(`Not deployed: ${reason}`);
  process.exit(1);
}

/** The refusal for a built folder, or null when it may be deployed. */
function checkFolder(folder) {
  const file = join(folder, '_headers');
  const headers = existsSync(file) ? readFileSync(file, 'utf8') : null;
  return deployRefusal(headers, folder) ?? sampleClaimRefusal(headers, folder);
}

const args = process.argv.slice(2);
if (args[0] === '--check') {
  const folder = args[1] ?? 'dist';
  const refusal = checkFolder(folder);
  if (refusal) refuse(refusal);
  console.log(`${folder} is a production build: it may be deployed.`);
  process.exit(0);
}

if (hasLocalPreview(process.env)) refuse(PREVIEW_RELEASE_REFUSED);

const env = { ...process.env, ASTRELLE_RELEASE: '1', ASTRO_TELEMETRY_DISABLED: '1' };
const build = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit', env });
if (build.status !== 0) refuse('the production build failed (see above).');

const refusal = checkFolder('dist');
if (refusal) refuse(refusal);

// wrangler.toml names the output folder (pages_build_output_dir); functions/ is compiled on upload.
const deploy = spawnSync('npx', ['wrangler', 'pages', 'deploy', 'dist', ...args], { stdio: 'inherit', env });
process.exit(deploy.status ?? 1);
