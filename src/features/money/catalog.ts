import { i18n } from '../../i18n/i18n';
import { messages as fil } from './locales/fil';
import { messages as en } from './locales/en';

// Deposit and withdraw text, merged into lingui when their chunk loads (lingui.config.ts), so first paint does not
// carry it. Every screen of this feature imports this module.
i18n.load({ fil, en });
