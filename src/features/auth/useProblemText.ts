import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type { Problem } from './validation';

/** Turns a validation problem into text in the current language. */
export function useProblemText(): (problem: Problem | undefined) => string | undefined {
  const { i18n } = useLingui();
  return useCallback(
    (problem) => (problem === undefined ? undefined : 'text' in problem ? problem.text : i18n._(problem)),
    [i18n],
  );
}
