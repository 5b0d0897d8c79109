import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART_CHOICES, type ChartChoices } from '@/lib/astrology/chart-options';
import { EMPTY_PERSON, withBirthDate } from '@/lib/calculators/person-form';
import { decodeShare, encodeShare } from '@/lib/calculators/share-link';
import { encodeChartShare, readChartChoices } from '@/lib/calculators/chart-choices-link';
import { readSharedChart } from '@/lib/chart-image/query';

const ann = { ...withBirthDate(EMPTY_PERSON, '1990-03-25'), name: 'Ann', birthTime: '14:30' };

describe('the share link carries the chart’s drawing choices', () => {
  it('leaves the defaults out, so a chart drawn the usual way keeps its old address', () => {
    expect(encodeChartShare([ann], DEFAULT_CHART_CHOICES)).toBe(encodeShare([ann]));
    expect(encodeShare([ann])).toBe('?a_n=Ann&a_d=1990-03-25&a_t=14%3A30');
  });

  it('writes each other choice and reads it back the same', () => {
    const choices: ChartChoices = {
      houseSystem: 'regiomontanus',
      zodiac: 'sidereal',
      ayanamsa: 'raman',
      points: ['vesta', 'nodes', 'vertex'],
    };
    const search = encodeChartShare([ann], choices);
    expect(search).toBe(
      '?a_n=Ann&a_d=1990-03-25&a_t=14%3A30&hs=regiomontanus&z=sidereal&ay=raman&pts=nodes.vesta.vertex',
    );
    expect(readChartChoices(search)).toEqual({
      choices: { ...choices, points: ['nodes', 'vesta', 'vertex'] },
      problems: [],
    });
    expect(decodeShare(search, 1)![0]!.name).toBe('Ann');
  });

  it('writes “no extra points” as an empty list, and the Lahiri ayanamsa not at all', () => {
    const search = encodeChartShare([ann], { ...DEFAULT_CHART_CHOICES, zodiac: 'sidereal', points: [] });
    expect(search).toContain('z=sidereal&pts=');
    expect(search).not.toContain('ay=');
    expect(readChartChoices(search).choices).toMatchObject({
      zodiac: 'sidereal',
      ayanamsa: 'lahiri',
      points: [],
    });
  });

  it('reads the form sent without JavaScript: one "pts" per ticked point after an empty one', () => {
    expect(readChartChoices('?a_d=1990-03-25&hs=koch&z=tropical&pts=&pts=nodes&pts=vesta').choices).toEqual({
      ...DEFAULT_CHART_CHOICES,
      houseSystem: 'koch',
      points: ['nodes', 'vesta'],
    });
    expect(readChartChoices('?a_d=1990-03-25&pts=').choices.points).toEqual([]);
  });

  it('drops what it cannot read, naming the parameter', () => {
    const { choices, problems } = readChartChoices(
      '?a_d=1990-03-25&hs=morinus&z=draconic&pts=ceres.eris&ay=lahiri',
    );
    expect(choices).toEqual(DEFAULT_CHART_CHOICES);
    expect(problems.map((problem) => problem.parameter)).toEqual(['hs', 'z', 'ay', 'pts']);
  });
});

describe('the preview image reads the same choices', () => {
  it('takes them, and writes its canonical address with them', () => {
    const shared = readSharedChart('?a_d=1990-03-25&a_t=14:30&pts=vesta.nodes&hs=koch&utm_source=x');
    expect(shared).toMatchObject({
      ok: true,
      choices: { houseSystem: 'koch', points: ['nodes', 'vesta'] },
      search: '?a_d=1990-03-25&a_t=14%3A30&hs=koch&pts=nodes.vesta',
    });
  });

  it('refuses an unreadable choice with the parameter named', () => {
    expect(readSharedChart('?a_d=1990-03-25&hs=Koch')).toEqual({
      ok: false,
      message:
        'hs (house system) must be one of placidus, koch, whole-sign, equal, porphyry, regiomontanus, campanus, topocentric, alcabitius.',
    });
    expect(readSharedChart('?a_d=1990-03-25&ay=lahiri')).toMatchObject({
      ok: false,
      message: 'ay (ayanamsa) is only for the sidereal zodiac (z=sidereal).',
    });
  });
});
