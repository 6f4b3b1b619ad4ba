import { coerce, date, string, type Struct } from 'superstruct';

/** An ISO 8601 date (`2026-11-22`, UTC midnight) or date-time with zone (`2026-11-22T08:00:00Z`) in a query. */
export const queryIsoTime: Struct<Date, null> = coerce(date(), string(), (s) =>
  /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/.test(s) ? new Date(s) : s,
);
