/** Dates travel as ISO 8601 strings (UTC). */
export const isoDate = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();
