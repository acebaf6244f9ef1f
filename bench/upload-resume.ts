/**
 * A 300 MB lesson video through a link that drops: by tus, cut off twice (once retried by the
 * client, once abandoned as a closed page would be and resumed by a new client from the server's offset),
 * then through `POST /api/upload`. Measures the bytes sent against the file's size, the time, and the
 * server process's peak memory.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import * as tus from 'tus-js-client';
import { startCuttingProxy, type CuttingProxy } from './cutting-proxy';
import { FILE_SIZE, makeVideo, MB } from './lesson-video';
import { freshDatabase, signIn } from './server-access';
import { startServerProcess } from './server-process';

const CHUNK_SIZE = 8 * MB;

/** One tus client, as one page would run it; `onSent` sees the bytes the server has confirmed. */
function tusClient(
  proxy: CuttingProxy,
  token: string,
  id: string,
  file: string,
  onSent: (sent: number) => void,
) {
  let upload: tus.Upload;
  const done = new Promise<void>((resolve, reject) => {
    upload = new tus.Upload(createReadStream(file), {
      endpoint: `${proxy.origin}/api/files`,
      uploadUrl: `${proxy.origin}/api/files/${id}`,
      uploadSize: FILE_SIZE,
      chunkSize: CHUNK_SIZE,
      retryDelays: [0, 500, 1000, 2000, 3000, 5000],
      metadata: { id, filename: 'lesson-300mb.mp4', filetype: 'video/mp4', kind: 'video' },
      headers: { authorization: `Bearer ${token}` },
      onProgress: (sent) => onSent(sent),
      onSuccess: () => resolve(),
      onError: reject,
    });
    upload.start();
  });
  return { done, abort: () => upload.abort() };
}

async function tusWithDrops(proxy: CuttingProxy, token: string, file: string) {
  const id = randomUUID();
  let retriedCut = false;
  const first = tusClient(proxy, token, id, file, (sent) => {
    if (!retriedCut && sent > FILE_SIZE / 3) {
      retriedCut = true;
      proxy.cut(1500);
    }
  });
  // The second drop ends the first client, as a reload or a closed tab would; a new one resumes.
  await new Promise<void>((resolve, reject) => {
    const watch = setInterval(() => {
      if (proxy.bytesUp() > (2 * FILE_SIZE) / 3) {
        clearInterval(watch);
        void first.abort().then(() => {
          proxy.cut(1500);
          resolve();
        }, reject);
      }
    }, 20);
    first.done.catch(reject);
  });
  await new Promise((resolve) => setTimeout(resolve, 1600));
  await tusClient(proxy, token, id, file, () => undefined).done;
  return id;
}

async function multipart(origin: string, token: string, file: string): Promise<string> {
  const form = new FormData();
  form.append('file', new File([await openAsBlob(file)], 'lesson-300mb.mp4', { type: 'video/mp4' }));
  const answer = await fetch(`${origin}/api/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!answer.ok) throw new Error(`POST /api/upload answered ${answer.status}: ${await answer.text()}`);
  return ((await answer.json()) as { url: string }).url;
}

async function storedSize(origin: string, link: string): Promise<number> {
  const answer = await fetch(`${origin}${link}`, { method: 'HEAD' });
  return Number(answer.headers.get('content-length'));
}

const mb = (bytes: number) => (bytes / MB).toFixed(1);

/** The upload runs on the embedded database, and on PostgreSQL when `bench/run.sh` started one. */
export async function uploadResume(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'shala-bench-upload-'));
  const file = path.join(folder, 'lesson-300mb.mp4');
  try {
    await makeVideo(file);
    const sections = [
      await measure(file, 'the embedded database (PGlite, in the server process)', {}, EMBEDDED_NOTE),
    ];
    const adminUrl = process.env.TEST_PG_URL;
    if (adminUrl) {
      const env = {
        DATABASE_URL: await freshDatabase(adminUrl),
        JWT_SECRET: randomUUID(),
        SEED_DEMO: 'true',
      };
      sections.push(await measure(file, 'PostgreSQL (its own process)', env));
    }
    return sections.join('\n');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const EMBEDDED_NOTE = `
Here the server process also holds the embedded database: PGlite's WebAssembly heap is most of its idle memory,
before any upload. The last row is what the uploads themselves add.
`;

async function measure(
  file: string,
  database: string,
  env: Record<string, string>,
  note = '',
): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shala-bench-server-'));
  // A first start creates and seeds the database, which a running server has long done: measure the next.
  await (await startServerProcess({ DATA_DIR: dataDir, ...env })).stop();
  const server = await startServerProcess({ DATA_DIR: dataDir, ...env });
  const proxy = await startCuttingProxy(new URL(server.origin));
  try {
    const token = await signIn(server.origin);
    const idleMb = server.rssMb();

    const tusPeak = server.watchPeak();
    let started = performance.now();
    const id = await tusWithDrops(proxy, token, file);
    const tusSeconds = (performance.now() - started) / 1000;
    const tusPeakMb = tusPeak.stop();
    const tusStored = await storedSize(server.origin, `/api/files/${id}`);

    const multipartPeak = server.watchPeak();
    started = performance.now();
    const link = await multipart(server.origin, token, file);
    const multipartSeconds = (performance.now() - started) / 1000;
    const multipartPeakMb = multipartPeak.stop();
    const multipartStored = await storedSize(server.origin, link);

    const sent = proxy.bytesUp();
    return `## A 300 MB video upload on a link that drops, on ${database}

A ${mb(FILE_SIZE)} MB MP4 to a server process of its own, over loopback through a
proxy that counts the bytes sent. By tus (\`tus-js-client\`, ${CHUNK_SIZE / MB} MB chunks): the link is cut at one third
(the client retries and resumes), then at two thirds the client is abandoned, as a reloaded page's would be, and a new
client resumes from the server's offset. Then the same file in one \`POST /api/upload\` (multipart, streamed).
Goals: under 1.1 × the file's size sent, server memory under 200 MB.
${note}
| What | Figure |
|---|---|
| tus: bytes sent / file size (headers included) | ${mb(sent)} MB / ${mb(FILE_SIZE)} MB = **${(sent / FILE_SIZE).toFixed(3)} ×** |
| tus: connections cut mid-transfer | ${proxy.connectionsCut()} |
| tus: stored size matches | ${tusStored === FILE_SIZE ? 'yes' : `no (${tusStored})`} |
| tus: time with two drops (1.5 s outage each) | ${tusSeconds.toFixed(1)} s (${mb(FILE_SIZE / tusSeconds)} MB/s) |
| \`POST /api/upload\`: time, throughput | ${multipartSeconds.toFixed(1)} s (${mb(FILE_SIZE / multipartSeconds)} MB/s) |
| \`POST /api/upload\`: stored size matches | ${multipartStored === FILE_SIZE ? 'yes' : `no (${multipartStored})`} |
| server memory (RSS) idle after start | ${idleMb.toFixed(0)} MB |
| server memory (RSS) peak during tus | **${tusPeakMb.toFixed(0)} MB** |
| server memory (RSS) peak during \`POST /api/upload\` | **${multipartPeakMb.toFixed(0)} MB** |
| what the uploads added to the idle server (largest peak − idle) | ${(Math.max(tusPeakMb, multipartPeakMb) - idleMb).toFixed(0)} MB |
`;
  } finally {
    await proxy.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
