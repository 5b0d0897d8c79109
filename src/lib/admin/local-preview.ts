import { serviceConfigFromEnv, type SupabaseServiceEnv } from '../supabase/server-client';

/**
 * When a function treats its caller as the admin's local preview (docs/decisions.md#the-local-preview-is-opt-in-and-never-in-production; the rule in
 * words: docs/security.md, "Local preview"). It is decided from how the request reached us,
 * never from the Host header alone, which any client sets to whatever it likes. All must hold:
 *
 * 1. The server flag ADMIN_LOCAL_PREVIEW is exactly 'true'. Only our local start commands bind
 *    it (scripts/start.mjs, playwright.config.ts), and both serve on 127.0.0.1 only.
 * 2. No Supabase backend is configured (with one, staff sign in and send their session).
 * 3. The connecting address is loopback. On Cloudflare the edge writes CF-Connecting-IP from the
 *    TCP peer, so it is never loopback there. Under `wrangler pages dev` miniflare writes it from
 *    the socket's peer address when the client sent none; a client may send its own, but only a
 *    program on this machine can reach a server bound to 127.0.0.1 to do so.
 * 4. No proxy stood in between: a reverse proxy on the same machine would make every visitor
 *    connect from loopback, so a forwarding header (X-Forwarded-For, Forwarded, X-Real-IP, Via)
 *    ends the local preview.
 * 5. The Host names this machine too. A page on another site whose name was re-pointed at
 *    127.0.0.1 (DNS rebinding) arrives from loopback with that site's name as its Host.
 */
export interface LocalPreviewEnv extends SupabaseServiceEnv {
  ADMIN_LOCAL_PREVIEW?: string;
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'via'] as const;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** 127.0.0.0/8, ::1, and IPv4-mapped 127.x written as IPv6. */
export function isLoopbackAddress(address: string): boolean {
  const value = address.trim().toLowerCase();
  const ipv4 = value.replace(/^::ffff:/, '');
  if (/^127(\.\d{1,3}){3}$/.test(ipv4)) return ipv4.split('.').every((part) => Number(part) <= 255);
  return value === '::1' || value === '0:0:0:0:0:0:0:1';
}

export function isLocalPreviewRequest(env: LocalPreviewEnv, request: Request): boolean {
  if (env.ADMIN_LOCAL_PREVIEW !== 'true' || serviceConfigFromEnv(env)) return false;
  const peer = request.headers.get('cf-connecting-ip');
  if (peer === null || !isLoopbackAddress(peer)) return false;
  if (FORWARDING_HEADERS.some((name) => request.headers.has(name))) return false;
  try {
    return LOOPBACK_HOSTS.has(new URL(request.url).hostname);
  } catch {
    return false;
  }
}
