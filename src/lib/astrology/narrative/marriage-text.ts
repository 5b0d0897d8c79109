/**
 * The words of the marriage-timing result (content/astrology/marriage.json): the reading, the
 * key influences and the preparation list. The reading speaks to the visitor; a given name only
 * greets them. Timing that rests on an untimed Moon is called approximate.
 */
import library from '../../../../content/astrology/marriage.json';
import { round } from '../angles';
import { pick } from './pick';
import { ASPECT_WORD } from './grammar';
import { render } from './template';

type TargetKey = keyof typeof library.targets;
type Season = keyof typeof library.preparationBySeason;

/** A transit to a natal point of partnership, as the timing search found it. */
export interface TransitContact {
  transit: 'Jupiter' | 'Venus' | 'Saturn';
  target: { key: TargetKey; label: string };
  aspect: 'conjunction' | 'trine' | 'sextile';
  orb: number;
  /** When the contact is closest within the month. */
  date: Date;
}

export interface MarriageTextFacts {
  seed: string;
  /** The given name, or undefined when none was given. */
  name?: string;
  timeKnown: boolean;
  timeframe: string;
  season: Season;
  /** The month's contacts, strongest first. */
  contacts: readonly TransitContact[];
  formatDay: (date: Date) => string;
}

const MAX_INFLUENCES = 4;
const MAX_PLANET_TIPS = 2;

/** Contacts with the Moon of an untimed chart rest on a position known only to a few degrees. */
const isApproximate = (contact: TransitContact, timeKnown: boolean) =>
  !timeKnown && contact.target.key === 'Moon';

export function writeMarriageText(facts: MarriageTextFacts) {
  const { seed, contacts, timeframe, timeKnown } = facts;
  const lead = contacts[0];
  let influence = library.quietSky;
  if (lead) {
    influence = render(library.influences[lead.transit], {
      verb: library.transitVerbs[lead.aspect],
      target: library.targets[lead.target.key],
    });
    if (isApproximate(lead, timeKnown)) influence += ` ${library.approximate}`;
  }
  const body = render(pick(library.readings, seed, 'reading'), { timeframe, influence });
  const reading = facts.name ? `${facts.name}, ${body.charAt(0).toLowerCase()}${body.slice(1)}` : body;

  const keyInfluences = contacts.slice(0, MAX_INFLUENCES).map((contact) => {
    const approximate = isApproximate(contact, timeKnown) ? `, ${library.approximateInfluence}` : '';
    return `Transiting ${contact.transit} ${ASPECT_WORD[contact.aspect]} natal ${contact.target.label}, closest around ${facts.formatDay(contact.date)} (orb ${round(contact.orb, 1)}°${approximate})`;
  });
  if (keyInfluences.length === 0) keyInfluences.push(render(library.quietInfluence, { timeframe }));

  const planets = [...new Set(contacts.map((contact) => contact.transit))];
  const preparation = [
    pick(library.preparationBySeason[facts.season], seed, 'season'),
    ...planets.slice(0, MAX_PLANET_TIPS).map((planet) => library.preparationByPlanet[planet]),
    pick(library.preparationGeneral, seed, 'general'),
  ];
  return { reading, keyInfluences, preparation };
}
