import { useEffect, useEffectEvent, useState } from 'react';
import type { StepOf } from '@/lib/quiz/definition';
import { ANALYSIS_GAP_MS, barPercent, barPhase } from '@/lib/quiz/analysis';
import { StepHeading } from './StepHeading';
import { ModalDialog } from './ModalDialog';

const TICK_MS = 50;

/**
 * Three bars filling one after another over 4 s each. At half time a yes/no dialog opens and
 * the bar holds until it is answered (not recorded; no time limit, src/lib/quiz/analysis.ts), and
 * the next bar starts 0.5 s later. After the third the quiz moves on by itself.
 */
export function AnalysisStep({ step, onDone }: { step: StepOf<'analysis'>; onDone: () => void }) {
  const [bar, setBar] = useState(0);
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const [answered, setAnswered] = useState(false);
  // The latest onDone, without restarting the bar's timer when the parent passes a new one.
  const finish = useEffectEvent(onDone);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

  const elapsed = now - startedAt;
  const phase = barPhase(elapsed, answered);
  const last = step.bars.length - 1;

  useEffect(() => {
    if (phase !== 'complete') return;
    const timer = window.setTimeout(() => {
      if (bar >= last) {
        finish();
        return;
      }
      const start = Date.now();
      setBar(bar + 1);
      setStartedAt(start);
      setNow(start);
      setAnswered(false);
    }, ANALYSIS_GAP_MS);
    return () => window.clearTimeout(timer);
  }, [phase, bar, last]);

  const current = step.bars[bar]!;
  return (
    <div>
      <StepHeading>{step.title}</StepHeading>
      <ol className="mt-8 space-y-6" role="list">
        {step.bars.map((item, index) => {
          const percent = index < bar ? 100 : index === bar ? barPercent(elapsed, answered) : 0;
          return (
            <li key={item.label}>
              <div className="mb-2 flex justify-between text-sm font-semibold text-star-100">
                <span id={`analysis-bar-${index}`}>{item.label}</span>
                <span aria-hidden="true">{percent}%</span>
              </div>
              <div
                role="progressbar"
                aria-labelledby={`analysis-bar-${index}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="h-3 overflow-hidden rounded-full bg-night-700"
              >
                <div
                  className="h-full rounded-full bg-gradient-to-r from-violet-400 to-gold-400 motion-safe:transition-[width] motion-safe:duration-100"
                  style={{ width: `${percent}%` }}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <ModalDialog open={phase === 'asking'} labelledBy="analysis-question">
        <p id="analysis-question" className="mb-6 text-center font-display text-xl text-star-50">
          {current.question}
        </p>
        <div className="grid grid-cols-2 gap-3">
          <button type="button" className="btn btn-ghost" onClick={() => setAnswered(true)}>
            {step.no}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => setAnswered(true)}>
            {step.yes}
          </button>
        </div>
      </ModalDialog>
    </div>
  );
}
