/**
 * The one origin the functions write into absolute links (e-mails, calendar feeds, preview
 * images): the configured site URL, never the request's Host, which anyone can forge
 * (docs/security.md#no-leaks). `SITE_URL` is the functions' own setting (the local server sets it
 * to its own address, scripts/serve.mjs); then `PUBLIC_SITE_URL`, which a host's settings give
 * the functions as well as the build; then the build's site URL.
 */
import { site } from '@/config/site';

export interface SiteOriginEnv {
  SITE_URL?: string;
  PUBLIC_SITE_URL?: string;
}

function httpOrigin(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function siteOrigin(env: SiteOriginEnv | undefined): string {
  return httpOrigin(env?.SITE_URL) ?? httpOrigin(env?.PUBLIC_SITE_URL) ?? new URL(site.url).origin;
}
