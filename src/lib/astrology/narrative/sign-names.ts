/**
 * A partner named like a sign (Leo, Aries, Virgo…) must never be read as the sign
 * (docs/readings.md#names). When the name is a sign's, the reading writes every sign after its
 * planet ("your Sun in Leo", "Leo's Sun in Aquarius"), never as an adjective ("your Leo Sun") or
 * on its own ("Leo and Aquarius are both fixed"), so a bare "Leo" is always the person.
 */
import { ZODIAC_SIGNS } from '../zodiac';

const SIGNS = ZODIAC_SIGNS.join('|');
const BODIES = 'Sun|Moon|Mercury|Venus|Mars';
const SIGN_KEYS = /\{(sun|moon|mer|venus|mars)[AB]\}/g;

/** Whether a name is also a sign's ("Leo", "aries"). */
export function isSignName(name: string | undefined): boolean {
  return (
    !!name && (ZODIAC_SIGNS as readonly string[]).some((sign) => sign.toLowerCase() === name.toLowerCase())
  );
}

/**
 * The templates that can be made safe: each sign placeholder stands after "in" or before its
 * planet ("{sunA} Sun", turned round by `unclashSigns`). All of them when the name is no sign's.
 */
export function signSafeTemplates(templates: readonly string[], clash: boolean): readonly string[] {
  if (!clash) return templates;
  const safe = templates.filter((template) =>
    [...template.matchAll(SIGN_KEYS)].every(({ index }) => {
      const before = template.slice(0, index);
      const after = template.slice(index).replace(SIGN_KEYS, '');
      return /\bin $/.test(before) || new RegExp(`^ (${BODIES})`).test(after);
    }),
  );
  return safe.length > 0 ? safe : templates;
}

/** "your Leo Sun" → "your Sun in Leo", "an Aquarius Mercury" → "a Mercury in Aquarius", "two Leo Suns" → "two Suns in Leo". */
export function unclashSigns(text: string, clash: boolean): string {
  if (!clash) return text;
  return text
    .replace(
      new RegExp(`\\b([Aa])n? (${SIGNS}) (${BODIES})\\b`, 'g'),
      (_, a: string, sign: string, body: string) => `${a} ${body} in ${sign}`,
    )
    .replace(
      new RegExp(`\\b(${SIGNS}) (${BODIES})(s?)\\b`, 'g'),
      (_, sign: string, body: string, plural: string) => `${body}${plural} in ${sign}`,
    );
}
