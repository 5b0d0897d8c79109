import { useEffect, useRef, useState, type FormEvent } from 'react';
import { loveAnalysis } from '@/lib/love-calculator/analysis';
import { lovePercentage } from '@/lib/love-calculator/rule';
import { scoreLevel } from '@/lib/calculators/score-bands';
import { EMPTY_PERSON, type PersonForm } from '@/lib/calculators/person-form';
import { isComplete } from '@/lib/calculators/validation';
import { encodeShare } from '@/lib/calculators/share-link';
import type { CalculatorLabels } from '@/lib/calculators/pages';
import ScoreMeter from './ScoreMeter';
import ResultActions from './ResultActions';
import { clearSharedInputs, showSharedInputs } from './share-state';
import { useSharedLink } from './use-shared-link';

interface Props {
  labels: CalculatorLabels;
  resultsId: string;
  /** Portal quiz link of this page; the result adds the score parameter. */
  promoHref: string;
}

interface LoveResult {
  name1: string;
  name2: string;
  percentage: number;
  paragraphs: string[];
}

function compute(first: PersonForm, second: PersonForm): LoveResult {
  const percentage = lovePercentage(first.name, first.gender, second.name, second.gender);
  const name1 = first.name.trim();
  const name2 = second.name.trim();
  return { name1, name2, percentage, paragraphs: loveAnalysis(name1, name2, percentage) };
}

function NameColumn({
  title,
  person,
  onChange,
}: {
  title: string;
  person: PersonForm;
  onChange: (next: PersonForm) => void;
}) {
  return (
    <fieldset className="calc-column">
      <legend className="calc-legend">{title}</legend>
      <label className="block">
        <span className="calc-label">First name</span>
        <input
          className="field"
          type="text"
          required
          maxLength={40}
          autoComplete="off"
          value={person.name}
          onChange={(event) => onChange({ ...person, name: event.target.value })}
        />
      </label>
      <label className="block">
        <span className="calc-label">Gender</span>
        <select
          className="field"
          required
          value={person.gender}
          onChange={(event) => onChange({ ...person, gender: event.target.value as PersonForm['gender'] })}
        >
          <option value="">Select gender</option>
          <option value="male">Male</option>
          <option value="female">Female</option>
          <option value="other">Other</option>
        </select>
      </label>
    </fieldset>
  );
}

/** The love calculator by name: computed in the browser by the rule of docs/constants.md#love-calculator-by-name, no call. */
export default function LoveNameCalculator({ labels, resultsId, promoHref }: Props) {
  const [person1, setPerson1] = useState<PersonForm>(EMPTY_PERSON);
  const [person2, setPerson2] = useState<PersonForm>(EMPTY_PERSON);
  const [result, setResult] = useState<LoveResult | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const complete = isComplete('love-name', person1, person2);

  useSharedLink(2, ([first, second]) => {
    setPerson1(first);
    setPerson2(second);
    if (isComplete('love-name', first, second)) setResult(compute(first, second));
  });

  useEffect(() => {
    if (result) heading.current?.focus();
  }, [result]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    showSharedInputs(encodeShare([person1, person2]));
    setResult(compute(person1, person2));
  };

  const startOver = () => {
    setResult(null);
    setPerson1(EMPTY_PERSON);
    setPerson2(EMPTY_PERSON);
    clearSharedInputs();
  };

  if (result) {
    return (
      <div id={resultsId} className="card calc-card">
        <h2 ref={heading} tabIndex={-1} className="calc-title mb-6 text-center">
          {result.name1} &amp; {result.name2}
        </h2>
        <ScoreMeter
          score={result.percentage}
          label={scoreLevel(result.percentage)}
          caption="Love percentage by name"
        />
        <div className="calc-paragraphs" data-testid="love-analysis">
          {result.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <aside className="calc-offer" aria-label="Soulmate sketch offer">
          <p className="mb-3 text-star-100">
            A name is only the start. See a hand-drawn sketch of your soulmate, made from your birth chart.
          </p>
          <a className="btn btn-primary" href={promoHref} data-testid="score-promo">
            Reveal My Soulmate Sketch
          </a>
        </aside>
        <ResultActions label={labels.another} onAnother={startOver} />
      </div>
    );
  }

  return (
    <form className="card calc-card" onSubmit={submit} aria-label="Love calculator by name">
      <div className="calc-columns">
        <NameColumn title="Your Information" person={person1} onChange={setPerson1} />
        <NameColumn
          title={labels.partnerTitle ?? "Partner's Information"}
          person={person2}
          onChange={setPerson2}
        />
      </div>
      <div className="mt-5 flex justify-end">
        <button type="submit" className="btn btn-primary calc-submit" disabled={!complete}>
          {labels.submit}
        </button>
      </div>
    </form>
  );
}
