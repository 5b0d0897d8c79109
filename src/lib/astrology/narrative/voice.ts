/**
 * Who a reading talks about and how (docs/readings.md#names). The first person of a pair is the
 * visitor, who filled in "Your Information": the reading speaks to them as "you", and a name
 * they gave only greets them. The second person is spoken about by name when one was given,
 * else as "your partner"; within one section of a result a name is used at most a few times, as a
 * person writing would, and "your partner" stands in after that. The form's default labels
 * ("Person 1", "You") are never used as names.
 */
import { ZODIAC_SIGNS } from '../zodiac';
import { capitalize, pluralVerb, possessive } from './grammar';

/** One way of referring to a person, or to the couple. */
export interface Party {
  /** As subject or object: "you", "your partner", "Ben", "you and Ben". */
  subject: string;
  /** "your", "your partner's", "Ben's". */
  possessive: string;
  /** Takes the plural verb form ("you are", "you and Ben are"). */
  plural: boolean;
}

/** The least a reading needs to know about a person to address them. */
export interface Addressee {
  name: string;
  named: boolean;
}

const named = (name: string): Party => ({ subject: name, possessive: possessive(name), plural: false });
const YOU: Party = { subject: 'you', possessive: 'your', plural: true };
const PARTNER = 'your partner';
/** "you and Ben" as a person says it, in turn. */
const COUPLE_WORDS = ['the two of you', 'you two'];

/** The two people of a pair reading, the couple, and the visitor's name to greet them by. */
export interface PairVoice {
  a: Party;
  b: Party;
  both: Party;
  /** The first person's given name: used once, to greet them ("Ada, …"). */
  greeting?: string;
  /** The second person's given name, which `limitNames` keeps to a few uses a section. */
  partnerName?: string;
}

export function pairVoice(first: Addressee, second: Addressee): PairVoice {
  const b = second.named ? named(second.name) : named(PARTNER);
  return {
    a: YOU,
    b,
    both: { subject: `you and ${b.subject}`, possessive: 'your', plural: true },
    ...(first.named ? { greeting: first.name } : {}),
    ...(second.named ? { partnerName: second.name } : {}),
  };
}

/** A single-person reading always speaks to the visitor; a given name is only used to greet. */
export function selfVoice(): Party {
  return YOU;
}

/** Subject and verb in agreement: ("you", "needs") → "you need"; ("Ben", "needs") → "Ben needs". */
export function withVerb(party: Party, thirdPersonVerb: string): string {
  return `${party.subject} ${party.plural ? pluralVerb(thirdPersonVerb) : thirdPersonVerb}`;
}

/** How many times a section of a result may use the partner's name. */
export const NAME_USES_PER_SECTION = 3;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One section of a result (one text, or the items of one list) with the partner's name kept to
 * its first `cap` uses: later ones read "your partner" ("your partner's"), which takes the same
 * verb, so the grammar holds.
 */
export function limitNames(
  texts: readonly string[],
  name: string | undefined,
  { cap = NAME_USES_PER_SECTION, pair = false }: { cap?: number; pair?: boolean } = {},
): string[] {
  if (!name) return [...texts];
  // In the sections after the first ones, "you and Ben" reads "the two of you": the name is
  // kept for where it tells the two apart ("Ben's Moon").
  if (pair) {
    const couple = new RegExp(`\\b([Yy])ou and ${escapeRegExp(name)}(?![\\p{L}\\p{N}'’])`, 'gu');
    // Which wording comes first follows the text, so neighbouring sections differ.
    let turn = texts.join('').length;
    texts = texts.map((text) =>
      text.replace(couple, (_, y: string) => {
        const pair = COUPLE_WORDS[turn++ % COUPLE_WORDS.length]!;
        return y === 'Y' ? capitalize(pair) : pair;
      }),
    );
  }
  const pattern = new RegExp(`(^|[.!?:]\\s+|[^\\p{L}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'gu');
  // A partner called Leo (or Aries…) shares the word with a sign: "Sun in Leo" is not a use of the name.
  const signUse = (ZODIAC_SIGNS as readonly string[]).includes(name)
    ? (text: string, at: number, length: number) =>
        /\b(in|a|an)\s+$/.test(text.slice(0, at)) ||
        /^\s+(Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto|rising|and\s+[A-Z][a-z]+\s+are)\b/.test(
          text.slice(at + length),
        )
    : () => false;
  let uses = 0;
  return texts.map((text) =>
    text
      .replace(pattern, (whole: string, before: string, offset: number, all: string) => {
        const at = offset + before.length;
        if (signUse(all, at, name.length)) return whole;
        uses += 1;
        if (uses <= cap) return whole;
        return `${before}${before === '' || /[.!?]\s+$/.test(before) ? capitalize(PARTNER) : PARTNER}`;
      })
      // "you and Ben" past the cap reads as a person would say it.
      .replace(/\b([Yy])ou and your partner\b/g, (_, y: string) =>
        y === 'Y' ? 'The two of you' : 'the two of you',
      ),
  );
}
