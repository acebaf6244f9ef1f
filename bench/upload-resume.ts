/**
 * Upload benchmark (`npx tsx bench/upload-resume.ts`): a 300 MB video sent by tus-js-client, as the device
 * sends it (8 MB chunks, the device's id), through a TCP proxy that drops every connection halfway. Measures
 * the bytes that crossed the proxy towards the server (the resume must re-send little) and the server's
 * memory (its own process, sampled from /proc and its high-water mark), then writes bench/UPLOAD-RESULTS.md.
 * Numbers, not assertions: the server's memory stays under 200 MB, and the bytes under 1.1 × the file.
 * With `DATABASE_URL` (and `JWT_SECRET`) set the server runs on that PostgreSQL, as in production; without, on
 * the embedded database, whose WebAssembly heap alone is several hundred MB (see the growth row then).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { format, resolveConfig } from 'prettier';
import { Upload } from 'tus-js-client';

const MB = 1024 * 1024;
const FILE_SIZE = 300 * MB;
const CHUNK = 8 * MB;
const ROOT = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A 300 MB "video": the fixture MP4's bytes, then zeros (the server judges the type by the first bytes). */
async function makeVideo(file: string): Promise<void> {
  const head = await readFile(path.join(ROOT, 'tests/fixtures/media/lesson.mp4'));
  const out = createWriteStream(file);
  const zeros = Buffer.alloc(CHUNK);
  out.write(head);
  for (let left = FILE_SIZE - head.length; left > 0; left -= CHUNK) {
    if (!out.write(zeros.subarray(0, Math.min(CHUNK, left)))) {
      await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
  }
  await new Promise((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve(null))),
  );
}

/** A TCP proxy that counts the bytes towards the server and can drop every connection at once. */
function startProxy(target: number) {
  const sockets = new Set<net.Socket>();
  const stats = { toServer: 0, drops: 0 };
  const server = net.createServer((client) => {
    const upstream = net.connect(target, '127.0.0.1');
    sockets.add(client).add(upstream);
    client.on('data', (data: Buffer) => {
      stats.toServer += data.length;
    });
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  return {
    stats,
    listen: (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    drop() {
      stats.drops += 1;
      for (const socket of sockets) socket.destroy();
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function memoryOf(pid: number): Promise<{ rss: number; hwm: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

const work = await mkdtemp(path.join(tmpdir(), 'shala-upload-bench-'));
const serverPort = await freePort();
const proxyPort = await freePort();
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'the embedded database (PGlite)';
// The server as a deployment runs it: no demo data, one administrator made with the CLI.
const serverEnv = {
  ...process.env,
  DATA_DIR: path.join(work, 'data'),
  DIST_DIR: '',
  HOST: '127.0.0.1',
  PORT: String(serverPort),
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
};
const ADMIN = { email: 'bench.admin@shala.demo', password: 'Bench@2026-upload' };
const made = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    'server/cli/create-user.ts',
    '--email',
    ADMIN.email,
    '--password',
    ADMIN.password,
    '--name',
    'Bench Admin',
  ],
  { cwd: ROOT, env: serverEnv, stdio: ['ignore', 'ignore', 'inherit'] },
);
if ((await new Promise((resolve) => made.once('exit', resolve))) !== 0)
  throw new Error('cannot create the administrator');
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: ROOT,
  env: serverEnv,
  stdio: ['ignore', 'inherit', 'inherit'],
});
const pid = child.pid!;
const direct = `http://127.0.0.1:${serverPort}`;
const proxied = `http://127.0.0.1:${proxyPort}`;
let peakRss = 0;
const sampler = setInterval(() => {
  void memoryOf(pid).then(
    ({ rss }) => (peakRss = Math.max(peakRss, rss)),
    () => undefined,
  );
}, 50);

try {
  const file = path.join(work, 'lesson-300mb.mp4');
  await makeVideo(file);
  let token = '';
  for (let tries = 0; !token; tries++) {
    if (tries > 600) throw new Error('the server did not start');
    const answer = await fetch(`${direct}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    }).catch(() => null);
    if (answer?.ok) token = ((await answer.json()) as { token: string }).token;
    else await delay(100);
  }
  const before = await memoryOf(pid);
  peakRss = before.rss;
  const proxy = startProxy(serverPort);
  await proxy.listen(proxyPort);

  const id = randomUUID();
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    const upload = new Upload(createReadStream(file), {
      endpoint: `${proxied}/api/files`,
      uploadUrl: `${proxied}/api/files/${id}`,
      uploadSize: FILE_SIZE,
      chunkSize: CHUNK,
      retryDelays: [0, 500, 1000, 2000, 4000],
      headers: { authorization: `Bearer ${token}` },
      metadata: { id, filename: 'lesson-300mb.mp4', filetype: 'video/mp4', kind: 'video' },
      onProgress(sent) {
        // The connection drops halfway, in the middle of a chunk.
        if (proxy.stats.drops === 0 && sent >= FILE_SIZE / 2 + CHUNK / 2) proxy.drop();
      },
      onSuccess: () => resolve(),
      onError: reject,
    });
    upload.start();
  });
  const seconds = (Date.now() - started) / 1000;
  await delay(200);
  const after = await memoryOf(pid);
  clearInterval(sampler);
  await proxy.close();

  const head = await fetch(`${direct}/api/files/${id}`, { method: 'HEAD' });
  const stored = Number(head.headers.get('content-length'));
  const ratio = proxy.stats.toServer / FILE_SIZE;
  const resent = proxy.stats.toServer - FILE_SIZE;
  const peak = Math.max(peakRss, after.rss);
  const lines = [
    '# Upload benchmark',
    '',
    `Written by \`npx tsx bench/upload-resume.ts\` on ${new Date().toISOString()} (Node ${process.version}).`,
    'A 300 MB video sent by tus-js-client in 8 MB chunks through a proxy that drops every connection halfway;',
    "the client resumes from the server's offset. Memory is the server process's own (VmRSS sampled every",
    `50 ms, and VmHWM, its high-water mark). Database: ${database}.`,
    '',
    '| measure | value |',
    '|---|---|',
    `| file size | ${(FILE_SIZE / MB).toFixed(0)} MB |`,
    `| connections dropped | ${proxy.stats.drops} |`,
    `| bytes sent to the server, all requests | ${(proxy.stats.toServer / MB).toFixed(1)} MB (${ratio.toFixed(3)} × the file) |`,
    `| beyond the file itself (re-sent bytes and HTTP headers) | ${(resent / 1024).toFixed(0)} KB |`,
    `| stored on the server | ${(stored / MB).toFixed(1)} MB (${head.status}, ${head.headers.get('content-type')}) |`,
    `| server memory before the upload (RSS) | ${(before.rss / MB).toFixed(0)} MB |`,
    `| server memory, highest during the upload (RSS sampled) | ${(peak / MB).toFixed(0)} MB |`,
    `| server memory growth over the upload | ${((peak - before.rss) / MB).toFixed(0)} MB |`,
    `| server memory, highest in its whole life (VmHWM, start-up included) | ${(after.hwm / MB).toFixed(0)} MB |`,
    `| time | ${seconds.toFixed(1)} s |`,
    '',
  ];
  // Written as Prettier writes it, so that the formatting check stays clean after a run.
  const report = await format(lines.join('\n'), {
    parser: 'markdown',
    ...(await resolveConfig(path.join(ROOT, 'bench/UPLOAD-RESULTS.md'))),
  });
  await writeFile(path.join(ROOT, 'bench/UPLOAD-RESULTS.md'), report);
  console.log(lines.join('\n'));
  if (stored !== FILE_SIZE) process.exitCode = 1;
} finally {
  clearInterval(sampler);
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await rm(work, { recursive: true, force: true });
}
