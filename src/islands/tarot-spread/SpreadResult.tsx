import type { ReactNode, RefObject } from 'react';
import { deckCardInProse, type DeckCardName } from '@/lib/tarot/minor-arcana';
import { positionLabel } from '@/lib/tarot/spread/layouts';
import { SOURCE_NOTES } from '@/lib/tarot/spread/messages';
import type { SpreadView } from '@/lib/tarot/spread/saved';

interface Props {
  reply: SpreadView;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The three cards laid out, above the words. */
  children: ReactNode;
}

/** The spread's reading: the cards, what each says in its position, the three together, and advice. */
export default function SpreadResult({ reply, headingRef, children }: Props) {
  return (
    <section
      aria-labelledby="spread-heading"
      className="card space-y-8 p-5 text-left sm:p-8"
      data-testid="spread-result"
      data-source={reply.source}
    >
      <h2 id="spread-heading" ref={headingRef} tabIndex={-1} className="text-center text-2xl sm:text-3xl">
        Your three cards
      </h2>
      {children}
      <div className="space-y-6">
        {reply.cards.map((card, index) => (
          <section key={card.position} aria-labelledby={`spread-${card.position}`}>
            <h3 id={`spread-${card.position}`} className="mb-2 text-xl text-star-50">
              {positionLabel(card.position)}: {card.card}
              {card.orientation === 'reversed' ? ', reversed' : ''}
            </h3>
            <p className="text-star-100">{reply.positions[index]}</p>
            <p className="mt-2 text-sm">
              <a href={card.path}>Read the full meaning of {deckCardInProse(card.card as DeckCardName)}</a>
            </p>
          </section>
        ))}
      </div>
      <section aria-labelledby="spread-together">
        <h3 id="spread-together" className="mb-2 text-xl text-star-50">
          The three together
        </h3>
        <p className="text-star-100">{reply.summary}</p>
      </section>
      <section aria-labelledby="spread-advice">
        <h3 id="spread-advice" className="mb-2 text-xl text-star-50">
          Advice
        </h3>
        <ul className="list-disc space-y-1 pl-5 text-star-100">
          {reply.advice.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <p className="text-sm text-star-300">{SOURCE_NOTES[reply.source]}</p>
    </section>
  );
}
