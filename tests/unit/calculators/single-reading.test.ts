import { describe, expect, it, vi } from 'vitest';
import type { PersonInput } from '@/lib/astrology/contract';
import { resolveBirthCity } from '@/lib/astrology/gazetteer';
import { predictMarriage } from '@/lib/astrology/marriage';
import { readSoulmateGlimpse } from '@/lib/astrology/psychic';
import { ApiError } from '@/lib/http/api-client';
import { localReading } from '@/lib/calculators/local-reading';
import { fetchSingleReading, shouldComputeLocally } from '@/lib/calculators/single-reading';

const TARTU = { name: 'Tartu, Estonia', latitude: 58.38, longitude: 26.72, timezone: 'Europe/Tallinn' };
const PICKED: PersonInput = {
  name: 'Maris',
  birthDate: '1992-08-14',
  birthTime: '07:45',
  birthCity: 'Tartu, Estonia',
  birthPlace: TARTU,
  gender: 'female',
};
const NOW = new Date('2026-11-24T12:00:00Z');

describe('the browser engine (local reading)', () => {
  it('gives the reading the function gives when the city was picked from the suggestions', () => {
    expect(localReading('marriage', PICKED, NOW)).toEqual({
      kind: 'marriage',
      data: predictMarriage(PICKED, NOW, resolveBirthCity),
    });
    expect(localReading('psychic', PICKED)).toEqual({
      kind: 'psychic',
      data: readSoulmateGlimpse(PICKED, resolveBirthCity),
    });
  });

  it('leaves a typed city out, saying so beside the result, instead of looking it up', () => {
    const typed: PersonInput = { birthDate: '1992-08-14', birthTime: '07:45', birthCity: 'Tartu' };
    const reading = localReading('psychic', typed);
    expect(reading.data.places).toEqual([
      expect.objectContaining({ status: 'not-checked', typed: 'Tartu', timezone: 'UTC' }),
    ]);
    expect(reading.data.places[0]!.message).toMatch(/^“Tartu” could not be looked up just now/);
    expect(reading.data.notes.join(' ')).toMatch(/houses were not used/);
  });

  it('refuses a date that is not real', () => {
    expect(() => localReading('marriage', { birthDate: '1990-02-31' })).toThrow('not a real calendar date');
  });
});

describe('shouldComputeLocally', () => {
  it('falls back for network failures, server errors and unexpected errors', () => {
    expect(shouldComputeLocally(new ApiError('offline', 0))).toBe(true);
    expect(shouldComputeLocally(new ApiError('down', 503))).toBe(true);
    expect(shouldComputeLocally(new TypeError('bad shape'))).toBe(true);
  });
  it('shows refused input and cancelled requests as they are', () => {
    expect(shouldComputeLocally(new ApiError('person.birthDate: cannot be in the future', 400))).toBe(false);
    expect(shouldComputeLocally(new DOMException('stop', 'AbortError'))).toBe(false);
  });
});

describe('fetchSingleReading', () => {
  const local = { kind: 'psychic' as const, data: { person: { name: 'local' } } } as never;
  const loadLocal = () => Promise.resolve({ localReading: vi.fn(() => local) });

  it('returns the function reply when the call succeeds, without loading the engine', async () => {
    const reply = { person: { name: 'Maris' }, narrativeSource: 'library' };
    const post = vi.fn(async () => reply) as never;
    const load = vi.fn(loadLocal);
    await expect(fetchSingleReading('marriage', PICKED, { post, loadLocal: load })).resolves.toEqual({
      kind: 'marriage',
      data: reply,
    });
    expect((post as unknown as ReturnType<typeof vi.fn>).mock.calls[0]).toEqual([
      '/api/marriage-prediction',
      { person: PICKED },
    ]);
    expect(load).not.toHaveBeenCalled();
  });

  it('computes locally, with no error, when the server fails or answers nonsense', async () => {
    const down = vi.fn(async () => Promise.reject(new ApiError('The server answered 503.', 503))) as never;
    await expect(fetchSingleReading('psychic', PICKED, { post: down, loadLocal })).resolves.toBe(local);
    const empty = vi.fn(async () => null) as never;
    await expect(fetchSingleReading('psychic', PICKED, { post: empty, loadLocal })).resolves.toBe(local);
  });

  it('passes a refused input on to the visitor', async () => {
    const refused = vi.fn(async () =>
      Promise.reject(new ApiError('person.birthDate: cannot be in the future', 400)),
    ) as never;
    await expect(fetchSingleReading('marriage', PICKED, { post: refused, loadLocal })).rejects.toThrow(
      'cannot be in the future',
    );
  });

  it('keeps the server error when the engine cannot be loaded either', async () => {
    const offline = vi.fn(async () =>
      Promise.reject(new ApiError('We could not reach our servers.', 0)),
    ) as never;
    const broken = () => Promise.reject(new Error('chunk failed'));
    await expect(
      fetchSingleReading('marriage', PICKED, { post: offline, loadLocal: broken }),
    ).rejects.toThrow('We could not reach our servers.');
  });
});
