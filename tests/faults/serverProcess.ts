import { spawn, type ChildProcess } from 'node:child_process';
import { serverArgs } from '../e2e/harness';

/** One built server process (`dist/server/index.js`) that a fault test may kill and start again on the same data. */
export interface ServerProcess {
  url: string;
  /** SIGKILL: no shutdown, no flush, as a crash or an out-of-memory kill. */
  kill9(): Promise<void>;
  /** SIGTERM: the server's own orderly shutdown. */
  stop(): Promise<void>;
  /** What it wrote to stderr so far. */
  stderr(): string;
  /** What it wrote to stdout so far (the log lines, with LOG_LEVEL=info). */
  stdout(): string;
  /** Whether the process has ended (by itself or by a signal). */
  exited(): boolean;
}

/**
 * Starts the built server on a free port with `env` (DATA_DIR or DATABASE_URL among them), in the documented test
 * profile unless `env` says otherwise, and waits for its ready line.
 */
export async function startProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, serverArgs(), {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SERVER_PROFILE: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  const url = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start in 60 s: ${err}`)), 60_000);
    const onData = () => {
      const m = WELCOME.exec(out);
      const found = m?.[1] ?? m?.[2];
      if (found) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        ok(found);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited with ${code}: ${err}`));
    });
  });
  const ended = (signal: NodeJS.Signals) => async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((ok) => child.once('exit', ok));
    child.kill(signal);
    await exited;
  };
  return {
    url,
    kill9: ended('SIGKILL'),
    stop: ended('SIGTERM'),
    stderr: () => err,
    stdout: () => out,
    exited: () => child.exitCode !== null || child.signalCode !== null,
  };
}

/** The server's welcome: a JSON line `{"msg":"welcome","url":"…/m/home"}` in a log's format, or the banner in a terminal's. */
const WELCOME = /"msg":"welcome","url":"(http:\/\/[^"]+?)\/m\/home"|ready at (http:\/\/\S+?)\/m\/home/;
