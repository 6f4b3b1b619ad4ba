import type { Infer } from 'superstruct';
import type { Language, MobileTemplate } from '../api/contract/config';

/** The merchant's download-bar line in the active language, else its default wording. */
export function appDescription(
  template: MobileTemplate | undefined,
  language: Infer<typeof Language>,
): string {
  if (!template) return '';
  return template.app_desc_by_language?.[language]?.trim() || template.app_desc;
}
