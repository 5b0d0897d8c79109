/**
 * The one friendly sentence a result shows when the chart's Sun sign is not the sign the form
 * showed from the date table, or when, without a birth time, the Sun changed sign that day.
 */
import texts from '../../../../content/astrology/sun-sign.json';
import type { PreparedPerson } from '../person';
import { ZODIAC_SIGNS, type ZodiacSign } from '../zodiac';
import { clockTimeOn } from '../birth-day';
import { formatDegree } from './grammar';
import { render } from './template';
import type { Party } from './voice';

const previousSign = (sign: ZodiacSign) => ZODIAC_SIGNS[(ZODIAC_SIGNS.indexOf(sign) + 11) % 12]!;

export function signNote(person: PreparedPerson, party: Party): string | undefined {
  const { sun, daySpan } = person;
  if (sun.ingress && daySpan) {
    const { from, to, at } = sun.ingress;
    const time = clockTimeOn(daySpan, at);
    return render(texts.changedThatDay[0]!, {
      a: party,
      from,
      to,
      time,
      sign: sun.sign,
      side: sun.sign === from ? 'after' : 'before',
      other: sun.sign === from ? to : from,
    });
  }
  if (sun.sign === sun.dateSign) return undefined;
  // The Sun sits near a boundary here, so a low degree means it had just crossed into its sign.
  const justEntered = sun.degree < 15;
  return render((justEntered ? texts.justEntered : texts.stillIn)[0]!, {
    a: party,
    sign: sun.sign,
    dateSign: sun.dateSign,
    previous: previousSign(sun.sign),
    degree: `${formatDegree(sun.degree)} ${sun.sign}`,
  });
}
