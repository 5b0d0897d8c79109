import { expect, test } from '@playwright/test';

// The local server runs without Supabase settings but with the embedded store every local server
// binds (docs/signups.md): the data functions validate, then keep what they were given.
test.describe('data functions on the embedded default', () => {
  test('/api/quiz-lead validates, then keeps the lead', async ({ request }) => {
    const bad = await request.post('/api/quiz-lead', { data: { email: 'nope', answers: {} } });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error).toMatch(/^email: /);
    const valid = await request.post('/api/quiz-lead', {
      data: { email: 'lead@astrelle.app', answers: { gender: 'female' }, source: 'quiz' },
    });
    expect(valid.status()).toBe(200);
    expect(await valid.json()).toMatchObject({ received: true });
  });

  test('/api/subscribe keeps a valid e-mail', async ({ request }) => {
    const reply = await request.post('/api/subscribe', { data: { email: 'reader@astrelle.app' } });
    expect(reply.status()).toBe(200);
    expect(await reply.json()).toMatchObject({ received: true });
  });
});
