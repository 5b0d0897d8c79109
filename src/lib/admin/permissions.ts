/**
 * Who may do what in the admin, said once (docs/admin.md#permissions). Row Level Security in
 * supabase/migrations/ enforces the table rights and tests/db/rls-matrix.test.ts checks each of its
 * cells against `TABLE_RIGHTS`; the admin's menu (src/admin/routes.ts) takes each section's roles
 * from `SECTION_ROLES`; each admin function takes its `roles` from `FUNCTION_ROLES`; and the local
 * preview refuses what the database would refuse with the same table (src/admin/data/local/).
 */
export type StaffRole = 'admin' | 'editor';

export const STAFF: readonly StaffRole[] = ['admin', 'editor'];
export const ADMINS: readonly StaffRole[] = ['admin'];
const NOBODY: readonly StaffRole[] = [];

export type TableAction = 'select' | 'insert' | 'update' | 'delete';
type Rights = Readonly<Record<TableAction, readonly StaffRole[]>>;

const rights = (
  select: readonly StaffRole[],
  insert: readonly StaffRole[],
  update = insert,
  remove = ADMINS,
): Rights => ({
  select,
  insert,
  update,
  delete: remove,
});
const adminsOnly = (cells: string): Rights =>
  rights(
    cells[0] === 'S' ? ADMINS : NOBODY,
    cells[1] === 'I' ? ADMINS : NOBODY,
    cells[2] === 'U' ? ADMINS : NOBODY,
    cells[3] === 'D' ? ADMINS : NOBODY,
  );

/**
 * The staff's rights on each table the admin reads or writes: editors write content and admins
 * delete it; everything else (settings, the audience, campaigns, automation) is for admins only.
 */
export const TABLE_RIGHTS = {
  articles: rights(STAFF, STAFF),
  categories: rights(STAFF, STAFF),
  // Editors upload and describe images; only admins delete them.
  media: rights(STAFF, STAFF),
  // The calculator pages are fixed: editors fill in their content, admins add or remove one.
  compatibility_tools: rights(STAFF, ADMINS, STAFF),
  site_settings: adminsOnly('SIUD'),
  newsletter_subscribers: adminsOnly('SIUD'),
  quiz_leads: adminsOnly('S--D'),
  email_campaigns: adminsOnly('SIUD'),
  email_deliveries: adminsOnly('S---'),
  automation_workflows: adminsOnly('SIUD'),
  content_plans: adminsOnly('SIUD'),
  automation_jobs: adminsOnly('SIUD'),
  automation_job_runs: adminsOnly('S---'),
  automation_errors: adminsOnly('S-UD'),
  ai_usage: adminsOnly('S---'),
} as const satisfies Record<string, Rights>;

export type AdminTable = keyof typeof TABLE_RIGHTS;

/** Whether `role` may do `action` on `table` (no role, no right). */
export function may(role: StaffRole | 'user' | null, table: AdminTable, action: TableAction): boolean {
  return role !== null && role !== 'user' && TABLE_RIGHTS[table][action].includes(role);
}

/** Who may open each section of the admin's menu: the content screens for staff, the rest for admins. */
export const SECTION_ROLES = {
  content: STAFF,
  adminOnly: ADMINS,
} as const;

/**
 * Who may call each admin function (its `roles` in src/lib/admin/caller.ts). A rebuild after a
 * public change asks requireStaff (src/lib/admin/staff-auth.ts), which lets in all of `STAFF`.
 */
export const FUNCTION_ROLES = {
  /** Whether the AI key and the deploy hook are set (never their values). */
  serviceStatus: STAFF,
  /** The AI generator, the automation runner, campaign sends, every other admin function. */
  everythingElse: ADMINS,
} as const;
