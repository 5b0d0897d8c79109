/** Deterministic choice among text variants: the same seed always picks the same wording. */

/** FNV-1a 32-bit hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** One variant, chosen by the seed and the slot it fills (so slots vary independently). */
export function pick<T>(variants: readonly T[], seed: string, slot: string): T {
  if (variants.length === 0) throw new Error(`No variants for ${slot}`);
  return variants[hashString(`${seed}#${slot}`) % variants.length]!;
}
