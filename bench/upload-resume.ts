/**
 * A 300 MB video sent by tus-js-client (8 MB chunks, as the device does) to a real server process through
 * a proxy that drops every connection halfway; the client resumes from the server's offset. Then the same
 * size through the streamed multipart route. Prints, and writes to bench/UPLOADS.md, the bytes that
 * crossed the wire against the file's size and the server's peak memory (VmHWM of its process).
 * Run: `npx tsx bench/upload-resume.ts`, on the embedded database, or with BENCH_DATABASE_URL (an empty
 * PostgreSQL database) to see the server without PGlite's own memory. Numbers are reported, never asserted.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Upload } from 'tus-js-client';

const MB = 1024 * 1024;
const SIZE = 300 * MB;
const root = path.join(import.meta.dirname, '..');
const databaseUrl = process.env.BENCH_DATABASE_URL;
const ADMIN = { email: 'bench.admin@example.in', password: 'a-bench-password-2026' };
const work = await mkdtemp(path.join(tmpdir(), 'shala-upload-bench-'));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** A playable MP4's first bytes, then zeros: judged a video by its content. */
async function generatedVideo(file: string) {
  const head = await readFile(path.join(root, 'tests/fixtures/media/lesson.mp4'));
  async function* bytes() {
    yield head;
    const zeros = Buffer.alloc(MB);
    for (let left = SIZE - head.length; left > 0; left -= MB)
      yield left >= MB ? zeros : zeros.subarray(0, left);
  }
  await pipeline(Readable.from(bytes()), createWriteStream(file));
}

/** The server in its own process, so its memory is its own. */
async function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      DIST_DIR: '',
      LOG_LEVEL: 'warn',
      // No demo data (seeding it costs far more memory than any upload): one administrator.
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, JWT_SECRET: 'bench-secret' } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/api/no-such-thing`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return child;
}

const memoryOf = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
};

/** Forwards to the server, counting the bytes sent to it; `drop()` cuts every open connection. */
function startProxy(target: number) {
  const sockets = new Set<net.Socket>();
  let sent = 0;
  let connections = 0;
  const server = net.createServer((client) => {
    const upstream = net.connect(target, '127.0.0.1');
    connections += 1;
    sockets.add(client).add(upstream);
    client.on('data', (chunk: Buffer) => (sent += chunk.length));
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  return new Promise<{ port: number; sent(): number; connections(): number; drop(): void; close(): void }>(
    (resolve) =>
      server.listen(0, '127.0.0.1', () =>
        resolve({
          port: (server.address() as net.AddressInfo).port,
          sent: () => sent,
          connections: () => connections,
          drop: () => sockets.forEach((socket) => socket.destroy()),
          close: () => server.close(),
        }),
      ),
  );
}

const video = path.join(work, 'big.mp4');
await generatedVideo(video);
const serverPort = await freePort();
const server = await startServer(serverPort);
// However the bench ends, the server process ends with it.
process.once('exit', () => server.kill('SIGKILL'));
const proxy = await startProxy(serverPort);
const api = `http://127.0.0.1:${proxy.port}/api`;
let peak = 0;
const sampler = setInterval(
  () => void memoryOf(server.pid!).then((m) => (peak = Math.max(peak, m.rss))),
  100,
);

const login = await fetch(`${api}/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(ADMIN),
});
if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
const { token } = (await login.json()) as { token: string };
const baseline = await memoryOf(server.pid!);

// tus: dropped halfway, resumed by the client's own retry.
const id = randomUUID();
let dropped = false;
let droppedAt = 0;
const tusStart = proxy.sent();
const tusConnections = proxy.connections();
await new Promise<void>((resolve, reject) => {
  const upload = new Upload(createReadStream(video), {
    endpoint: `${api}/files`,
    uploadUrl: `${api}/files/${id}`,
    uploadSize: SIZE,
    chunkSize: 8 * MB,
    retryDelays: [0, 500, 1000, 2000, 4000],
    headers: { authorization: `Bearer ${token}` },
    metadata: { id, filename: 'big.mp4', filetype: 'video/mp4', kind: 'video' },
    onProgress(sent) {
      if (!dropped && sent >= SIZE / 2) {
        dropped = true;
        droppedAt = sent;
        proxy.drop();
      }
    },
    onSuccess: () => resolve(),
    onError: reject,
  });
  upload.start();
});
const tusSent = proxy.sent() - tusStart;
const tusReconnections = proxy.connections() - tusConnections - 1;
const served = await fetch(`${api}/files/${id}`, { method: 'HEAD' });
const tusPeak = peak;

// multipart: the same size streamed through POST /api/upload.
const multipartStart = proxy.sent();
const boundary = 'shala-bench';
async function* body() {
  yield Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  yield* createReadStream(video);
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}
const posted = await fetch(`${api}/upload?kind=video`, {
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
  body: Readable.toWeb(Readable.from(body())) as ReadableStream,
  duplex: 'half',
} as RequestInit);
const multipartSent = proxy.sent() - multipartStart;

clearInterval(sampler);
const final = await memoryOf(server.pid!);
server.kill('SIGTERM');
proxy.close();
await rm(work, { recursive: true, force: true });

const report = `# Upload benchmark

Written by \`npx tsx bench/upload-resume.ts\` on ${new Date().toISOString().slice(0, 10)} (Node ${process.version}, ${process.platform}).
A generated 300 MB MP4; the server runs in its own process on ${databaseUrl ? 'PostgreSQL' : 'the embedded database (PGlite, in the same process)'};
a proxy counts every byte sent to it. Memory is the server process's resident set (MB), sampled every 100 ms.

| What | Result |
|---|---|
| tus, connections dropped at ${(droppedAt / MB).toFixed(0)} MB, resumed | ${served.status === 200 ? 'stored and served' : `not served (${served.status})`} (${tusReconnections} new connections after the first) |
| tus bytes on the wire / file size | ${(tusSent / SIZE).toFixed(3)} |
| multipart \`POST /api/upload\` | ${posted.status} |
| multipart bytes on the wire / file size | ${(multipartSent / SIZE).toFixed(3)} |
| server memory after sign-in | ${baseline.rss.toFixed(0)} MB |
| server peak during the tus upload | ${tusPeak.toFixed(0)} MB (+${(tusPeak - baseline.rss).toFixed(0)} MB) |
| server peak over both uploads | ${Math.max(peak, final.rss).toFixed(0)} MB (+${(Math.max(peak, final.rss) - baseline.rss).toFixed(0)} MB) |
| server high-water mark since start (VmHWM, includes start-up and seeding) | ${final.peak.toFixed(0)} MB |
`;
await writeFile(path.join(import.meta.dirname, 'UPLOADS.md'), report);
console.log(report);
