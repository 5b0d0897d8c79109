/**
 * Who a reading talks about and how (docs/readings.md). A person who gave no name is spoken
 * to: "you" for the first person, "your partner" for the second. A named person is spoken
 * about by name. The form's default labels ("Person 1", "You") are never used as names.
 */
import { pluralVerb, possessive } from './grammar';

/** One way of referring to a person, or to the couple. */
export interface Party {
  /** As subject or object: "you", "your partner", "Ada", "you and your partner". */
  subject: string;
  /** "your", "your partner's", "Ada's", "Ada and Ben's". */
  possessive: string;
  /** Takes the plural verb form ("you are", "Ada and Ben are"). */
  plural: boolean;
}

/** The least a reading needs to know about a person to address them. */
export interface Addressee {
  name: string;
  named: boolean;
}

const named = (name: string): Party => ({ subject: name, possessive: possessive(name), plural: false });
const YOU: Party = { subject: 'you', possessive: 'your', plural: true };

/** The two people of a pair reading and the couple. */
export interface PairVoice {
  a: Party;
  b: Party;
  both: Party;
}

export function pairVoice(first: Addressee, second: Addressee): PairVoice {
  const a = first.named ? named(first.name) : YOU;
  let b: Party;
  if (second.named) b = named(second.name);
  else if (!first.named) b = named('your partner');
  else b = named(`${possessive(first.name)} partner`);

  let both: Party;
  if (!first.named) both = { subject: `you and ${b.subject}`, possessive: 'your', plural: true };
  else if (second.named)
    both = {
      subject: `${first.name} and ${second.name}`,
      possessive: `${first.name} and ${possessive(second.name)}`,
      plural: true,
    };
  else
    both = {
      subject: `${first.name} and their partner`,
      possessive: `${first.name} and their partner's`,
      plural: true,
    };
  return { a, b, both };
}

/** A single-person reading always speaks to the visitor; a given name is only used to greet. */
export function selfVoice(): Party {
  return YOU;
}

/** Subject and verb in agreement: ("you", "needs") → "you need"; ("Ada", "needs") → "Ada needs". */
export function withVerb(party: Party, thirdPersonVerb: string): string {
  return `${party.subject} ${party.plural ? pluralVerb(thirdPersonVerb) : thirdPersonVerb}`;
}
