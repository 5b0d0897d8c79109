import { resolveBirthCity } from '../../src/lib/astrology/gazetteer';
import { readSoulmateGlimpse } from '../../src/lib/astrology/psychic';
import { singlePersonRequestSchema } from '../../src/lib/astrology/request-schema';
import { readJsonBody } from '../../src/lib/http/body';
import { handle, methodNotAllowed } from '../../src/lib/http/handler';
import { jsonReply } from '../../src/lib/http/reply';

/** POST /api/soulmate-reading: one person's birth data in, the psychic soulmate glimpse out. */
export const onRequestPost = handle(async ({ request }) => {
  const { person } = await readJsonBody(request, singlePersonRequestSchema);
  return jsonReply(readSoulmateGlimpse(person, resolveBirthCity));
});

export const onRequestGet = (): Response => methodNotAllowed(['POST']);
