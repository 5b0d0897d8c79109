import { useEffect } from 'react';
import { setLeaveGuard } from '../router';

/**
 * While `message` is set (the screen holds unsaved work), leaving asks first: admin links and
 * Back/Forward through the router, reloading or closing the tab through the browser's own prompt.
 */
export function useLeaveGuard(message: string | null): void {
  useEffect(() => {
    if (!message) return;
    setLeaveGuard(() => message);
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      setLeaveGuard(null);
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, [message]);
}
