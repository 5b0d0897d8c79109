import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathFrom, returnPathFromSearch } from '@/lib/admin/return-path';

describe('the page to open after sign-in', () => {
  it('keeps an admin path, with its query and fragment', () => {
    expect(returnPathFrom('/admin/articles/123/edit')).toBe('/admin/articles/123/edit');
    expect(returnPathFrom('/admin/automation/analytics?days=30#chart')).toBe(
      '/admin/automation/analytics?days=30#chart',
    );
    expect(returnPathFrom('/admin')).toBe('/admin');
    expect(returnPathFrom('/admin/media/')).toBe('/admin/media');
  });

  it('sends everything that is not a path of this admin to the dashboard', () => {
    for (const raw of [
      null,
      undefined,
      '',
      'admin/articles',
      '/',
      '/blog/post/x',
      '/administrator',
      '/admin-evil',
      'https://evil.example/admin',
      '//evil.example/admin',
      '/\\evil.example/admin',
      '\\\\evil.example/admin',
      '/\t/evil.example/admin',
      '/\n/evil.example',
      'javascript:alert(1)',
      '/admin/../blog',
      '/admin/%2e%2e/blog',
      `/admin/${'x'.repeat(2100)}`,
    ]) {
      expect(returnPathFrom(raw), String(raw)).toBe('/admin');
    }
  });

  it('never returns to the sign-in or reset pages, which would go round in a circle', () => {
    expect(returnPathFrom('/admin/login')).toBe('/admin');
    expect(returnPathFrom('/admin/login?next=/admin/media')).toBe('/admin');
    expect(returnPathFrom('/admin/reset-password')).toBe('/admin');
  });

  it('puts the asked-for page on the sign-in address, and reads it back', () => {
    const login = loginPathFor('/admin/articles/a%20b/edit?x=1');
    expect(login).toBe('/admin/login?next=%2Fadmin%2Farticles%2Fa%2520b%2Fedit%3Fx%3D1');
    expect(returnPathFromSearch(new URL(login, 'http://127.0.0.1').search)).toBe(
      '/admin/articles/a%20b/edit?x=1',
    );
    // The dashboard is where sign-in goes anyway: no parameter needed.
    expect(loginPathFor('/admin')).toBe('/admin/login');
    expect(loginPathFor('//evil.example')).toBe('/admin/login');
    expect(returnPathFromSearch('?next=https%3A%2F%2Fevil.example%2Fadmin')).toBe('/admin');
    expect(returnPathFromSearch('')).toBe('/admin');
  });
});
