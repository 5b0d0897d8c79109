/**
 * Sentences about one contact between two charts: which bodies, in which signs, at which
 * angle, and what it means for the two people (content/astrology/synastry-pairs.json). A
 * contact of an untimed Moon is written like any other: the result says once, plainly, that
 * the birth time is unknown (`timeNote`).
 */
import pairs from '../../../../content/astrology/synastry-pairs.json';
import library from '../../../../content/astrology/compatibility.json';
import type { AspectFact } from '../contract';
import { signOfLongitude } from '../angles';
import { PLANETS } from '../ephemeris';
import type { Composer } from './composer';
import { ASPECT_WORD, aspectNoun } from './grammar';
import { placementSigns, type Couple, type PersonalPlanet, type ReadingPerson } from './reading-person';

interface PairTexts {
  /** Trines and sextiles. */
  flow: string[];
  /** Squares (and oppositions, when the pair has no texts of its own for them). */
  friction: string[];
  /** The two bodies in one place: as good or hard as the bodies (docs/scores.md#conjunctions). */
  conjunction: string[];
  /** The two bodies face to face; written for every pair of personal points. */
  opposition?: string[];
  /** Practical habits for the tense form of the contact (imperative, addressed to both). */
  tips: string[];
}

/** Which texts an aspect reads from: a conjunction is not a trine, nor an opposition a square. */
type MeaningKind = 'flow' | 'friction' | 'conjunction' | 'opposition';

function meaningKind(aspect: AspectFact): MeaningKind {
  if (aspect.aspect === 'conjunction' || aspect.aspect === 'opposition') return aspect.aspect;
  return aspect.weight > 0 ? 'flow' : 'friction';
}
const PAIRS = pairs as Record<string, PairTexts>;
const THEMES = library.themes as Record<string, string[]>;

/** The order astrologers name bodies in: angles, then the planets from the Sun outwards. */
const BODY_ORDER = ['Ascendant', 'MC', ...PLANETS];

/** Each side of a contact: the person and the body they hold. */
interface Side {
  person: ReadingPerson;
  body: string;
}

/**
 * The two sides of an aspect in the order its library entry is written ({a} holds the key's
 * first body), and that entry if the library has one.
 */
function orderedSides(
  aspect: AspectFact,
  { first, second }: Couple,
): { a: Side; b: Side; texts?: PairTexts } {
  const forward = PAIRS[`${aspect.from}|${aspect.to}`];
  const backward = PAIRS[`${aspect.to}|${aspect.from}`];
  const sideA = { person: first, body: aspect.from };
  const sideB = { person: second, body: aspect.to };
  if (forward) return { a: sideA, b: sideB, texts: forward };
  if (backward) return { a: sideB, b: sideA, texts: backward };
  return { a: sideA, b: sideB };
}

/** "Leo", or "Cancer or Leo" for an untimed Moon that changed sign that day. */
function signText(side: Side): string {
  const placement = side.person.placements[side.body as PersonalPlanet];
  if (placement) return placementSigns(placement);
  if (side.body === 'Sun') return side.person.sun;
  const longitude = side.person.points[side.body];
  return longitude === undefined ? '' : signOfLongitude(longitude).sign;
}

/**
 * "your Venus in Leo trine your partner's Mars in Sagittarius", with ", out of sign" when the
 * degrees meet across a sign line (a conjunction of late Aries and early Taurus).
 */
function contactPhrase(aspect: AspectFact, a: Side, b: Side): string {
  const place = (side: Side) => {
    const sign = signText(side);
    return `${side.person.party.possessive} ${side.body}${sign ? ` in ${sign}` : ''}`;
  };
  return `${place(a)} ${ASPECT_WORD[aspect.aspect]} ${place(b)}${aspect.outOfSign ? ', out of sign' : ''}`;
}

/** One contact between the two charts, the same whichever way it is written. */
export function contactKey(aspect: AspectFact): string {
  return `${aspect.from}|${aspect.to}|${aspect.aspect}`;
}

/** A contact a section turns on: read there for the first time, or read before, in the section named. */
export interface SectionContact {
  aspect: AspectFact;
  /** Where it was read: "see Strengths", "see Emotional Connection"; absent when read here first. */
  seenIn?: string;
}

/**
 * The contacts a result has read so far (docs/readings.md#each-contact-once): each is read once,
 * in one direction; a later section it moves most names it and points back to where it was read.
 */
export class ContactLedger {
  private readonly read = new Map<string, string>();

  constructor(from?: ContactLedger) {
    if (from) for (const [key, where] of from.read) this.read.set(key, where);
  }

  /** Records that `aspect` is read in full in the section called `where`. */
  mark(aspect: AspectFact, where: string): AspectFact {
    if (!this.read.has(contactKey(aspect))) this.read.set(contactKey(aspect), where);
    return aspect;
  }

  /** Whether the contact has been read in full already. */
  has(aspect: AspectFact): boolean {
    return this.read.has(contactKey(aspect));
  }

  /** The strongest of a section's contacts not read yet, marked as read there. */
  firstUnread(drivers: readonly AspectFact[] | undefined, where: string): AspectFact | undefined {
    const aspect = drivers?.find((candidate) => !this.has(candidate));
    return aspect && this.mark(aspect, where);
  }

  /** The contact that moves a section most, read here unless an earlier section read it. */
  top(drivers: readonly AspectFact[] | undefined, where: string): SectionContact | undefined {
    const aspect = drivers?.[0];
    if (!aspect) return undefined;
    const seenIn = this.read.get(contactKey(aspect));
    if (seenIn) return { aspect, seenIn: `see ${seenIn}` };
    this.mark(aspect, where);
    return { aspect };
  }
}

/** The contact as a noun, bodies in the usual order: "Mars–Saturn square", "Ascendant–Venus trine". */
export function contactNoun(aspect: AspectFact): string {
  const [x, y] = [aspect.from, aspect.to].sort((p, q) => BODY_ORDER.indexOf(p) - BODY_ORDER.indexOf(q));
  return aspectNoun(x!, aspect.aspect, y!);
}

/** Two themes for the bodies of a contact; a body meeting itself gets two different ones. */
export function themesOf(
  composer: Composer,
  bodyA: string,
  bodyB: string,
  slot: string,
): { themeA: string; themeB: string } {
  const themeA = composer.pickFragment(THEMES[bodyA] ?? ['nature'], `${slot}-themeA`, {});
  const pool = THEMES[bodyB] ?? ['nature'];
  // The same body on both sides ("your need for comfort and Ben's need for comfort") never reads twice.
  const others = bodyA === bodyB ? pool.filter((theme) => theme !== themeA) : pool;
  const themeB = composer.pickFragment(others.length > 0 ? others : pool, `${slot}-themeB`, {});
  return { themeA, themeB };
}

/**
 * One strength or challenge sentence about a contact between the two charts. The meaning is
 * written for the aspect (a Mars–Mars conjunction is two drives in one place, not two speeds);
 * the frame follows its weight, which puts it among the strengths or the challenges.
 */
export function describeContact(composer: Composer, aspect: AspectFact, couple: Couple): string {
  const nature = aspect.weight > 0 ? 'flow' : 'friction';
  const kind = meaningKind(aspect);
  const slot = `${aspect.from}-${aspect.to}-${aspect.aspect}`;
  const { a, b, texts } = orderedSides(aspect, couple);
  const parties = { a: a.person.party, b: b.person.party, both: couple.both };
  // Oppositions of slow planets have no texts of their own: their easy or tense texts fit.
  const pool = texts ? (texts[kind] ?? texts[nature]) : undefined;
  const meaning = pool
    ? composer.pickFragment(pool, `${slot}-meaning`, parties)
    : composer.pickFragment(library.genericMeanings[kind], `${slot}-meaning`, {
        ...parties,
        ...themesOf(composer, a.body, b.body, slot),
      });
  // Written one way only: the visitor's planet first ("your Mars trine Tom's Mercury").
  return composer.pick(library.aspectFrames[nature], `${slot}-frame`, {
    contact: contactPhrase(
      aspect,
      { person: couple.first, body: aspect.from },
      { person: couple.second, body: aspect.to },
    ),
    meaning,
  });
}

/** The practical tip for a tense contact, when the library has one: "About your Mars–Saturn square: …". */
export function contactTip(composer: Composer, aspect: AspectFact, couple: Couple): string | undefined {
  const { texts } = orderedSides(aspect, couple);
  if (!texts) return undefined;
  const chosen = composer.pickFragment(texts.tips, `${aspect.from}-${aspect.to}-tip`, {});
  // The tip follows a colon in its frame, so it continues the sentence in lower case.
  const tip = chosen.charAt(0).toLowerCase() + chosen.slice(1);
  return composer.pick(library.tipFrames, 'tip', {
    both: couple.both,
    contact: contactNoun(aspect),
    tip,
  });
}
