import { lazy, Suspense, useState, type FormEvent } from 'react';
import type { BirthChartResult } from '@/lib/astrology/contract';
import { EMPTY_PERSON, toPersonInput, type PersonForm } from '@/lib/calculators/person-form';
import { isComplete, isSubmitDisabled } from '@/lib/calculators/validation';
import { longDate } from '@/lib/content/dates';
import { FIRST_PERSON_FIELDS } from '@/lib/calculators/share-link';
import { postJson } from '@/lib/http/api-client';
import { useSharedLink } from './use-shared-link';
import SaveChartChoice from './SaveChartChoice';
import FormActions from './FormActions';
import type { CalculatorLabels } from '@/lib/calculators/pages';
import PersonColumn from './PersonColumn';
import ResultActions from './ResultActions';
import { clearSharedInputs } from './share-state';
import { useAnalysis } from './use-analysis';
import { storedChartChoices, useChartChoices } from './use-chart-choices';
import { useSignedInPrefill } from './use-prefill';
import ChartChoicesFields from './ChartChoicesFields';
import { choicesForRequest, type ChartChoices } from '@/lib/astrology/chart-options';
import { encodeChartShare, readChartChoices } from '@/lib/calculators/chart-choices-link';

/**
 * The result (wheel, tables, grid, reading) is its own chunk, fetched as soon as the form is
 * sent, so the form itself stays light on a phone.
 */
const loadResult = () => import('./BirthChartView');
const BirthChartView = lazy(() =>
  loadResult().catch(() => ({
    default: () => <p className="calc-muted">Your chart could not be drawn just now. Please try again.</p>,
  })),
);

/** "14 March 1990 · 08:45" under the result's title; the place used has its own line (PlaceNotice). */
function bornLine(person: PersonForm): string {
  return [longDate(person.birthDate), person.birthTime].filter(Boolean).join(' · ');
}

interface Props {
  labels: CalculatorLabels;
  /** Under the form: what happens without a birth time. */
  timeHint: string;
  /** One sentence per element and modality (content/birth-chart/page.md). */
  balanceMeanings: Record<string, string>;
  resultsId: string;
}

/** The free birth chart: one person's birth details in, the chart and its reading out. */
export default function BirthChartCalculator({ labels, timeHint, balanceMeanings, resultsId }: Props) {
  const [person, setPerson] = useState(EMPTY_PERSON);
  const [remembered, remember] = useChartChoices();
  // A shared link's choices draw its chart without becoming this visitor's own.
  const [linked, setLinked] = useState<ChartChoices | null>(null);
  const choices = linked ?? remembered;
  const choose = (next: ChartChoices) => {
    setLinked(null);
    remember(next);
  };
  const { busy, result, setResult, progress, analyse } = useAnalysis<BirthChartResult>(
    'birth-chart',
    () => false,
    (error) => error.message || 'We could not draw your chart. Please try again.',
  );
  // Time and place are always shown here, so the prefill has nothing to open.
  useSignedInPrefill(setPerson, () => undefined, 1);

  const calculate = (subject: PersonForm, drawn: ChartChoices = choices) => {
    loadResult().catch(() => undefined);
    return analyse(
      [subject],
      () =>
        postJson<BirthChartResult>('/api/birth-chart', {
          person: toPersonInput(subject, '', false),
          ...choicesForRequest(drawn),
        }),
      encodeChartShare([subject], drawn),
    );
  };

  useSharedLink(1, ([subject]) => {
    setPerson(subject);
    // The link's choices where it states any (defaults for the rest), else the visitor's own.
    const params = new URLSearchParams(window.location.search);
    const fromLink = ['hs', 'z', 'ay', 'pts'].some((key) => params.has(key))
      ? readChartChoices(params).choices
      : null;
    setLinked(fromLink);
    if (isComplete('birth-chart', subject)) void calculate(subject, fromLink ?? storedChartChoices());
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void calculate(person);
  };

  if (result) {
    return (
      <div id={resultsId} className="card calc-card" data-result data-testid="birth-chart-result">
        <Suspense fallback={<p className="calc-muted text-center">Drawing your chart…</p>}>
          <BirthChartView
            result={result}
            born={bornLine(person)}
            balanceMeanings={balanceMeanings}
            choices={choices}
            busy={busy}
            person={toPersonInput(person, '', false)}
            onChoices={(next) => {
              choose(next);
              void calculate(person, next);
            }}
          />
        </Suspense>
        <SaveChartChoice person={toPersonInput(person, '', false)} />
        <ResultActions
          label={labels.another}
          onAnother={() => {
            setResult(null);
            setPerson(EMPTY_PERSON);
            clearSharedInputs();
          }}
        />
      </div>
    );
  }

  // Without JavaScript the form is sent to its share address, whose page function draws the chart
  // on the server (docs/birth-chart.md#without-javascript); with it, the island draws it here.
  return (
    <form
      className="card calc-card mx-auto max-w-xl"
      method="get"
      action="/birth-chart"
      onSubmit={submit}
      noValidate
      aria-label="Birth chart calculator"
    >
      <PersonColumn
        title="Your birth details"
        person={person}
        onChange={setPerson}
        askGender={false}
        advanced
        fieldNames={FIRST_PERSON_FIELDS}
      />
      <p className="calc-detail">{timeHint}</p>
      <ChartChoicesFields value={choices} onChange={choose} />
      <FormActions
        labels={labels}
        busy={busy}
        incomplete={isSubmitDisabled('birth-chart', busy, isComplete('birth-chart', person))}
        advanced
        onAdvanced={() => undefined}
        progress={progress}
        sentWithoutScript
      />
    </form>
  );
}
