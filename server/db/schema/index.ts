// Every table of the platform, one file per concern. drizzle-kit reads this folder to make migrations.
export * from './members';
export * from './login-attempts';
export * from './sessions';
export * from './wallets';
export * from './ledger';
export * from './idempotency';
export * from './messages';
export * from './crypto';
export * from './catalogue';
export * from './accounts';
export * from './player-games';
export * from './demo-game';
export * from './lottery-bets';
export * from './money';
export * from './member-extras';
export * from './service-chat';
export * from './agent';
