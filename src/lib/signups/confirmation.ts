/**
 * Double opt-in (docs/signups.md#double-opt-in): every sign-up and quiz lead is kept as pending and
 * confirmed from a link in a message to the address. The link carries a random token; the stores
 * keep only its SHA-256, so a leaked table confirms nobody. The newest link of an address works
 * for a week; a repeated sign-up sends a new one at most every ten minutes, so nobody can fill a
 * stranger's inbox from our form.
 */
import { randomToken } from '@/lib/security/base64url';
import { sha256Hex } from '@/lib/security/digest';

export const CONFIRM_PATH = '/api/email-confirm';
export const CONFIRM_TTL_MS = 7 * 86_400_000;
export const RESEND_AFTER_MS = 10 * 60_000;

export type SignupList = 'newsletter' | 'quiz';

/** A new confirmation token and the hash a store keeps of it. */
export async function newConfirmToken(): Promise<{ token: string; hash: string }> {
  const token = randomToken(32);
  return { token, hash: await sha256Hex(token) };
}

/** The hash of a token from a link, or null when it cannot be one of ours. */
export async function confirmTokenHash(token: unknown): Promise<string | null> {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token) ? sha256Hex(token) : null;
}

export const confirmUrl = (origin: string, token: string) =>
  `${origin}${CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
