import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ChartWheel from '@/components/chart/ChartWheel';
import NatalCharts from '@/components/chart/NatalCharts';
import SynastryCharts from '@/components/chart/SynastryCharts';
import { computeCompatibility } from '@/lib/astrology/compatibility';
import { computeBirthChart } from '@/lib/astrology/natal';
import { buildWheel } from '@/lib/chart-view/wheel';

// Static markup, exactly as an .astro page renders these components without a client directive.
const result = computeCompatibility({
  person1: { name: 'Ann <b>', birthDate: '1991-04-02', birthTime: '08:30', birthCity: 'Tallinn, Estonia' },
  person2: { name: 'Tom', birthDate: '1989-11-19' },
});

describe('ChartWheel markup', () => {
  const html = renderToStaticMarkup(
    <ChartWheel model={buildWheel({ charts: [{ name: 'Ann <b>', chart: result.charts.person1 }] })} />,
  );

  it('is inline SVG with every planet focusable and labelled with its position', () => {
    expect(html.startsWith('<figure')).toBe(true);
    expect(html).toContain('<svg');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    const planets = [
      ...html.matchAll(/<g class="wheel-planet[^"]*" tabindex="0" role="img" aria-label="([^"]+)"/g),
    ];
    expect(planets).toHaveLength(10);
    expect(planets[0]![1]).toMatch(/^Sun, \d+°\d\d′ Aries, house \d+$/);
    // The centre read-out is in the markup, shown by CSS on hover and focus.
    expect(html).toContain('class="wheel-tip"');
  });

  it('escapes names', () => {
    expect(html).not.toContain('<b>');
    expect(html).toContain('Ann &lt;b&gt;');
  });
});

describe('SynastryCharts markup', () => {
  // React writes an apostrophe as &#x27;.
  const html = renderToStaticMarkup(
    <SynastryCharts
      first={{ name: 'Ann', chart: result.charts.person1 }}
      second={{ name: 'Tom', chart: result.charts.person2 }}
      aspects={result.aspects}
    />,
  ).replaceAll('&#x27;', "'");

  it('shows the bi-wheel, a planet table per person and the aspect grid as plain tables', () => {
    expect(html.match(/data-planet="/g)).toHaveLength(20);
    expect(html.match(/<table class="chart-table"/g)).toHaveLength(2);
    expect(html).toContain("<caption>Ann's planets</caption>");
    expect(html).toContain("<caption>Tom's planets</caption>");
    expect(html).toMatch(
      /<p id="([^"]+)" class="chart-grid-title">Aspects between Ann's planets \(rows\) and Tom's \(columns\)<\/p>/,
    );
    // The grid table is named by that title, which stays outside its sideways scroller.
    const titleId = /<p id="([^"]+)" class="chart-grid-title">/.exec(html)![1];
    expect(html).toContain(
      `<table class="chart-grid" data-testid="aspect-grid" aria-labelledby="${titleId}">`,
    );
    // Ann has a birth time and place, so her table has houses; Tom's has none.
    const [annTable, tomTable] = html.split('<table class="chart-table"').slice(1);
    expect(annTable).toContain('<th scope="col">House</th>');
    expect(tomTable).not.toContain('<th scope="col">House</th>');
  });
});

describe('NatalCharts markup', () => {
  const chart = computeBirthChart(
    {
      birthDate: '1990-03-14',
      birthTime: '08:45',
      birthPlace: { name: 'London', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' },
    },
    null,
  );
  const html = renderToStaticMarkup(
    <NatalCharts name="" chart={chart.chart} aspects={chart.aspects} heading="The chart" />,
  );

  it('draws the wheel with its aspects, the planets and points, the twelve cusps and the triangle grid', () => {
    // Ten planets, the true nodes, Lilith, Chiron and the Part of Fortune.
    expect(html.match(/data-planet="/g)).toHaveLength(15);
    for (const point of ['North Node', 'South Node', 'Lilith', 'Chiron', 'Part of Fortune'])
      expect(html).toContain(`data-planet="${point}"`);
    expect(html.match(/class="wheel-aspect /g)).toHaveLength(chart.aspects.length);
    expect(html).toContain('<caption>Your planets and points</caption>');
    expect(html).toContain('North Node (mean)');
    expect(html).toContain('Black Moon Lilith (mean)');
    expect(html).toContain('data-testid="house-table"');
    expect(html).toContain('The twelve houses (Placidus cusps)');
    expect(html.match(/<th scope="row">\d+(st|nd|rd|th)<\/th>/g)).toHaveLength(12);
    expect(html).toContain('Aspects in your chart, with orbs');
    expect(html).toContain('class="chart-grid-void"');
  });

  it('leaves the house table out without a birth time', () => {
    const untimed = computeBirthChart({ birthDate: '1990-03-14' }, null);
    const markup = renderToStaticMarkup(
      <NatalCharts name="Ann" chart={untimed.chart} aspects={untimed.aspects} heading="The chart" />,
    );
    expect(markup).not.toContain('data-testid="house-table"');
    expect(markup).toContain('Ann&#x27;s planets and points');
    expect(markup).not.toContain('data-planet="Part of Fortune"');
  });
});
