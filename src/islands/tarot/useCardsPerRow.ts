import { useEffect, useState } from 'react';
import { cardsPerRow } from '@/lib/tarot/deck';

/** Cards per picker row for the current window width (10 until the browser says otherwise). */
export function useCardsPerRow(): number {
  const [perRow, setPerRow] = useState(10);
  useEffect(() => {
    const update = () => setPerRow(cardsPerRow(window.innerWidth));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return perRow;
}
