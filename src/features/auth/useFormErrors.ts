import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { state as languageState } from '../../stores/language';
import { validateAll, type Check, type Problem } from './validation';

/** Re-validation debounce after a language change (spec 01 §4, §9). */
export const REVALIDATE_MS = 200;

type Fields = ReadonlyArray<readonly [name: string, value: string, check: Check]>;

/**
 * A form's shown errors: `submit()` validates every field and focuses the first invalid one (by element id
 * `<formId>-<name>`); `touch(name)` re-checks one field; a shown error goes once its value passes; shown errors
 * re-validate 200 ms after a language change.
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

  // A shown error goes as soon as its field's value changes and passes (issue 40): kept until the blur, it went when
  // the player tapped the next control, and the form moving under the finger lost that tap. An error is checked again
  // only once its value differs from the one it was shown for (a server's answer, such as a refused invitation code,
  // stands until the player changes the code), and no new error is shown while typing. Set during the render, the
  // change never paints.
  const shownFor = useRef<Record<string, string>>({});
  const current = latest.current();
  const valueOf = (name: string) => current.find(([n]) => n === name);
  for (const name of Object.keys(shownFor.current)) if (!(name in errors)) delete shownFor.current[name];
  const passing: string[] = [];
  for (const name of Object.keys(errors)) {
    const field = valueOf(name);
    if (!field) continue;
    if (!(name in shownFor.current)) shownFor.current[name] = field[1];
    else if (field[1] !== shownFor.current[name] && field[2](field[1]) === undefined) passing.push(name);
  }
  if (passing.length > 0)
    setErrors((prev) => {
      const next = { ...prev };
      for (const name of passing) delete next[name];
      return next;
    });

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
