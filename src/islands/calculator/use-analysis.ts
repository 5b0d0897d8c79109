import { useEffect, useRef, useState } from 'react';
import type { FormGroup } from '@/lib/calculators/pages';
import type { PersonForm } from '@/lib/calculators/person-form';
import {
  birthDateProblem,
  isComplete,
  localIsoDate,
  MISSING_MESSAGES,
  MISSING_TITLE,
} from '@/lib/calculators/validation';
import { encodeShare } from '@/lib/calculators/share-link';
import { showToast } from '@/lib/toast/store';
import { showSharedInputs } from './share-state';
import { useProgress } from './use-progress';

type Group = Exclude<FormGroup, 'love-name'>;

/**
 * The submit cycle every birth-data calculator shares (docs/calculators.md#the-form): the Missing
 * Information toast when a required field is empty; a birth date outside 1800–today held back
 * in the form (its message under the field, the focus moved there); otherwise busy, results cleared and the
 * progress running while the call is out; then the result (its inputs put in the address so
 * it can be shared) or the Analysis Failed toast. Focus moves to the result's heading.
 */
export function useAnalysis<T>(
  group: Group,
  isDemo: (reply: T) => boolean,
  failureMessage: (error: Error) => string,
) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<T | null>(null);
  const [demo, setDemo] = useState(false);
  const [checkDates, setCheckDates] = useState(false);
  const progress = useProgress();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), [result]);

  const analyse = async (
    people: [PersonForm] | [PersonForm, PersonForm],
    request: () => Promise<T>,
    /** The share link's query string, when it carries more than the people (a birth chart's choices). */
    shareSearch?: string,
  ) => {
    if (!isComplete(group, people[0], people[1])) {
      showToast({ title: MISSING_TITLE, description: MISSING_MESSAGES[group], variant: 'destructive' });
      return;
    }
    const today = localIsoDate(new Date());
    if (people.some((person) => birthDateProblem(person.birthDate, today))) {
      setCheckDates(true);
      requestAnimationFrame(() =>
        document.querySelector<HTMLInputElement>('form input[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setBusy(true);
    setResult(null);
    progress.start();
    try {
      const reply = await request();
      progress.complete();
      showSharedInputs(shareSearch ?? encodeShare(people));
      setResult(reply);
      setDemo(isDemo(reply));
    } catch (error) {
      progress.fail();
      showToast({
        title: 'Analysis Failed',
        description: failureMessage(error as Error),
        variant: 'destructive',
      });
    }
    setBusy(false);
  };

  return { busy, result, setResult, demo, progress: progress.value, heading, analyse, checkDates };
}
