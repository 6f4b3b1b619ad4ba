// Every table of the platform, one file per concern. drizzle-kit reads this folder to make migrations.
export * from './catalogue';
