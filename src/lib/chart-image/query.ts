/**
 * The shared chart an address names (docs/birth-chart.md#preview-image): the birth chart page's
 * share parameters (calculators/share-link.ts, person "a"), read as the page reads them, then
 * held to the birth chart function's rules, with the chart's drawing choices (hs, z, ay, pts). Where the page would quietly drop a malformed field,
 * the image refuses it and says which, so a preview never shows a chart the sender did not mean.
 */
import type { PersonInput } from '../astrology/contract';
import { personSchema } from '../astrology/request-schema';
import { toPersonInput } from '../calculators/person-form';
import { decodeShare } from '../calculators/share-link';
import { encodeChartShare, readChartChoices } from '../calculators/chart-choices-link';
import type { ChartChoices } from '../astrology/chart-options';

/** Longer than any share link the page writes (a long name, city and place come to about 400). */
export const MAX_QUERY_LENGTH = 1000;

/** What each share parameter holds, for the messages. */
const FIELDS: Record<string, string> = {
  a_n: 'a_n (name)',
  a_d: 'a_d (birth date)',
  a_t: 'a_t (birth time)',
  a_c: 'a_c (birth city)',
  a_o: 'a_o (UTC offset)',
  a_g: 'a_g (gender)',
  a_pl: 'a_pl (birthplace)',
};

/** What each drawing-choice parameter holds (calculators/chart-choices-link.ts), for the messages. */
const CHOICE_NAMES: Record<string, string> = {
  hs: 'house system',
  z: 'zodiac',
  ay: 'ayanamsa',
  pts: 'points shown',
};

/** The schema's field for each parameter. */
const SCHEMA_FIELDS: Record<string, string> = {
  name: 'a_n',
  birthDate: 'a_d',
  birthTime: 'a_t',
  birthCity: 'a_c',
  utcOffset: 'a_o',
  gender: 'a_g',
  birthPlace: 'a_pl',
};

export type SharedChart =
  | {
      ok: true;
      /** The person, as the birth chart function takes it. */
      person: PersonInput;
      /** How the chart is drawn: house system, zodiac, ayanamsa, points shown (defaults where unsaid). */
      choices: ChartChoices;
      /** The share parameters as the page writes them ("?a_n=…&a_d=…"), the same for the same chart. */
      search: string;
    }
  | { ok: false; message: string };

const refuse = (message: string): SharedChart => ({ ok: false, message });

/** The shared chart of a query string ("?a_d=…" or "a_d=…"), or why there is none. */
export function readSharedChart(search: string): SharedChart {
  if (search.length > MAX_QUERY_LENGTH)
    return refuse(`The address is too long for a shared chart (at most ${MAX_QUERY_LENGTH} characters).`);
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return refuse('The address could not be read.');
  }
  const raw = (key: string) => params.get(key) ?? '';
  if (!raw('a_d'))
    return refuse(
      'This address names no birth chart: it needs a_d (birth date, YYYY-MM-DD), as the birth chart page’s share link writes it.',
    );
  const form = decodeShare(search, 1)?.[0];
  if (!form) return refuse('This address names no birth chart.');
  // A field the page would drop (a malformed time, offset, gender or place) is refused here.
  const dropped: [key: string, kept: unknown, rule: string][] = [
    ['a_d', form.birthDate, 'must be a date written YYYY-MM-DD'],
    ['a_t', form.birthTime, 'must be a time written HH:MM (24-hour clock)'],
    ['a_o', form.utcOffset, 'must be a UTC offset such as +01:00'],
    ['a_g', form.gender, 'must be male, female or other'],
    ['a_pl', form.birthPlace, 'must be latitude|longitude|time zone|name'],
  ];
  for (const [key, kept, rule] of dropped)
    if (raw(key).trim() && !kept) return refuse(`${FIELDS[key]} ${rule}.`);
  for (const key of ['a_n', 'a_c'])
    if (raw(key).length > 120) return refuse(`${FIELDS[key]} must be at most 120 characters.`);
  const { choices, problems } = readChartChoices(params);
  const problem = problems[0];
  if (problem) return refuse(`${problem.parameter} (${CHOICE_NAMES[problem.parameter]}) ${problem.rule}.`);
  const person = toPersonInput(form, '', false);
  const checked = personSchema.safeParse(person);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    const key = SCHEMA_FIELDS[String(issue.path[0])];
    return refuse(`${key ? FIELDS[key] : 'The birth data'} ${issue.message}.`);
  }
  return { ok: true, person, choices, search: encodeChartShare([form], choices) };
}
