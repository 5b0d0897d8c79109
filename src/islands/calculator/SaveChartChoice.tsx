import type { PersonInput } from '@/lib/astrology/contract';
import { forgetChart, isSavedChart, saveChart } from '@/lib/personal-sky/saved-chart';
import { useSavedChart } from '../my-sky/use-saved-chart';

/**
 * Under a birth chart: the visitor's choice to keep it on this device for "Your sky today", and
 * a way to forget it (docs/personal-sky.md#saved-on-this-device). Nothing is saved until asked.
 */
export default function SaveChartChoice({ person }: { person: PersonInput }) {
  const current = useSavedChart();
  const saved = isSavedChart(current, person);

  return (
    <section className="mt-6 rounded-2xl border border-night-600 p-4 text-left" aria-live="polite">
      {saved ? (
        <>
          <p className="mb-3">
            Saved on this device only. <a href="/my-sky">See your sky today</a>, with your transits and the
            year ahead.
          </p>
          <button type="button" className="btn btn-ghost" onClick={() => forgetChart()}>
            Forget my saved chart
          </button>
        </>
      ) : (
        <>
          <p className="mb-3">
            Keep this chart in this browser to see your own transits each day. It stays on this device;
            nothing is stored on our side.
            {current && ' It replaces the chart saved here before.'}
          </p>
          <button type="button" className="btn btn-primary" onClick={() => saveChart(person)}>
            Save on this device
          </button>
        </>
      )}
    </section>
  );
}
