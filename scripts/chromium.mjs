// The one description of the browser every tool here drives (Playwright, the Lighthouse bench,
// the screenshot scripts): Debian's Chromium, never a downloaded one, with the flags this shared
// machine needs (no sandbox or GPU in the container, nothing fetched in the background).

/** Where Chromium lives (Debian's `chromium` package), unless CHROMIUM_PATH says otherwise. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Command-line flags for every launch. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
