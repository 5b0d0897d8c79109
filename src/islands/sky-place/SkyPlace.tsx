import { useEffect, useState } from 'react';
import CityField from '../calculator/CityField';
import type { BirthPlace } from '@/lib/astrology/contract';
import type { pageWords } from '@/lib/sky-pages/content';
import { clockIn, dayIn, minutesSeconds, percent } from '@/lib/sky-pages/format';
import type { LocalEclipse } from '@/lib/sky-pages/local-eclipse';
import type { RiseSet } from '@/lib/sky-pages/moon-rise-set';
import { setSkyPlace, useSkyPlace } from './use-sky-place';
import { zoneDate } from '@/lib/sky-pages/zone-day';

type PlaceCopy = (typeof pageWords)['place'];

/**
 * The visitor's own place on an event page (docs/sky-pages.md#the-visitors-place): a town from
 * the atlas (CityField) or the browser's position, kept on this device; then the page works out,
 * in the browser and with the same code as the build's table of cities, the eclipse's contacts
 * there or the day's moonrise and moonset. The astronomy loads only once a place is given.
 */
export type SkyPlaceTask =
  { kind: 'solar' | 'lunar'; peak: string; central?: 'total' | 'annular' } | { kind: 'moon' };

type Result = { kind: 'eclipse'; local: LocalEclipse } | { kind: 'moon'; day: string; times: RiseSet };

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

async function work(task: SkyPlaceTask, place: BirthPlace): Promise<Result> {
  if (task.kind === 'moon') {
    const { moonRiseSet } = await import('@/lib/sky-pages/moon-rise-set');
    const day = zoneDate(Date.now(), place.timezone);
    return { kind: 'moon', day, times: moonRiseSet(place, day, place.timezone) };
  }
  const { localLunarEclipse, localSolarEclipse } = await import('@/lib/sky-pages/local-eclipse');
  const compute = task.kind === 'solar' ? localSolarEclipse : localLunarEclipse;
  return { kind: 'eclipse', local: compute(Date.parse(task.peak), place) };
}

export default function SkyPlace({ task, copy }: { task: SkyPlaceTask; copy: PlaceCopy }) {
  const place = useSkyPlace();
  const [typed, setTyped] = useState<string | null>(null);
  const [locating, setLocating] = useState<'idle' | 'locating' | 'denied'>('idle');
  const [found, setFound] = useState<{ key: string; result?: Result; failed?: boolean } | undefined>(
    undefined,
  );
  const key = place && `${place.latitude},${place.longitude},${place.timezone}`;

  useEffect(() => {
    if (!place || !key) return;
    let current = true;
    work(task, place).then(
      (result) => current && setFound({ key, result }),
      () => current && setFound({ key, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [key, place, task]);

  const choose = (next: BirthPlace | undefined) => {
    setTyped(null);
    setSkyPlace(next);
  };

  const locate = () => {
    if (!('geolocation' in navigator)) return setLocating('denied');
    setLocating('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        // Two decimals (about a kilometre) are plenty for contact times, and all we keep.
        const round = (value: number) => Math.round(value * 100) / 100;
        setLocating('idle');
        choose({
          name: copy.yourPosition,
          latitude: round(coords.latitude),
          longitude: round(coords.longitude),
          timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        });
      },
      () => setLocating('denied'),
      { maximumAge: 600_000, timeout: 15_000 },
    );
  };

  const current = found && found.key === key ? found : undefined;
  const result = current?.result;
  const status =
    locating !== 'idle'
      ? copy[locating]
      : current?.failed
        ? copy.noPlace
        : place && !current
          ? copy.working
          : '';
  const body = task.kind === 'solar' ? 'Sun' : 'Moon';
  return (
    <div className="sky-place">
      <div className="place-row">
        <CityField
          label={copy.cityLabel}
          value={typed ?? place?.name ?? ''}
          place={typed === null ? place : undefined}
          onChange={(text, picked) => {
            if (picked) return choose(picked);
            setTyped(text);
            if (place) setSkyPlace(undefined);
          }}
        />
        <button type="button" className="btn btn-ghost" onClick={locate}>
          {copy.useLocation}
        </button>
      </div>
      <p className="calc-hint" aria-live="polite">
        {status}
      </p>
      {place && result && (
        <div className="place-result" aria-live="polite">
          <h3>{fill(copy.yourPlace, { place: place.name })}</h3>
          {result.kind === 'moon' ? (
            <MoonTimes result={result} place={place} copy={copy} />
          ) : (
            <EclipseTimes local={result.local} place={place} copy={copy} body={body} task={task} />
          )}
          <p className="text-sm text-star-300">{fill(copy.zoneNote, { zone: place.timezone })}</p>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              choose(undefined);
              setTyped('');
            }}
          >
            {copy.clear}
          </button>
        </div>
      )}
    </div>
  );
}

function MoonTimes({
  result,
  place,
  copy,
}: {
  result: Extract<Result, { kind: 'moon' }>;
  place: BirthPlace;
  copy: PlaceCopy;
}) {
  const noon = Date.parse(`${result.day}T12:00:00Z`);
  return (
    <>
      <p>{fill(copy.riseSetDay, { date: dayIn(noon, 'UTC') })}</p>
      <dl className="sky-facts card">
        <div>
          <dt>{copy.moonrise}</dt>
          <dd>
            {result.times.rise === undefined ? copy.noRise : clockIn(result.times.rise, place.timezone)}
          </dd>
        </div>
        <div>
          <dt>{copy.moonset}</dt>
          <dd>{result.times.set === undefined ? copy.noSet : clockIn(result.times.set, place.timezone)}</dd>
        </div>
      </dl>
    </>
  );
}

function EclipseTimes({
  local,
  place,
  copy,
  body,
  task,
}: {
  local: LocalEclipse;
  place: BirthPlace;
  copy: PlaceCopy;
  body: string;
  task: SkyPlaceTask;
}) {
  if (local.seen === 'none')
    return <p>{fill(task.kind === 'solar' ? copy.noneSolar : copy.noneLunar, { place: place.name })}</p>;
  const central = copy.central[task.kind !== 'moon' && task.central ? task.central : 'total'];
  const begins = local.contacts.find((contact) => contact.name === 'central-begins');
  const ends = local.contacts.find((contact) => contact.name === 'central-ends');
  const lasts =
    begins && ends && local.seen !== 'partial' && local.seen !== 'penumbral'
      ? ends.time - begins.time
      : undefined;
  return (
    <>
      <p>
        <strong>{copy.seen[local.seen]}</strong>.{' '}
        {fill(copy.coverage, { percent: percent(local.obscuration), body })}
      </p>
      {lasts !== undefined && <p>{fill(copy.centralLasts, { central, duration: minutesSeconds(lasts) })}</p>}
      <table className="sky-data">
        <thead>
          <tr>
            <th scope="col">{copy.columns.phase}</th>
            <th scope="col">{copy.columns.time}</th>
            <th scope="col">{fill(copy.columns.height, { body })}</th>
          </tr>
        </thead>
        <tbody>
          {local.contacts.map((contact) => (
            <tr key={contact.name}>
              <th scope="row">{fill(copy.contacts[contact.name], { central })}</th>
              <td>
                {clockIn(
                  contact.time,
                  place.timezone,
                  contact.name.startsWith('central') || contact.name === 'greatest',
                )}
              </td>
              <td>{contact.altitude < 0 ? copy.belowHorizon : `${Math.round(contact.altitude)}°`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
