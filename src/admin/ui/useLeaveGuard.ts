import { useEffect } from 'react';
import { addLeaveGuard } from '../router';

export const UNSAVED_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

/**
 * The one unsaved-changes guard of the admin (docs/admin.md): while `dirty`, leaving asks first,
 * on the admin's links and Back/Forward (through the router) and on reload or closing the tab
 * (the browser's own prompt). Every editing screen uses it.
 */
export function useLeaveGuard(dirty: boolean, message: string = UNSAVED_MESSAGE): void {
  useEffect(() => {
    if (!dirty) return;
    const removeGuard = addLeaveGuard(() => message);
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      removeGuard();
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, [dirty, message]);
}
