// Makes sure Debian's Chromium is present for the browser tests. As root it installs the
// `chromium` package; otherwise it says exactly what to install. Never downloads a browser itself.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { CHROMIUM_PATH as path } from './chromium.mjs';

export function ensureChromium() {
  if (existsSync(path)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${path}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`,
    );
    return false;
  }
  console.log('Chromium is missing: installing the Debian chromium package…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  return existsSync(path);
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureChromium() ? 0 : 1);
