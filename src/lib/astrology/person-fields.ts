/**
 * The closed lists of a person's form fields, without zod, so the islands can check a value from
 * an address (src/lib/calculators/share-link.ts) without loading the schemas; the request schemas
 * (./request-schema.ts) build their enums from the same lists.
 */
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export function isGender(value: string): value is Gender {
  return (GENDERS as readonly string[]).includes(value);
}
