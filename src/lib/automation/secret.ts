/**
 * Constant-time check of the scheduler's bearer secret: both sides are hashed first, so the
 * comparison always walks 32 bytes whatever the lengths, and a wrong guess tells nothing about
 * how close it came. An unset or blank secret accepts nothing.
 */
export async function secretMatches(
  expected: string | undefined,
  offered: string | null | undefined,
): Promise<boolean> {
  const secret = expected?.trim();
  if (!secret || !offered) return false;
  const encoder = new TextEncoder();
  const [a, b] = await Promise.all([
    crypto.subtle.digest('SHA-256', encoder.encode(secret)),
    crypto.subtle.digest('SHA-256', encoder.encode(offered)),
  ]);
  const left = new Uint8Array(a);
  const right = new Uint8Array(b);
  let difference = 0;
  for (let index = 0; index < left.length; index += 1) difference |= left[index]! ^ right[index]!;
  return difference === 0;
}

export function bearerToken(authorization: string | null): string | null {
  return /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? null;
}
