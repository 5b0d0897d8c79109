import { describe, expect, it } from 'vitest';
import { normalizeName, resolveBirthCity, searchPlaces } from '../../../src/lib/astrology/gazetteer';

describe('birth-place atlas', () => {
  it('ranks exact and prefix matches first, larger cities before smaller', () => {
    const results = searchPlaces('paris');
    expect(results[0]).toMatchObject({ country: 'France', timezone: 'Europe/Paris' });
    expect(results.length).toBeLessThanOrEqual(10);
    const london = searchPlaces('london');
    expect(london[0]!.country).toBe('United Kingdom');
  });
  it('narrows by country, code or state after a comma', () => {
    expect(searchPlaces('london, canada')[0]!.timezone).toBe('America/Toronto');
    expect(searchPlaces('springfield, mo')[0]!.name).toContain('Missouri');
  });
  it('never returns more than the limit', () => {
    expect(searchPlaces('san').length).toBe(10);
    expect(searchPlaces('san', 3).length).toBe(3);
  });
  it('ignores accents and case', () => {
    expect(normalizeName('São Paulo')).toBe('sao paulo');
    expect(searchPlaces('SAO PAULO')[0]!.timezone).toBe('America/Sao_Paulo');
  });
  it('resolves free text "City, Country" to one place, or null', () => {
    expect(resolveBirthCity('Tallinn, Estonia')).toMatchObject({ timezone: 'Europe/Tallinn' });
    expect(resolveBirthCity('New York, USA')).toMatchObject({ timezone: 'America/New_York' });
    expect(resolveBirthCity('Birmingham, Alabama')).toMatchObject({ timezone: 'America/Chicago' });
    expect(resolveBirthCity('Birmingham')).toMatchObject({ timezone: 'Europe/London' });
    expect(resolveBirthCity('Atlantis')).toBeNull();
    expect(resolveBirthCity('Tallinn, Brazil')).toBeNull();
  });
});
