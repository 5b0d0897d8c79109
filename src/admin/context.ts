import { createContext, useContext } from 'react';
import type { AdminData } from './data/interfaces';
import type { AdminUser } from './data/types';

export interface AdminContextValue {
  data: AdminData;
  user: AdminUser | null;
  /** Re-reads the signed-in user (after sign-in or sign-out). */
  refreshUser(): Promise<void>;
}

export const AdminContext = createContext<AdminContextValue | null>(null);

export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error('useAdmin outside the admin app');
  return value;
}

/** Turns any thrown value into a sentence for the screen. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) {
    if (/duplicate key|unique constraint/i.test(error.message))
      return 'That value is already used by another record.';
    return error.message;
  }
  return fallback;
}
