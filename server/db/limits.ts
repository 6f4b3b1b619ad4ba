/** How long a PostgreSQL connection may take to open, or a request may wait for a free one (DB_CONNECT_TIMEOUT_MS). */
export const DB_CONNECT_TIMEOUT_MS = 2000;
/** How long one PostgreSQL statement may run (DB_STATEMENT_TIMEOUT_MS); start-up work runs without it. */
export const DB_STATEMENT_TIMEOUT_MS = 15_000;
