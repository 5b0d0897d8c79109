import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { MarriagePredictionResult, PsychicGlimpseResult, SinglePersonRequest } from '../../lib/astrology/contract';
import { postJson } from '../../lib/http/api-client';
import { showToast } from '../../lib/toast/store';
import { EMPTY_PERSON, keepIdentity, toPersonInput, type PersonForm } from '../../lib/calculators/person-form';
import { decodeShare } from '../../lib/calculators/share-link';
import { isComplete, MISSING_MESSAGES, MISSING_TITLE } from '../../lib/calculators/validation';
import FormActions from './FormActions';
import { useSignedInPrefill } from './use-prefill';
import type { CalculatorLabels } from './PairCalculator';
import PersonColumn from './PersonColumn';
import ShareButton from './ShareButton';
import { clearSharedInputs, showSharedInputs } from './share-state';
import SingleResult, { type SingleResultData } from './SingleResult';
import { useProgress } from './use-progress';

interface Props {
  kind: 'marriage' | 'psychic';
  labels: CalculatorLabels;
  resultsId: string;
}

/**
 * Fetches the reading. The function always computes it with the engine (and falls back to
 * the engine's own words when the AI provider fails, DECISIONS.md 8), so there is no random
 * sample to show here: when the call itself fails, the visitor is told and can try again.
 */
async function fetchReading(kind: Props['kind'], request: SinglePersonRequest): Promise<SingleResultData | null> {
  try {
    if (kind === 'marriage') return { kind, data: await postJson<MarriagePredictionResult>('/api/marriage-prediction', request) };
    return { kind, data: await postJson<PsychicGlimpseResult>('/api/soulmate-reading', request) };
  } catch {
    return null;
  }
}

/** The single-person tools: when will I get married, and the free psychic soulmate reading. */
export default function SingleCalculator({ kind, labels, resultsId }: Props) {
  const [person, setPerson] = useState(EMPTY_PERSON);
  const [advanced, setAdvanced] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SingleResultData | null>(null);
  const [demo, setDemo] = useState(false);
  const progress = useProgress();
  useSignedInPrefill(setPerson, setAdvanced, 1);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  const analyse = async (subject: PersonForm) => {
      if (!isComplete('single', subject)) {
        showToast({ title: MISSING_TITLE, description: MISSING_MESSAGES.single, variant: 'destructive' });
        return;
      }
      setBusy(true);
      setResult(null);
      progress.start();
      const reading = await fetchReading(kind, { person: toPersonInput(subject, 'You', true) });
      if (reading) {
        progress.complete();
        showSharedInputs([subject]);
        setResult(reading);
        setDemo(reading.data.narrativeSource === 'library');
      } else {
        progress.fail();
        showToast({ title: 'Analysis Failed', description: 'We could not prepare your reading. Please try again.', variant: 'destructive' });
      }
      setBusy(false);
  };

  useEffect(() => {
    const shared = decodeShare(window.location.search, 1);
    if (!shared) return;
    const subject = shared[0]!;
    setPerson(subject);
    if (subject.birthTime || subject.birthCity) setAdvanced(true);
    if (isComplete('single', subject)) void analyse(subject);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => resultHeading.current?.focus(), [result]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void analyse(person);
  };

  const startOver = () => {
    setResult(null);
    setPerson(keepIdentity(person));
    clearSharedInputs();
  };

  if (result) {
    return (
      <div id={resultsId} className="card calc-card" data-result data-narrative={result.data.narrativeSource}>
        <SingleResult headingRef={resultHeading} result={result} />
        <div className="calc-actions">
          <button type="button" className="btn btn-primary" onClick={startOver}>
            {labels.another}
          </button>
          <ShareButton />
        </div>
      </div>
    );
  }

  return (
    <form className="card calc-card mx-auto max-w-xl" data-narrative={demo ? 'library' : undefined} onSubmit={submit} noValidate aria-label={kind === 'marriage' ? 'Marriage timing calculator' : 'Psychic soulmate reading'}>
      <PersonColumn title="Your Information" person={person} onChange={setPerson} askGender advanced={advanced} />
      <FormActions labels={labels} busy={busy} incomplete={busy} advanced={advanced} onAdvanced={() => setAdvanced(true)} progress={progress.value} />
    </form>
  );
}
