import isEqual from 'lodash-es/isEqual.js';
import { useLeaveGuard } from './useLeaveGuard';

/**
 * The admin's one test for unsaved work (docs/admin.md#saving): the form's values against what was
 * last saved, compared field by field (not as JSON text, where key order or an undefined field
 * would count as a change). While they differ, leaving the screen asks first.
 */
export function useUnsaved<T>(current: T, saved: T): boolean {
  const dirty = !isEqual(current, saved);
  useLeaveGuard(dirty);
  return dirty;
}
