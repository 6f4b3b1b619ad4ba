import { baselines, snapshot, type Field } from './fieldFocus';

export { watchFieldFocus } from './fieldFocus';

const IGNORED_TYPES = ['hidden', 'submit', 'button', 'reset', 'image'];

/** Whether the field differs from its HTML default (uncontrolled fields). */
function differsFromDefault(el: Field): boolean {
  if (el instanceof HTMLSelectElement) return [...el.options].some((o) => o.selected !== o.defaultSelected);
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio'))
    return el.checked !== el.defaultChecked;
  return el.value !== el.defaultValue;
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
