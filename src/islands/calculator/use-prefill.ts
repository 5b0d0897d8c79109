import { EMPTY_PERSON, type PersonForm } from '../../lib/calculators/person-form';

/**
 * SEAM for the signed-in prefill of person 1 (document 2 §3), owned by the backend issue:
 * when the auth store lands, read the signed-in user's metadata here, pass it through
 * personFromUserMetadata() (src/lib/calculators/prefill.ts) and merge the answer into the
 * empty person (and re-run when the session arrives). Until then nobody is signed in.
 */
export function initialPerson1(): PersonForm {
  return EMPTY_PERSON;
}
