import { fromBase64Url, toBase64Url } from '../security/base64url';
import { isUsableSecret, MIN_SECRET_LENGTH } from '../security/server-secret';

export { isUsableSecret, MIN_SECRET_LENGTH };

/**
 * The personal unsubscribe token in every campaign message: the address and an HMAC-SHA256
 * over it with a server secret (EMAIL_UNSUBSCRIBE_SECRET), so nobody can unsubscribe an address
 * they did not receive mail at, and nothing needs looking up to check a link.
 *
 * Format: `v1.<base64url(email)>.<base64url(hmac)>`. The tokens do not expire on purpose: an
 * unsubscribe link has to keep working for as long as the message sits in someone's inbox.
 * Rotating the secret retires every older link.
 */
const VERSION = 'v1';
const MAX_TOKEN_LENGTH = 600;

const encoder = new TextEncoder();

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

function signedPart(emailPart: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(`${VERSION}.${emailPart}`);
}

export async function signUnsubscribeToken(email: string, secret: string): Promise<string> {
  if (!isUsableSecret(secret))
    throw new Error(`The unsubscribe secret must be at least ${MIN_SECRET_LENGTH} characters.`);
  const emailPart = toBase64Url(encoder.encode(email.trim().toLowerCase()));
  const signature = new Uint8Array(
    await crypto.subtle.sign('HMAC', await hmacKey(secret.trim()), signedPart(emailPart)),
  );
  return `${VERSION}.${emailPart}.${toBase64Url(signature)}`;
}

/** The address the token was issued for, or null when it is malformed or not ours. */
export async function verifyUnsubscribeToken(token: unknown, secret: string): Promise<string | null> {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH || !isUsableSecret(secret)) return null;
  const [version, emailPart, signaturePart, extra] = token.trim().split('.');
  if (version !== VERSION || !emailPart || !signaturePart || extra !== undefined) return null;
  const signature = fromBase64Url(signaturePart);
  const emailBytes = fromBase64Url(emailPart);
  if (!signature || !emailBytes || signature.length !== 32) return null;
  // crypto.subtle.verify compares in constant time.
  const valid = await crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret.trim()),
    signature,
    signedPart(emailPart),
  );
  if (!valid) return null;
  let email: string;
  try {
    email = new TextDecoder('utf-8', { fatal: true }).decode(emailBytes);
  } catch {
    return null;
  }
  return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) && email.length <= 254 ? email : null;
}
