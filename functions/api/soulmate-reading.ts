import { resolveBirthCity } from '@/lib/astrology/gazetteer';
import { readSoulmateGlimpse } from '@/lib/astrology/psychic';
import { singlePersonRequestSchema } from '@/lib/astrology/request-schema';
import { readJsonBody } from '@/lib/http/body';
import { handle, methodNotAllowed } from '@/lib/http/handler';
import { jsonReply } from '@/lib/http/reply';

/** POST /api/soulmate-reading: one person's birth data in, the psychic soulmate glimpse out. */
export const onRequestPost = handle(async ({ request }) => {
  const { person } = await readJsonBody(request, singlePersonRequestSchema);
  return jsonReply(readSoulmateGlimpse(person, resolveBirthCity));
});

export const onRequestGet = (): Response => methodNotAllowed(['POST']);
