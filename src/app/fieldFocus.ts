// The part of the update prompt's form check that runs from start-up: baselines taken at first focus. The check
// itself (dirtyForms.ts) loads with the update prompt, after the first paint.
export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/** The field's current state as one comparable string. */
export function snapshot(el: Field): string {
  if (el instanceof HTMLSelectElement) return [...el.options].map((o) => (o.selected ? '1' : '0')).join('');
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio'))
    return String(el.checked);
  return el.value;
}

export const baselines = new WeakMap<Field, string>();

/**
 * Remembers each field's state when the user first focuses it. React keeps a controlled input's `value` attribute
 * (its defaultValue) in step with what was typed, so the HTML default alone cannot tell typed input from none.
 * Answers the function that stops watching.
 */
export function watchFieldFocus(doc: Document = document): () => void {
  const onFocus = (e: Event) => {
    if (isField(e.target) && !baselines.has(e.target)) baselines.set(e.target, snapshot(e.target));
  };
  doc.addEventListener('focusin', onFocus, true);
  return () => doc.removeEventListener('focusin', onFocus, true);
}
