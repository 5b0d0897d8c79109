import { describe, expect, it } from 'vitest';
import { CHART_POINTS } from '@/lib/astrology/contract';
import {
  orderedChoices,
  POINT_CHOICES,
  POINTS_OF_CHOICE,
  visiblePoints,
} from '@/lib/astrology/chart-options';

describe('the point switches', () => {
  it('cover every extra point of a chart exactly once', () => {
    const named = POINT_CHOICES.flatMap((choice) => POINTS_OF_CHOICE[choice]);
    expect([...named].sort()).toEqual([...CHART_POINTS].sort());
  });

  it('show the points of the switches chosen, and are written in one order', () => {
    expect([...visiblePoints(['vertex', 'nodes'])]).toEqual([
      'Vertex',
      'Anti-Vertex',
      'North Node',
      'South Node',
    ]);
    expect(orderedChoices(['vesta', 'nodes', 'vesta'])).toEqual(['nodes', 'vesta']);
  });
});
