import type { MobileTemplate } from '../api/contract/config';
import type { WireLanguage } from '../i18n/i18n';

/** The merchant's download-bar line in the active language, else its default wording. */
export function appDescription(template: MobileTemplate | undefined, language: WireLanguage): string {
  if (!template) return '';
  return template.app_desc_by_language?.[language]?.trim() || template.app_desc;
}
