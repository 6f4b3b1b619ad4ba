// The server's one door to jose (docs/architecture.md): opening bodies, key ids, and sealing in the test helpers.
export { CompactEncrypt, calculateJwkThumbprint, compactDecrypt, importJWK } from 'jose';
