/**
 * The server in a process of its own, started as users start it (`tsx server/main.ts`, as `npm run serve`):
 * what is measured is the server's alone, its memory and its one thread, not shared with the benchmark.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export interface ServerProcess {
  origin: string;
  /** Resident memory now, in MB (Linux `/proc`). */
  rssMb(): number;
  /** Samples resident memory every 50 ms until stopped; returns the peak in MB. */
  watchPeak(): { stop(): number };
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** `entry`: the script that starts it, `server/main.ts` as `npm run serve` does unless told otherwise. */
export async function startServerProcess(
  env: Record<string, string>,
  entry = 'server/main.ts',
): Promise<ServerProcess> {
  const port = await freePort();
  const root = path.join(import.meta.dirname, '..');
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, DIST_DIR: '', LOG_LEVEL: 'info', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Ready once it answers HTTP at all: its start-up line is logged at `info`, which a quieter
  // LOG_LEVEL leaves out.
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before it started:\n${output}`))),
  );
  exited.catch(() => undefined);
  const origin = `http://127.0.0.1:${port}`;
  for (;;) {
    const answered = await Promise.race([
      fetch(`${origin}/api/auth/me`).then(
        () => true,
        () => false,
      ),
      exited,
    ]);
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.stdout.resume();

  const rssMb = () => {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  };
  return {
    origin,
    rssMb,
    watchPeak() {
      let peak = rssMb();
      const timer = setInterval(() => (peak = Math.max(peak, rssMb())), 50);
      return {
        stop() {
          clearInterval(timer);
          return Math.max(peak, rssMb());
        },
      };
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
