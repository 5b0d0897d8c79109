// `npm start`: build the site and serve it with its functions on 127.0.0.1, the way the CDN
// would, on embedded defaults (no account or key needed). The admin's local preview mode is
// switched on here, and only here (docs/decisions.md#the-local-preview-is-opt-in-and-never-in-production).
import { spawnSync, spawn } from 'node:child_process';

const port = process.env.PORT ?? '8788';
const env = {
  ...process.env,
  PUBLIC_ADMIN_LOCAL_PREVIEW: process.env.PUBLIC_ADMIN_LOCAL_PREVIEW ?? 'true',
  WRANGLER_SEND_METRICS: 'false',
  ASTRO_TELEMETRY_DISABLED: '1',
};

const build = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);

// The functions' side of the local preview (src/lib/admin/caller.ts): honoured only on loopback without Supabase.
const previewVar = env.PUBLIC_ADMIN_LOCAL_PREVIEW === 'true' ? ['--var', 'ADMIN_LOCAL_PREVIEW=true'] : [];
// Functions compiled once and nothing watched (scripts/serve.mjs): an idle server costs ~0.1% of a core.
const server = spawn('node', ['scripts/serve.mjs', 'dist', '--port', port, ...previewVar], {
  stdio: 'inherit',
  env,
});
server.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
