import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ChartWheel from '@/components/chart/ChartWheel';
import PlaceNotice from '@/components/chart/PlaceNotice';
import { sharedChartHtml } from '@/components/chart/shared-chart-html';
import { computeBirthChart } from '@/lib/astrology/natal';
import { resolveBirthCity } from '@/lib/astrology/gazetteer';
import { buildWheel } from '@/lib/chart-view/wheel';

describe('a shared chart drawn on the server (docs/birth-chart.md#without-javascript)', () => {
  const person = {
    name: 'Ann',
    birthDate: '1990-03-25',
    birthTime: '14:30',
    birthCity: 'Leeds, United Kingdom',
  };
  const result = computeBirthChart(person, resolveBirthCity);
  const html = sharedChartHtml(result, person.birthDate, person.birthTime);

  it('names the chart and when it is for, in the site’s date style', () => {
    expect(html).toContain('Ann&#x27;s birth chart');
    expect(html).toContain('25 March 1990 · 14:30');
  });

  it('says the birth place and the clock the time was read on, as the island’s result does', () => {
    const notice = renderToStaticMarkup(
      <PlaceNotice places={result.places} named={false} people={[result.person]} />,
    );
    expect(result.places.length + (result.person.clock ? 1 : 0)).toBeGreaterThan(0);
    expect(html).toContain(notice);
    expect(html).toContain('Leeds');
    expect(html).toContain(result.person.clock!.offset);
  });

  it('draws the same wheel the page and the island draw, from the same buildWheel model', () => {
    const wheel = renderToStaticMarkup(
      <ChartWheel
        model={buildWheel({ charts: [{ name: 'Ann', chart: result.chart }], aspects: result.aspects })}
      />,
    );
    // The same drawing, element for element; only React's generated ids differ.
    const svg = (markup: string) => /<svg[\s\S]*?<\/svg>/.exec(markup)?.[0]?.replace(/_R_\w+_/g, 'id');
    expect(svg(html)).toBeTruthy();
    expect(svg(html)).toBe(svg(wheel));
  });

  it('has the planet and house tables, and says what needs JavaScript', () => {
    expect(html).toMatch(/<table[\s\S]*Sun[\s\S]*<\/table>/);
    expect(html).toMatch(/Placidus/);
    expect(html).toContain('need JavaScript');
  });
});
