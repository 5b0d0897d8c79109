/**
 * The sky-events engine's public types (docs/sky-events.md): what happens in the sky between two
 * UTC instants, each event at its exact time with the bodies, signs and longitudes involved.
 *
 * The sign horoscopes, the sky calendar, its .ics feed and the personal transits all read these
 * shapes. They only ever grow: new optional fields, never a renamed or removed one.
 */
import type { MajorAspectName, PlanetName } from '../contract';
import type { ZodiacSign } from '../zodiac';

/** The bodies the engine follows: the Sun, the Moon and Mercury through Pluto. */
export type SkyBody = PlanetName;

/** The six kinds of event, each with its own shape below. */
export type SkyEventKind = 'ingress' | 'aspect' | 'station' | 'lunation' | 'eclipse' | 'void-of-course';

/** Where one body stands at an event's exact instant (apparent, geocentric, tropical). */
export interface BodyPosition {
  body: SkyBody;
  /** Ecliptic longitude of date, 0–360°. */
  longitude: number;
  sign: ZodiacSign;
  /** Degree within the sign, 0–30. */
  degree: number;
  /** Daily motion in longitude, degrees per day (negative while retrograde). */
  speed: number;
  retrograde: boolean;
}

/** A moment: the UTC instant as milliseconds since 1970 and as ISO 8601 text to the second. */
export interface SkyMoment {
  /** Milliseconds since 1970-01-01T00:00:00Z. */
  time: number;
  /** The same instant as "2024-01-25T17:54:00Z" (whole seconds, always UTC). */
  utc: string;
}

interface SkyEventBase extends SkyMoment {
  /**
   * Derived from the event itself (kind, bodies, sign or aspect, UTC date), never from the
   * build, so it stays the same across rebuilds: the feed's UIDs are made from it.
   */
  id: string;
  kind: SkyEventKind;
  /** The event's bodies at its exact instant, in the order the event names them. */
  positions: BodyPosition[];
}

/** A body crosses into a sign (0° of it going forward, 29°59′60″ of it when retrograde). */
export interface IngressEvent extends SkyEventBase {
  kind: 'ingress';
  body: SkyBody;
  /** The sign entered. */
  sign: ZodiacSign;
  /** The sign left. */
  fromSign: ZodiacSign;
  /** The boundary crossed, a multiple of 30°. */
  longitude: number;
  /** True when the body backs into the sign while retrograde. */
  retrograde: boolean;
}

/** Two of Sun, Mercury…Pluto (and the Moon when asked for) at an exact major aspect. */
export interface AspectEvent extends SkyEventBase {
  kind: 'aspect';
  /** In the order Sun, Moon, Mercury … Pluto ("Venus trine Saturn", "Sun square Mars"). */
  bodies: [SkyBody, SkyBody];
  aspect: MajorAspectName;
  /** The aspect's angle: 0, 60, 90, 120 or 180. */
  angle: number;
}

/** One retrograde loop of a planet, from its retrograde station to its direct station. */
export interface RetrogradePeriod {
  body: Exclude<SkyBody, 'Sun' | 'Moon'>;
  /** The station retrograde (the loop's highest longitude). */
  stationRetrograde: SkyMoment & { longitude: number; sign: ZodiacSign; degree: number };
  /** The station direct (the loop's lowest longitude). */
  stationDirect: SkyMoment & { longitude: number; sign: ZodiacSign; degree: number };
  /**
   * The shadow: the planet first reaches the direct station's degree (`enters`, the
   * pre-retrograde shadow begins) and finally passes the retrograde station's degree again
   * (`leaves`, the post-retrograde shadow ends).
   */
  shadow: { enters: SkyMoment; leaves: SkyMoment };
}

/** A planet (Mercury through Pluto) stands still and turns. */
export interface StationEvent extends SkyEventBase {
  kind: 'station';
  body: Exclude<SkyBody, 'Sun' | 'Moon'>;
  /** 'retrograde': it turns backwards here; 'direct': it turns forwards again. */
  direction: 'retrograde' | 'direct';
  longitude: number;
  sign: ZodiacSign;
  degree: number;
  /** The retrograde period this station begins or ends (its other station may lie outside the span). */
  period: RetrogradePeriod;
}

export type LunationPhase = 'new' | 'first-quarter' | 'full' | 'last-quarter';

/** The Moon 0°, 90°, 180° or 270° ahead of the Sun in ecliptic longitude. */
export interface LunationEvent extends SkyEventBase {
  kind: 'lunation';
  phase: LunationPhase;
  /** The Moon's longitude, sign and degree (a Full Moon "in Gemini" is the Moon in Gemini). */
  longitude: number;
  sign: ZodiacSign;
  degree: number;
  /** Set when this lunation is also an eclipse (the eclipse event is listed separately). */
  eclipse?: boolean;
}

export type EclipseType = 'total' | 'annular' | 'partial' | 'penumbral';

/** A solar or lunar eclipse, at its greatest eclipse. */
export interface EclipseEvent extends SkyEventBase {
  kind: 'eclipse';
  eclipse: 'solar' | 'lunar';
  type: EclipseType;
  /** The eclipsed body's longitude, sign and degree (the Sun for a solar eclipse, the Moon for a lunar one). */
  longitude: number;
  sign: ZodiacSign;
  degree: number;
}

/**
 * The void-of-course Moon: from the Moon's last exact major aspect to a planet in a sign until
 * it enters the next sign (docs/sky-events.md names the planets that count). The event's time
 * is the start; when the Moon makes no aspect in a sign, the void starts at its ingress.
 */
export interface VoidOfCourseEvent extends SkyEventBase {
  kind: 'void-of-course';
  /** The sign the Moon is in while void. */
  sign: ZodiacSign;
  /** The sign whose ingress ends the void. */
  nextSign: ZodiacSign;
  /** When the void ends: the Moon's ingress into `nextSign`. */
  end: SkyMoment;
  /** The aspect that began the void (it may lie in the previous sign when the void starts at an ingress). */
  lastAspect: SkyMoment & { body: SkyBody; aspect: MajorAspectName };
}

export type SkyEvent =
  IngressEvent | AspectEvent | StationEvent | LunationEvent | EclipseEvent | VoidOfCourseEvent;

export interface SkyEventOptions {
  /** Also list the Moon's exact aspects to the planets (about 45 a month). Default false. */
  moonAspects?: boolean;
  /** Only these kinds (all by default). */
  kinds?: readonly SkyEventKind[];
}
