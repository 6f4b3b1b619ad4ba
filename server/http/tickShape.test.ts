import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Runs ticks, then full collections with no tick alive, then ticks again, in a node of its own, and reads V8's
 * feedback for the keys of `process.nextTick`'s tick literal (`%DebugPrint`, hence `--allow-natives-syntax`).
 */
function tickKeyStates(keepShape: boolean): string[] {
  const module = resolve(__dirname, 'tickShape.ts');
  const script = `
    if (${keepShape}) {
      const { keptTickObject } = await import(${JSON.stringify(module)});
      if (keptTickObject() === undefined) throw new Error('no tick object kept');
    }
    const pause = () => new Promise((r) => setTimeout(r, 5));
    for (let i = 0; i < 200; i++) process.nextTick(() => undefined);
    await pause();
    // A tick between the collections, none alive during them: the function stays in use (V8 would otherwise free
    // its bytecode, feedback and all, after a few idle collections).
    for (let i = 0; i < 5; i++) { globalThis.gc(); await pause(); process.nextTick(() => undefined); await pause(); }
    for (let i = 0; i < 200; i++) process.nextTick(() => undefined);
    await pause();
    new Function('f', '%DebugPrint(f)')(process.nextTick);
  `;
  const dir = mkdtempSync(join(tmpdir(), 'mgp-tick-'));
  const out = join(dir, 'stdout');
  const fd = openSync(out, 'w');
  try {
    const run = spawnSync(
      process.execPath,
      [
        '--allow-natives-syntax',
        '--expose-gc',
        // The feedback read is what is tested, so V8 may not free it (bytecode flushing) under a busy machine's timing.
        '--no-flush-bytecode',
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        script,
      ],
      // V8 prints to a file: node makes a piped stdout non-blocking, and V8's own writes to a full pipe were cut short
      // under load (the end of the print, the feedback with it, lost).
      { encoding: 'utf8', cwd: resolve(__dirname, '../..'), stdio: ['ignore', fd, 'pipe'] },
    );
    expect(run.status, run.stderr).toBe(0);
    const printed = readFileSync(out, 'utf8');
    const states = [...printed.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((m) => m[1]!);
    // Node 20's V8 prints the literal's four keys; none means the print changed.
    expect(states, printed.slice(0, 2000)).toHaveLength(4);
    return states;
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the tick objects kept (tickShape.ts)', () => {
  it('go megamorphic after full collections without it: what the module is for', () => {
    // The first key is added to the literal's own map, which is never freed; the others go megamorphic. If node ever
    // stops doing this, the module is no longer needed.
    expect(tickKeyStates(false)).toContain('MEGAMORPHIC');
  });

  it('stay monomorphic through full collections with it', () => {
    expect(tickKeyStates(true)).toEqual(['MONOMORPHIC', 'MONOMORPHIC', 'MONOMORPHIC', 'MONOMORPHIC']);
  });
});
