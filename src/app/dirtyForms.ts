type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const IGNORED_TYPES = ['hidden', 'submit', 'button', 'reset', 'image'];

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/** The field's current state as one comparable string. */
function snapshot(el: Field): string {
  if (el instanceof HTMLSelectElement) return [...el.options].map((o) => (o.selected ? '1' : '0')).join('');
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio'))
    return String(el.checked);
  return el.value;
}

/** Whether the field differs from its HTML default (uncontrolled fields). */
function differsFromDefault(el: Field): boolean {
  if (el instanceof HTMLSelectElement) return [...el.options].some((o) => o.selected !== o.defaultSelected);
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio'))
    return el.checked !== el.defaultChecked;
  return el.value !== el.defaultValue;
}

const baselines = new WeakMap<Field, string>();

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

/**
 * Whether any field on the page holds input the user typed or changed: it differs from its state when first
 * focused, or from its HTML default. The update prompt asks this before reloading, so a half-filled form is never
 * lost to an update the user did not confirm.
 */
export function hasDirtyInput(root: ParentNode = document): boolean {
  for (const el of root.querySelectorAll<Field>('input, textarea, select')) {
    if (el instanceof HTMLInputElement && IGNORED_TYPES.includes(el.type)) continue;
    const baseline = baselines.get(el);
    if (baseline !== undefined && snapshot(el) !== baseline) return true;
    if (differsFromDefault(el)) return true;
  }
  return false;
}
