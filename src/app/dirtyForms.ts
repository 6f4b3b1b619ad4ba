/**
 * Whether any field on the page holds input the user typed or changed: a text field whose value differs from its
 * default, a box or radio flipped, a select moved. The update prompt asks this before reloading, so a half-filled
 * form is never lost to an update the user did not confirm.
 */
export function hasDirtyInput(root: ParentNode = document): boolean {
  for (const el of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input, textarea, select',
  )) {
    if (el instanceof HTMLSelectElement) {
      if ([...el.options].some((o) => o.selected !== o.defaultSelected)) return true;
    } else if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      if (el.checked !== el.defaultChecked) return true;
    } else if (el instanceof HTMLInputElement && ['hidden', 'submit', 'button', 'reset'].includes(el.type)) {
      continue;
    } else if (el.value !== el.defaultValue) {
      return true;
    }
  }
  return false;
}
