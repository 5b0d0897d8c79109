/** Hex digests through WebCrypto: how a token or an address is kept without keeping it. */
const encoder = new TextEncoder();

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** SHA-256 of a text: a random token is stored as this, so a leaked table opens no link. */
export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/** HMAC-SHA-256 of a text under a key: for values that could be guessed (an address), so a leaked table cannot be reversed by trying them. */
export async function hmacHex(key: string, text: string): Promise<string> {
  const imported = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return hex(await crypto.subtle.sign('HMAC', imported, encoder.encode(text)));
}
