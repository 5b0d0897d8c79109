// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ChartWheel from '@/components/chart/ChartWheel';
import type { ChartFacts } from '@/lib/astrology/contract';
import { buildWheel } from '@/lib/chart-view/wheel';
import { fileStem, standaloneSvg, WHEEL_BACKGROUND } from '@/lib/chart-view/wheel-export';

const CHART: ChartFacts = {
  planets: [
    { planet: 'Sun', longitude: 10, sign: 'Aries', degree: 10, retrograde: false },
    { planet: 'Moon', longitude: 100, sign: 'Cancer', degree: 10, retrograde: false },
  ],
};

function wheelSvg(): SVGSVGElement {
  document.body.innerHTML = renderToStaticMarkup(
    <ChartWheel model={buildWheel({ charts: [{ name: 'Ann', chart: CHART }] })} />,
  );
  return document.querySelector('svg')!;
}

/** A stand-in for the page's computed style: what a class would paint. */
const styleOf = (element: Element) => ({
  getPropertyValue: (name: string) =>
    name === 'stroke' && element.classList.contains('wheel-line')
      ? 'rgb(80, 70, 120)'
      : name === 'font-size' && element.classList.contains('wheel-glyph')
        ? '20px'
        : '',
});

describe('the wheel as a file', () => {
  it('is a standalone SVG: namespaced, sized, on a background, its paint written on each element', () => {
    const file = standaloneSvg(wheelSvg(), styleOf);
    const parsed = new DOMParser().parseFromString(file, 'image/svg+xml').documentElement;
    expect(parsed.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    const viewBox = parsed.getAttribute('viewBox')!.split(' ').map(Number);
    expect(Number(parsed.getAttribute('width'))).toBe(viewBox[2]);
    expect(Number(parsed.getAttribute('height'))).toBe(viewBox[3]);
    expect(parsed.firstElementChild!.getAttribute('fill')).toBe(WHEEL_BACKGROUND);
    expect(file).toContain('stroke:rgb(80, 70, 120)');
    expect(file).toContain('font-size:20px');
    expect(file).not.toContain('class=');
  });

  it('leaves out the centre read-outs and tap targets, which only the page uses', () => {
    const svg = wheelSvg();
    expect(svg.querySelectorAll('.wheel-tip').length).toBe(2);
    const tipTexts = [...svg.querySelectorAll('.wheel-tip text')].map((text) => text.textContent);
    expect(tipTexts.length).toBeGreaterThan(0);
    const file = standaloneSvg(svg, styleOf);
    expect(file).not.toContain('tabindex');
    const parsed = new DOMParser().parseFromString(file, 'image/svg+xml').documentElement;
    const texts = [...parsed.querySelectorAll('text')].map((text) => text.textContent);
    // The read-outs' lines are gone; the glyphs stay.
    for (const line of tipTexts) expect(texts).not.toContain(line);
    expect(texts.some((text) => text?.startsWith('☉'))).toBe(true);
    expect(parsed.querySelectorAll('circle').length).toBe(
      svg.querySelectorAll('circle').length - svg.querySelectorAll('.wheel-tip circle, .wheel-hit').length,
    );
  });

  it('names its files after the chart', () => {
    expect(fileStem("Ann's birth chart")).toBe('ann-s-birth-chart');
    expect(fileStem('  ')).toBe('chart');
  });
});
