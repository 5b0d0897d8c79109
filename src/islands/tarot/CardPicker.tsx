import type { CardName } from '@/lib/tarot/deck';
import { DEFAULT_CARD_IMAGE, pickerRows } from '@/lib/tarot/deck';

interface Props {
  cards: readonly CardName[];
  perRow: number;
  disabled: boolean;
  /** Index (in `cards`) of the card that has been chosen, hidden from the spread. */
  pickedIndex: number | null;
  onPick: (index: number, button: HTMLButtonElement) => void;
}

/**
 * The face-down spread: two overlapping rows, `perRow` cards to a row. Each card is a button,
 * so the spread works with Tab and Enter as well as touch.
 */
export default function CardPicker({ cards, perRow, disabled, pickedIndex, onPick }: Props) {
  const rows = pickerRows(
    cards.map((card, index) => ({ card, index })),
    perRow,
  );
  // Card width as a share of the row, so perRow cards overlapping by a fifth fill it exactly.
  const width = 100 / (0.8 * perRow + 0.2);
  const shown = rows[0].length + rows[1].length;
  return (
    <div
      role="group"
      aria-label="Face-down cards"
      className="tarot-spread mx-auto w-full max-w-3xl select-none"
    >
      {rows.map((row, rowIndex) => (
        <div
          key={rowIndex}
          className="flex"
          style={
            rowIndex === 1 ? { marginTop: `-${width * 0.55}%`, paddingLeft: `${width * 0.1}%` } : undefined
          }
        >
          {row.map(({ index }, position) => (
            <button
              key={index}
              type="button"
              disabled={disabled}
              aria-label={`Card ${rowIndex * perRow + position + 1} of ${shown}, face down`}
              onClick={(event) => onPick(index, event.currentTarget)}
              className="tarot-card relative shrink-0 rounded-lg transition-transform duration-200 hover:z-10 hover:-translate-y-2 focus-visible:z-10 focus-visible:-translate-y-2 disabled:hover:translate-y-0"
              style={{
                width: `${width}%`,
                marginLeft: position === 0 ? 0 : `-${width * 0.2}%`,
                visibility: pickedIndex === index ? 'hidden' : 'visible',
              }}
            >
              <img
                src={DEFAULT_CARD_IMAGE}
                alt=""
                width={240}
                height={400}
                className="block h-auto w-full rounded-lg shadow-lg shadow-black/40"
                draggable={false}
              />
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}
