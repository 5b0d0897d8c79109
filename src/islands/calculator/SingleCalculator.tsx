import { useEffect, useState, type FormEvent } from 'react';
import type { MarriagePredictionResult, PsychicGlimpseResult, SinglePersonRequest } from '../../lib/astrology/contract';
import { postJson } from '../../lib/http/api-client';
import { EMPTY_PERSON, keepIdentity, toPersonInput, type PersonForm } from '../../lib/calculators/person-form';
import { decodeShare } from '../../lib/calculators/share-link';
import { isComplete } from '../../lib/calculators/validation';
import FormActions from './FormActions';
import { useSignedInPrefill } from './use-prefill';
import type { CalculatorLabels } from './PairCalculator';
import PersonColumn from './PersonColumn';
import ShareButton from './ShareButton';
import { clearSharedInputs } from './share-state';
import SingleResult, { type SingleResultData } from './SingleResult';
import { useAnalysis } from './use-analysis';

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
async function fetchReading(kind: Props['kind'], request: SinglePersonRequest): Promise<SingleResultData> {
  if (kind === 'marriage') return { kind, data: await postJson<MarriagePredictionResult>('/api/marriage-prediction', request) };
  return { kind, data: await postJson<PsychicGlimpseResult>('/api/soulmate-reading', request) };
}

/** The single-person tools: when will I get married, and the free psychic soulmate reading. */
export default function SingleCalculator({ kind, labels, resultsId }: Props) {
  const [person, setPerson] = useState(EMPTY_PERSON);
  const [advanced, setAdvanced] = useState(false);
  const { busy, result, setResult, demo, progress, heading, analyse } = useAnalysis<SingleResultData>(
    'single',
    (reply) => reply.data.narrativeSource === 'library',
    () => 'We could not prepare your reading. Please try again.',
  );
  useSignedInPrefill(setPerson, setAdvanced, 1);

  const calculate = (subject: PersonForm) => analyse([subject], () => fetchReading(kind, { person: toPersonInput(subject, 'You', true) }));

  useEffect(() => {
    const shared = decodeShare(window.location.search, 1);
    if (!shared) return;
    const subject = shared[0]!;
    setPerson(subject);
    if (subject.birthTime || subject.birthCity) setAdvanced(true);
    if (isComplete('single', subject)) void calculate(subject);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void calculate(person);
  };

  const startOver = () => {
    setResult(null);
    setPerson(keepIdentity(person));
    clearSharedInputs();
  };

  if (result) {
    return (
      <div id={resultsId} className="card calc-card" data-result data-narrative={result.data.narrativeSource}>
        <SingleResult headingRef={heading} result={result} />
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
      <FormActions labels={labels} busy={busy} incomplete={busy} advanced={advanced} onAdvanced={() => setAdvanced(true)} progress={progress} />
    </form>
  );
}
