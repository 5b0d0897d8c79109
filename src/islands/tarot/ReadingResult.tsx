import { cardMeaningPath } from '@/lib/tarot/meaning-pages';
import type { TarotReply } from '@/lib/tarot/types';

const SOURCE_NOTE = {
  ai: 'Interpreted for your question by our AI reader.',
  library: 'Read from our own library of card meanings.',
} as const;

/** The result of either tool: the one-question layout or the yes/no layout (docs/constants.md#tarot). */
export default function ReadingResult({ reply }: { reply: TarotReply }) {
  const { reading } = reply;
  return (
    <section
      aria-labelledby="reading-heading"
      className="card p-6 text-left sm:p-8"
      data-testid="reading-result"
      data-source={reply.source}
    >
      <h2 id="reading-heading" className="sr-only">
        Your reading
      </h2>
      {reply.mode === 'one-question' ? (
        <>
          <div className="mb-4 flex flex-wrap items-center gap-3">
            <span
              data-testid="answer-badge"
              className={`rounded-full px-3 py-1 text-xs font-bold uppercase tracking-widest ${
                reply.reading.yesNo === 'yes'
                  ? 'bg-success-500/15 text-success-500'
                  : 'bg-rose-400/15 text-rose-400'
              }`}
            >
              Leans {reply.reading.yesNo}
            </span>
          </div>
          <p data-testid="short-answer" className="font-display mb-5 text-2xl text-star-50 sm:text-3xl">
            {reply.reading.shortAnswer}
          </p>
        </>
      ) : (
        <div className="mb-5 flex flex-wrap items-baseline gap-x-6 gap-y-2">
          <p className="font-display text-3xl text-star-50 sm:text-4xl">
            Answer:{' '}
            <span
              data-testid="yes-no-answer"
              className={reply.reading.yesNo === 'yes' ? 'text-success-500' : 'text-rose-400'}
            >
              {reply.reading.yesNo.toUpperCase()}
            </span>
          </p>
          <p className="text-lg text-star-200">
            Confidence:{' '}
            <strong data-testid="confidence" className="text-gold-300">
              {Math.round(reply.reading.confidence * 100)}%
            </strong>
          </p>
        </div>
      )}
      {reply.mode === 'yes-no' && <Block title="Why">{reading.rationale}</Block>}
      <Block title="Interpretation">{reading.interpretation}</Block>
      {reply.mode === 'one-question' && (
        <Block title="Why the card leans this way">{reading.rationale}</Block>
      )}
      <h3 className="mb-2 text-lg">Advice</h3>
      <ul className="mb-5 list-disc space-y-1 pl-5 text-star-200">
        {reading.advice.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mb-3">
        <a href={cardMeaningPath(reading.cardName)} data-testid="card-meaning-link">
          Read the full meaning of {reading.cardName}
        </a>
      </p>
      <p className="text-xs text-star-300">{SOURCE_NOTE[reply.source]}</p>
    </section>
  );
}

function Block({ title, children }: { title: string; children: string }) {
  return (
    <>
      <h3 className="mb-2 text-lg">{title}</h3>
      <p className="mb-5 whitespace-pre-line text-star-200">{children}</p>
    </>
  );
}
