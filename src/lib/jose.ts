// The app's one door to jose (docs/architecture.md). The sealing half is app code; compactDecrypt, exportJWK and
// generateKeyPair are here for the unit tests that play the server's part (tree-shaken out of the build).
export { CompactEncrypt, base64url, compactDecrypt, exportJWK, generateKeyPair, importJWK } from 'jose';
