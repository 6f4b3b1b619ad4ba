import { i18n } from '../../i18n/i18n';
import { messages as fil } from './locales/fil';
import { messages as en } from './locales/en';

// The agent area's catalogue (lingui.config.ts), merged into lingui when one of its screens loads, so first paint
// does not carry it. Every screen of this feature imports this module.
i18n.load({ fil, en });
