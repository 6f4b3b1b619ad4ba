import { size, string } from 'superstruct';

/** A short text field of an answer or query (names, codes, labels): at most 100 characters, may be empty. */
export const Text = size(string(), 0, 100);

/** A short text field that must not be empty (identifiers in a query or body). */
export const RequiredText = size(string(), 1, 100);
