/**
 * One list of everyone the newsletter may reach: newsletter sign-ups and quiz leads, merged by
 * e-mail address. A quiz lead who also signed up appears once, as the newsletter row, reachable
 * when either is confirmed (docs/signups.md#double-opt-in) unless an unsubscribe came later: the
 * latest decision wins (an admin's unsubscribe of a quiz lead is an 'unsubscribed' newsletter row,
 * as admins never rewrite a lead). A pending row, never confirmed, is reached by no campaign.
 */
export const MEMBER_STATUSES = ['pending', 'subscribed', 'unsubscribed', 'bounced'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export interface NewsletterRow {
  id: string;
  email: string;
  source: string;
  status: string;
  consent_at: string;
  unsubscribed_at: string | null;
  created_at: string;
}

export interface QuizLeadRow {
  id: string;
  email: string;
  source: string;
  /**
   * 'pending' until the address confirms, 'confirmed', or 'unsubscribed'. Rows from before double
   * opt-in (the local preview's sample data in a browser) have none and count as they always did.
   */
  status?: string;
  confirmed_at?: string | null;
  consent_at: string;
  created_at: string;
}

export interface AudienceMember {
  /** `n:<uuid>` for a newsletter row, `q:<uuid>` for a quiz lead without one. */
  key: string;
  email: string;
  /** Where the address came from: 'footer', 'quiz', 'blog' … */
  source: string;
  status: MemberStatus;
  /** Also left the address in the quiz. */
  quizLead: boolean;
  joinedAt: string;
  unsubscribedAt: string | null;
}

/** An unknown status reaches nobody: only a row that says 'subscribed' is mailed. */
function asStatus(value: string): MemberStatus {
  return (MEMBER_STATUSES as readonly string[]).includes(value) ? (value as MemberStatus) : 'pending';
}

/** A confirmed lead makes its address reachable, unless its newsletter row was unsubscribed after. */
function leadConfirmedLater(lead: QuizLeadRow | undefined, row: NewsletterRow): boolean {
  if (!lead || (lead.status ?? 'confirmed') !== 'confirmed') return false;
  if (row.status !== 'unsubscribed') return true;
  return !!lead.confirmed_at && !!row.unsubscribed_at && lead.confirmed_at > row.unsubscribed_at;
}

/** A quiz lead's status as a member's: a confirmed lead is subscribed. */
const leadStatus = (value = 'confirmed'): MemberStatus =>
  value === 'confirmed' ? 'subscribed' : asStatus(value);

export function mergeAudience(
  newsletter: readonly NewsletterRow[],
  leads: readonly QuizLeadRow[],
): AudienceMember[] {
  const leadByEmail = new Map(leads.map((lead) => [lead.email.toLowerCase(), lead]));
  const members: AudienceMember[] = newsletter.map((row) => {
    const lead = leadByEmail.get(row.email.toLowerCase());
    return {
      key: `n:${row.id}`,
      email: row.email.toLowerCase(),
      source: row.source,
      status: leadConfirmedLater(lead, row) ? 'subscribed' : asStatus(row.status),
      quizLead: lead !== undefined,
      joinedAt: row.consent_at,
      unsubscribedAt: row.unsubscribed_at,
    };
  });
  const known = new Set(members.map((member) => member.email));
  for (const lead of leads) {
    const email = lead.email.toLowerCase();
    if (known.has(email)) continue;
    known.add(email);
    members.push({
      key: `q:${lead.id}`,
      email,
      source: lead.source,
      status: leadStatus(lead.status),
      quizLead: true,
      joinedAt: lead.consent_at,
      unsubscribedAt: null,
    });
  }
  return members.sort((a, b) => b.joinedAt.localeCompare(a.joinedAt) || a.email.localeCompare(b.email));
}

/**
 * The list's figures: everyone on it, and those a campaign may reach. The e-mail section and the
 * dashboard both show these, from the same read (docs/admin.md#one-figure-one-source).
 */
export function audienceCounts(members: readonly AudienceMember[]): { people: number; subscribed: number } {
  return {
    people: members.length,
    subscribed: members.filter((member) => member.status === 'subscribed').length,
  };
}

export interface MemberQuery {
  search?: string;
  /** Exact source tag; empty or undefined for every source. */
  source?: string;
  status?: MemberStatus | '';
  page?: number;
  pageSize?: number;
}

export interface MemberPage {
  rows: AudienceMember[];
  total: number;
  page: number;
  pageCount: number;
}

export function filterMembers(members: readonly AudienceMember[], query: MemberQuery): AudienceMember[] {
  const search = query.search?.trim().toLowerCase() ?? '';
  return members.filter(
    (member) =>
      (!search || member.email.includes(search) || member.source.includes(search)) &&
      (!query.source || member.source === query.source) &&
      (!query.status || member.status === query.status),
  );
}

export function pageOf(members: readonly AudienceMember[], query: MemberQuery): MemberPage {
  const filtered = filterMembers(members, query);
  const pageSize = Math.max(1, Math.min(query.pageSize ?? 25, 500));
  const pageCount = Math.max(1, Math.ceil(filtered.length / pageSize));
  const page = Math.min(Math.max(1, Math.floor(query.page ?? 1)), pageCount);
  return {
    rows: filtered.slice((page - 1) * pageSize, page * pageSize),
    total: filtered.length,
    page,
    pageCount,
  };
}

/** Every source tag present, for the filter. */
export function sourcesOf(members: readonly AudienceMember[]): string[] {
  return [...new Set(members.map((member) => member.source))].sort();
}

/** How a source tag reads on screen. */
export function sourceLabel(source: string): string {
  if (source === 'footer') return 'Newsletter (footer)';
  if (source === 'quiz') return 'Quiz';
  if (source.startsWith('quiz-')) return `Quiz (${source.slice(5)})`;
  return source.charAt(0).toUpperCase() + source.slice(1).replace(/-/g, ' ');
}

export interface Audience {
  /** Empty: every source. */
  sources: string[];
}

/** Who a campaign goes to: subscribed members of the chosen sources, one per address. */
export function recipientsFor(members: readonly AudienceMember[], audience: Audience): AudienceMember[] {
  const sources = new Set(audience.sources);
  return members.filter(
    (member) => member.status === 'subscribed' && (sources.size === 0 || sources.has(member.source)),
  );
}
