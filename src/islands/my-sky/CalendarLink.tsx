import { useState } from 'react';
import { postJson } from '@/lib/http/api-client';
import {
  birthQuery,
  keepCalendarLink,
  readCalendarLink,
  type SavedChart,
} from '@/lib/personal-sky/saved-chart';
import { calendarLinks } from '@/lib/personal-sky/view';

type State =
  { kind: 'idle' | 'making' } | { kind: 'made'; path: string } | { kind: 'failed'; message: string };

/**
 * "Add my transits to my calendar" (docs/personal-sky.md#the-private-calendar-link): a private link
 * made only when asked, the birth data sealed by the server so the address shows nothing of it,
 * kept on this device with the saved chart, and said plainly: what it does, who can use it, how to
 * stop it.
 */
export function CalendarLink({ saved }: { saved: SavedChart }) {
  const chartKey = birthQuery(saved).toString();
  const [state, setState] = useState<State>(() => {
    const path = readCalendarLink(chartKey);
    return path ? { kind: 'made', path } : { kind: 'idle' };
  });

  async function make() {
    setState({ kind: 'making' });
    try {
      const { name: _name, ...person } = saved;
      const { path } = await postJson<{ path: string }>('/api/my-sky-link', { person });
      keepCalendarLink(chartKey, path);
      setState({ kind: 'made', path });
    } catch (error) {
      setState({ kind: 'failed', message: (error as Error).message });
    }
  }

  const links = state.kind === 'made' ? calendarLinks(window.location.origin, state.path) : null;
  return (
    <section aria-labelledby="calendar-heading" className="card mb-6 p-5">
      <h2 id="calendar-heading" className="mb-2 text-xl">
        Add my transits to my calendar
      </h2>
      <p className="mb-3 text-star-200">
        A calendar of your major transits for the next twelve months, one event for each, spanning the days it
        is within a degree of exact (its exact passes in the notes), which your calendar app keeps up to date.
        It comes from a private link: your birth data sealed with our key, so the link shows nobody your name,
        birth date or place, and we store nothing about you.
      </p>
      {links ? (
        <>
          <p className="mb-4 flex flex-wrap gap-3">
            <a className="btn btn-primary" href={links.webcal}>
              Subscribe in my calendar app
            </a>
            <a className="btn btn-ghost" href={links.ics} download="my-transits.ics">
              Download the .ics file
            </a>
          </p>
          <p className="text-sm text-star-300" data-testid="calendar-link-terms">
            Anyone who has this link can see these transits, so keep it to yourself. To stop the calendar,
            remove it in your calendar app (or delete the file you downloaded). A link cannot be switched off
            on its own: it works for whoever holds it until we change our key.
          </p>
        </>
      ) : (
        <>
          <p className="mb-4">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void make()}
              disabled={state.kind === 'making'}
            >
              {state.kind === 'making' ? 'Making your link…' : 'Make my private calendar link'}
            </button>
          </p>
          {state.kind === 'failed' && (
            <p role="alert" className="text-sm">
              {state.message}
            </p>
          )}
        </>
      )}
    </section>
  );
}
