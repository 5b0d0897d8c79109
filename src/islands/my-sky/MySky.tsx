import { lazy, Suspense, useEffect, useState } from 'react';
import { getJson } from '@/lib/http/api-client';
import type { PersonalSky } from '@/lib/astrology/personal-sky/types';
import { birthQuery, forgetChart } from '@/lib/personal-sky/saved-chart';
import { personalSkyView } from '@/lib/personal-sky/view';
import { useSavedChart } from './use-saved-chart';
import { CalendarLink } from './CalendarLink';
import TransitRangeList from './TransitRangeList';
import { storedChartChoices } from '../calculator/use-chart-choices';

/** The timing charts (bi-wheels) are their own chunk, fetched once the day's sky is shown. */
const TimingCharts = lazy(() => import('../timing/TimingCharts'));

type Answer = { key: string; sky: PersonalSky } | { key: string; error: string };

/** The visitor's own day and zone, as their device knows them. */
function visitorDay(): { day: string; zone: string } {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  return { day, zone };
}

/** One list of transits (today's, or the year's): each one's name and what it is. */
function TransitList({ rows }: { rows: ReadonlyArray<{ key: string; name: string; detail: string }> }) {
  return (
    <ul className="my-sky-list">
      {rows.map((row) => (
        <li key={row.key}>
          <span className="my-sky-name">{row.name}</span>
          <span className="my-sky-detail">{row.detail}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * "Your own sky today" (docs/personal-sky.md): reads the chart saved on this device, asks
 * /api/my-sky for today's transits and the year's, and shows them; offers a private calendar link.
 */
export default function MySky() {
  const saved = useSavedChart();
  const key = saved ? birthQuery(saved).toString() : '';
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const params = new URLSearchParams(key);
    const { day, zone } = visitorDay();
    params.set('day', day);
    params.set('zone', zone);
    getJson<PersonalSky>(`/api/my-sky?${params}`, { signal: controller.signal })
      .then((sky) => setAnswer({ key, sky }))
      .catch((error: Error) => {
        if (!controller.signal.aborted) setAnswer({ key, error: error.message });
      });
    return () => controller.abort();
  }, [key]);

  if (saved === null) {
    return (
      <div className="card p-5" data-testid="my-sky-empty">
        <p>
          There is no birth chart saved on this device yet. Draw yours on the{' '}
          <a href="/birth-chart">free birth chart</a> page and choose &ldquo;Save on this device&rdquo; under
          it; then come back here.
        </p>
      </div>
    );
  }
  if (!saved || !answer || answer.key !== key) {
    return (
      <p className="card p-5 text-star-200" role="status">
        Reading today&apos;s sky for your chart…
      </p>
    );
  }
  if ('error' in answer) {
    return (
      <p className="card p-5" role="alert">
        {answer.error}
      </p>
    );
  }

  const view = personalSkyView(answer.sky, saved, { timeZone: answer.sky.timeZone });
  return (
    <div className="my-sky" data-testid="my-sky-result">
      <section aria-labelledby="today-heading" className="card mb-6 p-5">
        <h2 id="today-heading" className="mb-1 text-2xl">
          {view.todayHeading}
        </h2>
        <p className="mb-4 text-sm text-star-300">{view.natalLine}</p>
        {view.reading.map((sentence) => (
          <p key={sentence} className="mb-3">
            {sentence}
          </p>
        ))}
        <p className="text-sm text-star-300">{view.framing}</p>
      </section>

      <section aria-labelledby="transits-heading" className="mb-6">
        <h2 id="transits-heading" className="mb-3 text-2xl">
          Today&apos;s transits to your chart
        </h2>
        <p className="mb-2 text-sm text-star-300">{view.asOf}</p>
        <TransitList rows={view.today} />
      </section>

      <section aria-labelledby="year-heading" className="mb-6">
        <h2 id="year-heading" className="mb-3 text-2xl">
          Your major transits, the next twelve months
        </h2>
        <TransitList rows={view.year} />
      </section>

      <TransitRangeList saved={saved} zone={answer.sky.timeZone} />

      <div className="card mb-6 p-5">
        <Suspense fallback={<p className="calc-muted">Loading the timing charts…</p>}>
          <TimingCharts person={saved} choices={storedChartChoices()} />
        </Suspense>
      </div>

      <CalendarLink saved={saved} />

      <p>
        <button type="button" className="btn btn-ghost" onClick={() => forgetChart()}>
          Forget my saved chart
        </button>
      </p>
    </div>
  );
}
