import { spawnSync } from 'node:child_process';

/**
 * `npm run test:engines`: the journey suite (tests/engines) on Chromium, Firefox and WebKit; `-- --engine webkit`
 * (or `--engine firefox,webkit`, or the flag twice) for some alone. Needs the build (`npm run build`).
 */
const asked: string[] = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const arg = args[i]!;
  if (arg === '--engine') asked.push(...(args[++i] ?? '').split(','));
  else if (arg.startsWith('--engine=')) asked.push(...arg.slice('--engine='.length).split(','));
  else {
    process.stderr.write(`unknown argument ${arg}: use --engine chromium|firefox|webkit\n`);
    process.exit(2);
  }
}
const run = spawnSync('npx', ['vitest', 'run', '--config', 'tests/vitest.e2e.config.ts', 'tests/engines'], {
  stdio: 'inherit',
  env: { ...process.env, ENGINES: asked.length ? asked.join(',') : 'chromium,firefox,webkit' },
});
process.exit(run.status ?? 1);
