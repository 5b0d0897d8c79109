import { useState, type FormEvent } from 'react';
import { EMPTY_PERSON, keepIdentity, toPersonInput, type PersonForm } from '@/lib/calculators/person-form';
import { fetchSingleReading } from '@/lib/calculators/single-reading';
import type { SingleReading } from '@/lib/calculators/single-reading-kinds';
import { isComplete } from '@/lib/calculators/validation';
import FormActions from './FormActions';
import { useSignedInPrefill } from './use-prefill';
import type { CalculatorLabels } from '@/lib/calculators/pages';
import PersonColumn from './PersonColumn';
import ResultActions from './ResultActions';
import { clearSharedInputs } from './share-state';
import SingleResult, { type WayOn } from './SingleResult';
import { useAnalysis } from './use-analysis';
import { useSharedLink } from './use-shared-link';

interface Props {
  kind: 'marriage' | 'psychic';
  labels: CalculatorLabels;
  resultsId: string;
  /** Where the reading's teaser leads (content: the page's `wayOn`). */
  wayOn?: WayOn | undefined;
}

/** The single-person tools: when will I get married, and the free psychic soulmate reading. */
export default function SingleCalculator({ kind, labels, resultsId, wayOn }: Props) {
  const [person, setPerson] = useState(EMPTY_PERSON);
  const [advanced, setAdvanced] = useState(false);
  const { busy, result, setResult, demo, progress, heading, analyse, checkDates } =
    useAnalysis<SingleReading>(
      'single',
      (reply) => reply.data.narrativeSource === 'library',
      // Reached only when the input was refused (4xx) or even the browser's engine failed.
      (error) => error.message || 'We could not prepare your reading. Please try again.',
    );
  useSignedInPrefill(setPerson, setAdvanced, 1);

  const calculate = (subject: PersonForm) =>
    analyse([subject], () => fetchSingleReading(kind, toPersonInput(subject, 'You', true)));

  useSharedLink(1, ([subject]) => {
    setPerson(subject);
    if (subject.birthTime || subject.birthCity) setAdvanced(true);
    if (isComplete('single', subject)) void calculate(subject);
  });

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
        <SingleResult headingRef={heading} result={result} wayOn={wayOn} />
        <ResultActions label={labels.another} onAnother={startOver} />
      </div>
    );
  }

  return (
    <form
      className="card calc-card mx-auto max-w-xl"
      data-narrative={demo ? 'library' : undefined}
      onSubmit={submit}
      noValidate
      aria-label={kind === 'marriage' ? 'Marriage timing calculator' : 'Psychic soulmate reading'}
    >
      <PersonColumn
        title="Your Information"
        person={person}
        onChange={setPerson}
        askGender
        advanced={advanced}
        checkDate={checkDates}
      />
      <FormActions
        labels={labels}
        busy={busy}
        incomplete={busy}
        advanced={advanced}
        onAdvanced={() => setAdvanced(true)}
        progress={progress}
      />
    </form>
  );
}
