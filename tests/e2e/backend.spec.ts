import { expect, test } from '@playwright/test';

// The local server runs without Supabase settings: the data functions must validate and then
// say plainly that nothing was stored (docs/decisions.md 10).
test.describe('data functions without a backend', () => {
  test('/api/quiz-lead validates, then answers 503 not configured', async ({ request }) => {
    const bad = await request.post('/api/quiz-lead', { data: { email: 'nope', answers: {} } });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error).toMatch(/^email: /);
    const valid = await request.post('/api/quiz-lead', {
      data: { email: 'lead@astrelle.app', answers: { gender: 'female' }, source: 'quiz' },
    });
    expect(valid.status()).toBe(503);
    expect((await valid.json()).error).toMatch(/not configured/);
  });

  test('/api/subscribe answers 503 not configured for a valid e-mail', async ({ request }) => {
    const reply = await request.post('/api/subscribe', { data: { email: 'reader@astrelle.app' } });
    expect(reply.status()).toBe(503);
    expect((await reply.json()).error).toMatch(/not configured/);
  });
});
