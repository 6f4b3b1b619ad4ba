// The error catalogue as the target of its lazy import (loadErrorMessages.ts). errorMessages.ts shares a chunk with the
// screens that import it directly, and a shared chunk exports its modules under the bundler's short names; this module
// is imported nowhere else, so its chunk is its own and exports the catalogue's names, which a retry that imports the
// chunk by its address reads (src/lib/importAgain.ts).
export * from './errorMessages';
