import { useEffect, useRef } from 'react';

/**
 * Ctrl+S (⌘S on a Mac) runs `save` while the screen is open, instead of the browser's "Save page"
 * dialog (docs/admin.md#the-article-editor). The latest `save` is always the one called.
 */
export function useSaveShortcut(save: () => void): void {
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      if (event.key.toLowerCase() !== 's') return;
      event.preventDefault();
      if (!event.repeat) latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
