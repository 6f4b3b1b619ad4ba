import { i18n } from './i18n';
import { messages as en } from './games/en';
import { messages as fil } from './games/fil';

// The home and games catalogue, merged into lingui when their lazy screens load (kept out of the first paint).
i18n.load({ fil, en });
