import { useState, type FormEvent } from 'react';
import type { CompatibilityRequest, CompatibilityResult } from '@/lib/astrology/contract';
import { postJson } from '@/lib/http/api-client';
import type { CalculatorLabels, FormGroup } from '@/lib/calculators/pages';
import { EMPTY_PERSON, keepIdentity, toPersonInput, type PersonForm } from '@/lib/calculators/person-form';
import { isComplete, isSubmitDisabled } from '@/lib/calculators/validation';
import FormActions from './FormActions';
import PairResult, { loadCoupleCharts } from './PairResult';
import PersonColumn from './PersonColumn';
import ResultActions from './ResultActions';
import { clearSharedInputs } from './share-state';
import { useAnalysis } from './use-analysis';
import { useSignedInPrefill } from './use-prefill';
import { useSharedLink } from './use-shared-link';

interface Props {
  group: Extract<FormGroup, 'birth-date' | 'star-chart' | 'soulmate-name'>;
  labels: CalculatorLabels;
  resultsId: string;
  /** The star-chart page also draws the charts: the bi-wheel, the composite and the Davison. */
  chartWheel?: boolean;
}

/** The two-person calculator: form, progress, call to /api/romantic-compatibility, result. */
export default function PairCalculator({ group, labels, resultsId, chartWheel = false }: Props) {
  const [person1, setPerson1] = useState(EMPTY_PERSON);
  const [person2, setPerson2] = useState(EMPTY_PERSON);
  const [advanced, setAdvanced] = useState(false);
  const nameRequired = group === 'soulmate-name';
  const { busy, result, setResult, demo, progress, heading, analyse, checkDates } =
    useAnalysis<CompatibilityResult>(
      group,
      (reply) => reply.narrativeSource === 'library',
      (error) => error.message || 'Failed to analyse compatibility. Please try again.',
    );
  useSignedInPrefill(setPerson1, setAdvanced, 2);

  const calculate = (first: PersonForm, second: PersonForm) => {
    if (chartWheel) loadCoupleCharts().catch(() => undefined);
    // Gender is sent only on the soulmate-by-name page (docs/calculators.md#what-is-sent).
    const body: CompatibilityRequest = {
      person1: toPersonInput(first, 'Person 1', nameRequired),
      person2: toPersonInput(second, 'Person 2', nameRequired),
    };
    // The star chart page draws the composite and Davison charts too (docs/calculators.md#what-is-sent).
    if (chartWheel) body.coupleCharts = true;
    if (nameRequired) {
      body.analysisType = 'name-compatibility';
      body.focusAreas = ['name-vibration', 'numerology', 'energetic-harmony'];
    }
    return analyse([first, second], () => postJson<CompatibilityResult>('/api/romantic-compatibility', body));
  };

  useSharedLink(2, (shared) => {
    const [first, second] = shared;
    setPerson1(first);
    setPerson2(second);
    setAdvanced(shared.some((person) => person.birthTime || person.birthCity));
    if (isComplete(group, first, second)) void calculate(first, second);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void calculate(person1, person2);
  };

  if (result) {
    return (
      <div id={resultsId} className="card calc-card" data-result data-narrative={result.narrativeSource}>
        <PairResult
          headingRef={heading}
          result={result}
          tenDimensions={group === 'birth-date'}
          chartWheel={chartWheel}
        />
        <ResultActions
          label={labels.another}
          onAnother={() => {
            setResult(null);
            setPerson1(keepIdentity(person1));
            setPerson2(EMPTY_PERSON);
            clearSharedInputs();
          }}
        />
      </div>
    );
  }

  return (
    <form
      className="card calc-card"
      onSubmit={submit}
      noValidate
      aria-label="Compatibility calculator"
      data-narrative={demo ? 'library' : undefined}
    >
      <div className="calc-columns">
        <PersonColumn
          title="Your Information"
          person={person1}
          onChange={setPerson1}
          askGender={group !== 'birth-date'}
          nameRequired={nameRequired}
          advanced={advanced}
          checkDate={checkDates}
        />
        <PersonColumn
          title={labels.partnerTitle ?? "Partner's Information"}
          person={person2}
          onChange={setPerson2}
          askGender={group !== 'birth-date'}
          nameRequired={nameRequired}
          advanced={advanced}
          checkDate={checkDates}
        />
      </div>
      <FormActions
        labels={labels}
        busy={busy}
        incomplete={isSubmitDisabled(group, busy, isComplete(group, person1, person2))}
        advanced={advanced}
        onAdvanced={() => setAdvanced(true)}
        progress={progress}
      />
    </form>
  );
}
