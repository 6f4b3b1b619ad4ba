import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { state as languageState } from '../../stores/language';
import { validateAll, type Check, type Problem } from './validation';

/** Re-validation debounce after a language change (spec 01 §4, §9). */
export const REVALIDATE_MS = 200;

type Fields = ReadonlyArray<readonly [name: string, value: string, check: Check]>;

/**
 * A form's shown errors: `submit()` validates every field and focuses the first invalid one (by element id
 * `<formId>-<name>`); `touch(name)` re-checks one field; shown errors re-validate 200 ms after a language change.
 */
export function useFormErrors(formId: string, fields: () => Fields) {
  const [errors, setErrors] = useState<Record<string, Problem>>({});
  const latest = useRef(fields);
  latest.current = fields;
  const { language } = useSnapshot(languageState);

  const submit = useCallback((): boolean => {
    const result = validateAll(latest.current());
    setErrors(result.errors);
    if (result.first) document.getElementById(`${formId}-${result.first}`)?.focus();
    return result.first === undefined;
  }, [formId]);

  const touch = useCallback((name: string) => {
    const field = latest.current().find(([n]) => n === name);
    if (!field) return;
    const problem = field[2](field[1]);
    setErrors((prev) => {
      const next = { ...prev };
      if (problem) next[name] = problem;
      else delete next[name];
      return next;
    });
  }, []);

  const clear = useCallback(() => setErrors({}), []);

  const shown = useRef(errors);
  shown.current = errors;
  useEffect(() => {
    if (Object.keys(shown.current).length === 0) return;
    const t = setTimeout(() => {
      const names = new Set(Object.keys(shown.current));
      setErrors(validateAll(latest.current().filter(([n]) => names.has(n))).errors);
    }, REVALIDATE_MS);
    return () => clearTimeout(t);
  }, [language]);

  return { errors, submit, touch, clear, setErrors };
}
