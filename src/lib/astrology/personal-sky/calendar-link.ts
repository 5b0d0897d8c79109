/**
 * The private calendar link of "Your sky today" (docs/personal-sky.md#the-private-calendar-link):
 * an opaque token that carries the birth data sealed with the server's key (AES-256-GCM through
 * WebCrypto, the key derived from CALENDAR_LINK_SECRET with HKDF), so calendar services, which
 * store the address and fetch it daily, read no birth date, place or name in it, and nothing is
 * stored on our side. Each link also seals a random feed id, the events' UIDs are made from it, so
 * two links never share a UID and no UID says anything about the person. Changing the key retires
 * every link at once; a tampered or foreign token opens to nothing.
 *
 * Token: `c1.` + base64url(12-byte IV ‖ ciphertext ‖ 16-byte tag) of `{"f": feed id, "q": birth query}`.
 */
import { fromBase64Url, randomToken, toBase64Url } from '@/lib/security/base64url';
import type { PersonInput } from '../contract';
import { personFromBirthQuery } from './request';
import { birthQuery } from '@/lib/personal-sky/saved-chart';

const VERSION = 'c1';
/** Longer than any sealed birth data (a long place name and city come to about 500). */
export const MAX_TOKEN_LENGTH = 1200;

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

/** The AES key for a secret, derived once per Worker. */
function sealingKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey']).then((base) =>
      crypto.subtle.deriveKey(
        {
          name: 'HKDF',
          hash: 'SHA-256',
          salt: encoder.encode('astrelle'),
          info: encoder.encode('calendar-link v1'),
        },
        base,
        { name: 'AES-GCM', length: 256 },
        false,
        ['encrypt', 'decrypt'],
      ),
    );
    keys.set(secret, key);
  }
  return key;
}

export interface CalendarLink {
  /** Random, made when the link was: the events' UIDs are made from it. */
  feedId: string;
  /** The birth data, without a name: a feed's title never names anyone. */
  person: PersonInput;
}

/** A fresh private link's token for this birth data (a name, if any, is left out). */
export async function sealCalendarLink(person: PersonInput, secret: string): Promise<string> {
  const { name: _name, ...unnamed } = person;
  const payload = JSON.stringify({ f: randomToken(12), q: birthQuery(unnamed).toString() });
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: encoder.encode(VERSION) },
      await sealingKey(secret),
      encoder.encode(payload),
    ),
  );
  const bytes = new Uint8Array(iv.length + sealed.length);
  bytes.set(iv);
  bytes.set(sealed, iv.length);
  return `${VERSION}.${toBase64Url(bytes)}`;
}

/** What a token seals, or null when it is malformed, tampered with or sealed with another key. */
export async function openCalendarLink(token: unknown, secret: string): Promise<CalendarLink | null> {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
  const [version, body, extra] = token.trim().split('.');
  if (version !== VERSION || !body || extra !== undefined) return null;
  const bytes = fromBase64Url(body);
  if (!bytes || bytes.length < 12 + 16 + 2) return null;
  let payload: unknown;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, 12), additionalData: encoder.encode(VERSION) },
      await sealingKey(secret),
      bytes.slice(12),
    );
    payload = JSON.parse(new TextDecoder().decode(plain));
  } catch {
    return null;
  }
  const { f: feedId, q: query } = (payload ?? {}) as { f?: unknown; q?: unknown };
  if (typeof feedId !== 'string' || !/^[A-Za-z0-9_-]{16}$/.test(feedId) || typeof query !== 'string')
    return null;
  // Checked again as the function checks any birth data: a sealed link holds nothing else.
  const person = personFromBirthQuery(new URLSearchParams(query));
  return person.success ? { feedId, person: person.data } : null;
}
