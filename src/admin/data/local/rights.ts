import { may, type AdminTable, type TableAction } from '@/lib/admin/permissions';
import { recordMessages, type RecordKind } from '@/lib/admin/record-rules';
import { signedInRole } from './auth';

/**
 * Row Level Security as the preview's signed-in account meets it: the rights are the database's
 * (src/lib/admin/permissions.ts) and a refusal reads as the Supabase layer says it
 * (src/lib/supabase/repositories/replies.ts), so an editor learns the same thing in both.
 */
export function requireRight(
  table: AdminTable,
  action: Exclude<TableAction, 'select'>,
  kind: RecordKind,
): void {
  if (may(signedInRole(), table, action)) return;
  throw new Error(
    action === 'insert'
      ? recordMessages.notCreated(kind)
      : action === 'delete'
        ? recordMessages.notDeleted(kind)
        : recordMessages.notChanged(kind),
  );
}
