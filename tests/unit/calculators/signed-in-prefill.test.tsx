// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import SingleCalculator from '@/islands/calculator/SingleCalculator';
import PairCalculator from '@/islands/calculator/PairCalculator';
import { EMPTY_PERSON } from '@/lib/calculators/person-form';
import { fillEmptyFields, personFromUserMetadata } from '@/lib/calculators/prefill';
import { metadataFromStoredSession, signedInMetadata } from '@/lib/calculators/stored-session';
import { SESSION_STORAGE_KEY } from '@/lib/supabase/constants';

const NOW = Date.UTC(2026, 10, 22, 6, 0, 0);
const METADATA = {
  full_name: 'Maris Vale',
  birth_date: '1992-08-14',
  birth_time: '07:30:00',
  birth_city: 'Riga, Latvia',
  gender: 'female',
};

/** What supabase-js stores under its storage key after a sign-in. */
function storedSession(overrides: Record<string, unknown> = {}, metadata: unknown = METADATA): string {
  return JSON.stringify({
    access_token: 'header.payload.signature',
    refresh_token: 'r3fr3sh',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(NOW / 1000) + 3600,
    user: { id: 'u1', email: 'maris@example.org', user_metadata: metadata },
    ...overrides,
  });
}

describe('reading the stored session by hand', () => {
  it('returns the user metadata of a complete, unexpired session', () => {
    expect(metadataFromStoredSession(storedSession(), NOW)).toEqual(METADATA);
  });

  it('ignores expired, malformed and incomplete sessions', () => {
    expect(
      metadataFromStoredSession(storedSession({ expires_at: Math.floor(NOW / 1000) - 1 }), NOW),
    ).toBeNull();
    expect(metadataFromStoredSession(storedSession({ expires_at: Math.floor(NOW / 1000) }), NOW)).toBeNull();
    expect(metadataFromStoredSession('{not json', NOW)).toBeNull();
    expect(metadataFromStoredSession('null', NOW)).toBeNull();
    expect(metadataFromStoredSession('[1,2]', NOW)).toBeNull();
    expect(metadataFromStoredSession(storedSession({ access_token: '' }), NOW)).toBeNull();
    expect(metadataFromStoredSession(storedSession({ refresh_token: 42 }), NOW)).toBeNull();
    expect(metadataFromStoredSession(storedSession({ expires_at: '9999999999' }), NOW)).toBeNull();
    expect(metadataFromStoredSession(storedSession({ user: null }), NOW)).toBeNull();
    expect(metadataFromStoredSession(storedSession({}, 'Maris'), NOW)).toBeNull();
    expect(metadataFromStoredSession(storedSession({}, ['Maris']), NOW)).toBeNull();
    expect(metadataFromStoredSession(null, NOW)).toBeNull();
  });

  it('reads the key the browser client stores under, and nothing else', () => {
    localStorage.clear();
    expect(signedInMetadata(localStorage, NOW)).toBeNull();
    // supabase-js's default key (when no storageKey is set) is not ours.
    localStorage.setItem('sb-abcdefghijklmnop-auth-token', storedSession());
    expect(signedInMetadata(localStorage, NOW)).toBeNull();
    localStorage.setItem(SESSION_STORAGE_KEY, storedSession());
    expect(signedInMetadata(localStorage, NOW)).toEqual(METADATA);
    localStorage.clear();
  });

  it('counts a browser that refuses storage as signed out', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(signedInMetadata(refusing, NOW)).toBeNull();
    expect(signedInMetadata(undefined, NOW)).toBeNull();
  });
});

describe('metadata to person 1', () => {
  it('takes name, birth date (with its sign), time, city and gender', () => {
    expect(personFromUserMetadata(METADATA)).toEqual({
      name: 'Maris Vale',
      birthDate: '1992-08-14',
      zodiacSign: 'Leo',
      birthTime: '07:30',
      birthCity: 'Riga, Latvia',
      gender: 'female',
    });
  });

  it('drops values it cannot use', () => {
    expect(
      personFromUserMetadata({
        name: 'Ann',
        birth_date: '1990-02-31x',
        birth_time: '25:00',
        gender: 'robot',
        birth_city: 7,
      }),
    ).toEqual({
      name: 'Ann',
      birthDate: '',
      zodiacSign: '',
      birthTime: '',
      birthCity: '',
      gender: '',
    });
    expect(personFromUserMetadata({ avatar_url: 'x' })).toBeNull();
  });

  it('fills only empty fields', () => {
    const prefill = personFromUserMetadata(METADATA)!;
    const typed = {
      ...EMPTY_PERSON,
      name: 'Typed',
      birthDate: '2000-01-01',
      zodiacSign: 'Capricorn' as const,
    };
    expect(fillEmptyFields(typed, prefill)).toEqual({
      ...typed,
      birthTime: '07:30',
      birthCity: 'Riga, Latvia',
      gender: 'female',
    });
    expect(fillEmptyFields(EMPTY_PERSON, prefill)).toEqual({ ...EMPTY_PERSON, ...prefill });
  });
});

describe('the calculators prefill person 1 when a visitor is signed in', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/when-will-i-get-married-astrology');
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  const field = (label: string, index = 0) => screen.getAllByLabelText(label)[index] as HTMLInputElement;
  const labels = { submit: 'Go', busy: 'Busy', another: 'Again' };
  const renderSingle = () => render(<SingleCalculator kind="marriage" resultsId="r" labels={labels} />);
  const renderPair = () => render(<PairCalculator group="star-chart" resultsId="r" labels={labels} />);
  /** A session stored as supabase-js stores it, expiring `secondsLeft` from now (negative: expired). */
  const signIn = (metadata: unknown = METADATA, secondsLeft = 3600) =>
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      storedSession({ expires_at: Math.floor(Date.now() / 1000) + secondsLeft }, metadata),
    );

  it('fills the single-person form and opens the advanced options', () => {
    signIn();
    renderSingle();
    expect(field('Name (optional)').value).toBe('Maris Vale');
    expect(field('Birth date').value).toBe('1992-08-14');
    expect(field('Gender').value).toBe('female');
    expect(field('Birth time').value).toBe('07:30');
    expect(field('Birth city').value).toBe('Riga, Latvia');
    expect(screen.queryByRole('button', { name: 'Show Advanced Options' })).toBeNull();
  });

  it('fills person 1 only, and nothing when the session has expired', () => {
    signIn({ name: 'Lena' });
    renderPair();
    expect(field('Name (optional)', 0).value).toBe('Lena');
    expect(field('Name (optional)', 1).value).toBe('');
    expect(screen.getByRole('button', { name: 'Show Advanced Options' })).toBeTruthy();
    cleanup();
    signIn({ name: 'Lena' }, -60);
    renderPair();
    expect(field('Name (optional)', 0).value).toBe('');
  });

  it('leaves a shared link alone, and fills in when the visitor signs in from another tab', () => {
    window.history.replaceState(null, '', '/when-will-i-get-married-astrology?a_n=Shared');
    signIn();
    renderSingle();
    expect(field('Name (optional)').value).toBe('Shared');
    expect(field('Birth date').value).toBe('');
    cleanup();

    window.history.replaceState(null, '', '/when-will-i-get-married-astrology');
    localStorage.clear();
    renderSingle();
    expect(field('Name (optional)').value).toBe('');
    signIn();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    });
    expect(field('Name (optional)').value).toBe('Maris Vale');
  });
});
