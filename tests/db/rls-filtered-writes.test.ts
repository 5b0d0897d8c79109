import { beforeAll, describe, expect, it } from 'vitest';
import { createSupabaseAutomation } from '@/admin/areas/automation/data/supabase';
import { supabaseEmailRepository } from '@/admin/areas/email/data/supabase';
import { recordMessages, RECORDS } from '@/lib/admin/record-rules';
import { createSupabaseClient, type AstrelleClient } from '@/lib/supabase/client';
import { SESSION_STORAGE_KEY } from '@/lib/supabase/constants';
import { accessToken, userReply } from '../support/supabase-recorded';
import { memoryStorage } from '../unit/backend/fake-supabase';
import { createTestDatabase, type TestDatabase } from './database';
import { fixturesSql, ids } from './fixtures';
import { postgrestOverPglite } from './postgrest';

/**
 * A write Row Level Security filters out answers success with no row; each repository of the
 * admin's Supabase layer must say so to the person (src/lib/supabase/repositories/replies.ts),
 * never report a success where nothing happened. Here an editor, whom the database keeps out of
 * the admins-only tables, tries each write on the migrated database (./postgrest.ts); the admin
 * data layer's own tables are in ./admin-contract.test.ts.
 */
const URL = 'https://filtered.supabase.co';

function clientAs(sub: string, db: TestDatabase): AstrelleClient {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const session = {
    access_token: accessToken({ url: URL, sub, exp }),
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: exp,
    refresh_token: 'rt-filtered',
    user: { ...userReply(), id: sub },
  };
  return createSupabaseClient({
    url: URL,
    anonKey: 'anon-key-for-filtered-writes',
    fetch: postgrestOverPglite(db),
    storage: memoryStorage({ [SESSION_STORAGE_KEY]: JSON.stringify(session) }),
    lock: (_name, _timeout, fn) => fn(),
    detectSessionInUrl: false,
  })!;
}

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(fixturesSql);
}, 180_000);

const subscriber = {
  key: `n:${ids.subscriber}`,
  email: 'reader@astrelle.test',
  source: 'footer',
  status: 'subscribed' as const,
  quizLead: false,
  joinedAt: '2026-01-01T00:00:00Z',
  unsubscribedAt: null,
};

describe('e-mail marketing on Supabase, as an editor', () => {
  it('says that deleting a campaign and unsubscribing an address did nothing', async () => {
    const email = supabaseEmailRepository(clientAs(ids.editor, db));
    await expect(email.removeCampaign(ids.campaign)).rejects.toThrow(
      recordMessages.notDeleted(RECORDS.campaign),
    );
    await expect(email.unsubscribe(subscriber)).rejects.toThrow(
      recordMessages.notChanged(RECORDS.subscriber),
    );
  });

  it('does both for an admin', async () => {
    const email = supabaseEmailRepository(clientAs(ids.admin, db));
    await expect(email.unsubscribe(subscriber)).resolves.toBeUndefined();
    await expect(email.removeCampaign(ids.campaign)).resolves.toBeUndefined();
    await expect(email.removeCampaign(ids.campaign)).rejects.toThrow(
      recordMessages.notDeleted(RECORDS.campaign),
    );
  });
});

describe('automation on Supabase, as an editor', () => {
  it('says that deleting a plan and resolving an error did nothing', async () => {
    const automation = createSupabaseAutomation(clientAs(ids.editor, db));
    await expect(automation.removePlan(ids.plan)).rejects.toThrow(recordMessages.notDeleted(RECORDS.plan));
    await expect(automation.resolveError(ids.error)).rejects.toThrow(
      recordMessages.notChanged(RECORDS['error record']),
    );
    await expect(automation.removeWorkflow(ids.workflow)).rejects.toThrow(
      recordMessages.notDeleted(RECORDS.workflow),
    );
  });

  it('does them for an admin', async () => {
    const automation = createSupabaseAutomation(clientAs(ids.admin, db));
    await expect(automation.resolveError(ids.error)).resolves.toBeUndefined();
    await expect(automation.removePlan(ids.plan)).resolves.toBeUndefined();
  });
});
