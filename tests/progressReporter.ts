import type { Reporter, TestCase, TestModule } from 'vitest/node';

/**
 * Prints a plain line when each end-to-end file starts and as each test ends, so a long browser run is never silent
 * (vitest's default reporter prints a file only once all of it has run). Plain lines, no cursor tricks: CI logs keep them.
 */
export default class ProgressReporter implements Reporter {
  private started = Date.now();

  private stamp(): string {
    const s = Math.round((Date.now() - this.started) / 1000);
    return `[e2e ${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}]`;
  }

  onTestModuleStart(module: TestModule): void {
    process.stdout.write(`${this.stamp()} ${module.moduleId.replace(`${process.cwd()}/`, '')}: starting\n`);
  }

  onTestCaseResult(test: TestCase): void {
    const result = test.result();
    const mark = result.state === 'passed' ? 'ok  ' : result.state === 'skipped' ? 'skip' : 'FAIL';
    const ms = test.diagnostic()?.duration;
    const took = ms === undefined ? '' : ` (${(ms / 1000).toFixed(1)} s)`;
    process.stdout.write(`${this.stamp()}   ${mark} ${test.fullName}${took}\n`);
  }
}
