/**
 * The admin's record rules and the words a person reads when one refuses (docs/admin.md#record-rules),
 * written once for both data layers: the local preview (src/admin/data/local/) checks them itself,
 * and on Supabase the database enforces them (unique indexes, foreign keys, Row Level Security)
 * while src/lib/supabase/repositories/replies.ts turns each refusal into the same sentence.
 * tests/db/admin-contract.test.ts runs one list of scenarios against both and expects the same words.
 */

/** A kind of record, named as a sentence names it. */
export interface RecordKind {
  /** "category": the singular, as in "No category was deleted". */
  one: string;
  /** The sentence for a clash on the record's unique field (its slug, its key). */
  taken: string;
}

export const RECORDS = {
  article: { one: 'article', taken: 'Another article already uses this slug. Choose a different one.' },
  category: { one: 'category', taken: 'Another category already uses this slug. Choose a different one.' },
  image: { one: 'image', taken: 'An image with this name is already in the library.' },
  setting: { one: 'setting', taken: 'This setting was saved meanwhile. Reload the page and try again.' },
  campaign: { one: 'campaign', taken: 'This campaign was saved meanwhile. Reload the page and try again.' },
  subscriber: { one: 'subscriber', taken: 'This address is already on the list.' },
  plan: { one: 'plan', taken: 'A plan with this name already exists.' },
  job: { one: 'job', taken: 'This job is already queued.' },
  workflow: {
    one: 'workflow',
    taken: 'Another workflow is already the default. Reload the page and try again.',
  },
  'error record': { one: 'error record', taken: 'This error was recorded meanwhile.' },
  'audit entry': { one: 'audit entry', taken: 'This entry was recorded meanwhile.' },
  'usage record': { one: 'usage record', taken: 'This use was recorded meanwhile.' },
  profile: { one: 'profile', taken: 'This account already has a profile.' },
} as const satisfies Record<string, RecordKind>;

/** What a person reads when a write was refused or did nothing. */
export const recordMessages = {
  /** The record asked for is not there (deleted meanwhile, or hidden from this account). */
  gone: (kind: RecordKind) => `This ${kind.one} no longer exists. Reload the page.`,
  /** An update that matched no row this account may change. */
  notChanged: (kind: RecordKind) =>
    `No ${kind.one} was changed: it may be gone, or your role may not change it.`,
  /** A delete that matched no row this account may delete. */
  notDeleted: (kind: RecordKind) =>
    `No ${kind.one} was deleted: it may be gone already, or your role may not delete it.`,
  /** An insert this account may not make. */
  notCreated: (kind: RecordKind) => `Your role may not add a ${kind.one}.`,
  /** A delete a reference refuses (a foreign key). */
  stillUsed: (kind: RecordKind) => `This ${kind.one} is still in use and cannot be deleted.`,
  /** Any other failure, with no more said than which record. */
  failed: (verb: 'load' | 'create' | 'update' | 'delete', kind: RecordKind) =>
    `The ${kind.one} could not be ${verb === 'load' ? 'loaded' : `${verb}d`}. Try again in a moment.`,
};

/** A category articles still use is not deleted: the sentence says how many and what to do. */
export function categoryInUse(articles: number): string {
  return `This category is used by ${articles} ${articles === 1 ? 'article' : 'articles'}. Move them to another category first.`;
}

/** An e-mail campaign can be edited only before it is sent (or after a failed send). */
export const CAMPAIGN_LOCKED = 'Only drafts and failed campaigns can be edited.';
export const EDITABLE_CAMPAIGN_STATUSES = ['draft', 'failed'] as const;
export const isEditableCampaign = (status: string): boolean =>
  (EDITABLE_CAMPAIGN_STATUSES as readonly string[]).includes(status);

/** Whether `slug` is taken by another row than `exceptId` (the local preview's unique index). */
export function slugTaken(rows: readonly { id: string; slug: string }[], slug: string, exceptId?: string) {
  return rows.some((row) => row.slug === slug && row.id !== exceptId);
}
