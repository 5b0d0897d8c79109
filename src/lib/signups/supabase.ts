/**
 * Newsletter sign-ups and quiz leads in Supabase with the service role, with the rules of the
 * embedded store (./embedded.ts; docs/signups.md#double-opt-in): pending until confirmed from the
 * newest link of the address; known addresses left as they are; an unsubscribed one back only
 * through a new confirmation; a known lead's new answers waiting for one too.
 */
import type { Json } from '@/lib/supabase/database.types';
import { dataOrThrow, serviceClient, type ServiceConfig } from '@/lib/supabase/server-client';
import { CONFIRM_TTL_MS, RESEND_AFTER_MS, type SignupList } from './confirmation';
import type { RequestOutcome, SignupRequest, SignupStore } from './store-contract';

type Client = ReturnType<typeof serviceClient>;

async function issueConfirmation(
  db: Client,
  email: string,
  list: SignupList,
  tokenHash: string,
  now: Date,
): Promise<RequestOutcome> {
  const [latest] = dataOrThrow(
    await db
      .from('email_confirmations')
      .select('requested_at')
      .eq('email', email)
      .eq('list', list)
      .order('requested_at', { ascending: false })
      .limit(1),
  );
  if (latest && now.getTime() - Date.parse(latest.requested_at) < RESEND_AFTER_MS) return { send: false };
  // Only the newest link of an address works; links past their week are forgotten.
  dataOrThrow(await db.from('email_confirmations').delete().eq('email', email).eq('list', list));
  dataOrThrow(await db.from('email_confirmations').delete().lt('expires_at', now.toISOString()));
  dataOrThrow(
    await db.from('email_confirmations').insert({
      token_hash: tokenHash,
      email,
      list,
      requested_at: now.toISOString(),
      expires_at: new Date(now.getTime() + CONFIRM_TTL_MS).toISOString(),
    }),
  );
  return { send: true };
}

const consentColumns = (signup: SignupRequest) => ({
  consent_text: signup.consent.text,
  consent_version: signup.consent.version,
  consent_at: signup.now.toISOString(),
});

async function requestSubscription(db: Client, signup: SignupRequest): Promise<RequestOutcome> {
  const table = () => db.from('newsletter_subscribers');
  const inserted = dataOrThrow(
    await table()
      .upsert(
        [{ email: signup.email, source: signup.source, status: 'pending', ...consentColumns(signup) }],
        {
          onConflict: 'email',
          ignoreDuplicates: true,
        },
      )
      .select('id'),
  );
  if (inserted.length === 0) {
    // Known: on the list already, nothing to do; pending or unsubscribed, the consent now shown.
    const changed = dataOrThrow(
      await table()
        .update(consentColumns(signup))
        .eq('email', signup.email)
        .neq('status', 'subscribed')
        .select('id'),
    );
    if (changed.length === 0) return { send: false };
  }
  return issueConfirmation(db, signup.email, 'newsletter', signup.tokenHash, signup.now);
}

async function requestLead(db: Client, signup: SignupRequest): Promise<RequestOutcome> {
  const table = () => db.from('quiz_leads');
  const answers = (signup.answers ?? {}) as Json;
  const inserted = dataOrThrow(
    await table()
      .upsert(
        [
          {
            email: signup.email,
            answers,
            source: signup.source,
            status: 'pending',
            ...consentColumns(signup),
          },
        ],
        { onConflict: 'email', ignoreDuplicates: true },
      )
      .select('id'),
  );
  if (inserted.length === 0) {
    // A known address: the new answers wait beside the kept ones until this address confirms them.
    const row = dataOrThrow(await table().select('status').eq('email', signup.email).maybeSingle());
    dataOrThrow(
      await table()
        .update({
          pending_answers: answers,
          source: signup.source,
          ...(row?.status === 'confirmed' ? {} : consentColumns(signup)),
        })
        .eq('email', signup.email),
    );
  }
  return issueConfirmation(db, signup.email, 'quiz', signup.tokenHash, signup.now);
}

export function supabaseSignupStore(config: ServiceConfig): SignupStore {
  const db = () => serviceClient(config);
  return {
    kind: 'supabase',
    request: (signup) =>
      signup.list === 'newsletter' ? requestSubscription(db(), signup) : requestLead(db(), signup),

    async confirm(tokenHash, now) {
      const client = db();
      const at = now.toISOString();
      const found = dataOrThrow(
        await client
          .from('email_confirmations')
          .select('email,list')
          .eq('token_hash', tokenHash)
          .gt('expires_at', at)
          .maybeSingle(),
      );
      if (!found) return { kind: 'invalid' };
      const list = found.list as SignupList;
      if (list === 'newsletter') {
        dataOrThrow(
          await client
            .from('newsletter_subscribers')
            .update({ status: 'subscribed', confirmed_at: at, unsubscribed_at: null })
            .eq('email', found.email)
            .neq('status', 'subscribed'),
        );
      } else {
        const lead = dataOrThrow(
          await client
            .from('quiz_leads')
            .select('answers,pending_answers')
            .eq('email', found.email)
            .maybeSingle(),
        );
        dataOrThrow(
          await client
            .from('quiz_leads')
            .update({
              status: 'confirmed',
              confirmed_at: at,
              answers: lead?.pending_answers ?? lead?.answers ?? {},
              pending_answers: null,
            })
            .eq('email', found.email),
        );
      }
      dataOrThrow(
        await client.from('email_confirmations').delete().eq('email', found.email).eq('list', list),
      );
      return { kind: 'confirmed', list, email: found.email };
    },

    async discard(tokenHash) {
      dataOrThrow(await db().from('email_confirmations').delete().eq('token_hash', tokenHash));
    },

    async unsubscribe(email, now) {
      const client = db();
      const address = email.trim().toLowerCase();
      const at = now.toISOString();
      const newsletter = dataOrThrow(
        await client
          .from('newsletter_subscribers')
          .update({ status: 'unsubscribed', unsubscribed_at: at })
          .eq('email', address)
          .neq('status', 'unsubscribed')
          .select('id'),
      );
      const leads = dataOrThrow(
        await client
          .from('quiz_leads')
          .update({ status: 'unsubscribed', pending_answers: null })
          .eq('email', address)
          .neq('status', 'unsubscribed')
          .select('id'),
      );
      dataOrThrow(await client.from('email_confirmations').delete().eq('email', address));
      if (newsletter.length + leads.length > 0) return 'unsubscribed';
      const [known, lead] = await Promise.all([
        client.from('newsletter_subscribers').select('id').eq('email', address).maybeSingle(),
        client.from('quiz_leads').select('id').eq('email', address).maybeSingle(),
      ]);
      return dataOrThrow(known) || dataOrThrow(lead) ? 'already' : 'unknown';
    },
  };
}
