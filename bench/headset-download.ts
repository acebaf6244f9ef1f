/**
 * A 300 MB lesson reaching a headset on a link that drops: the reference headset (`tools/headset/`)
 * against the real server in its own process, through a proxy that counts the bytes the server sends
 * and cuts the link three times during the download. Also the size of a manifest delta with nothing new.
 */
import { openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Manifest } from '../src/domain/headsets/headset';
import { Headset } from '../tools/headset/headset';
import { Link } from '../tools/headset/link';
import { startCuttingProxy, type CuttingProxy } from './cutting-proxy';
import { FILE_SIZE, makeVideo, MB } from './lesson-video';
import { signIn } from './server-access';
import { startServerProcess } from './server-process';

const GOALS = { ratio: 1.05, deltaBytes: 1024 };
const CUTS = 3;
const OUTAGE_MS = 1000;

interface Api {
  origin: string;
  token: string;
}

async function call<T>(api: Api, method: string, route: string, body?: unknown): Promise<T> {
  const json = body !== undefined && !(body instanceof FormData);
  const answer = await fetch(`${api.origin}/api${route}`, {
    method,
    headers: {
      authorization: `Bearer ${api.token}`,
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    ...(body === undefined ? {} : { body: json ? JSON.stringify(body) : body }),
  });
  if (!answer.ok) throw new Error(`${method} ${route} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** A live headset of a school with lessons, and its token. */
async function headsetOfASchool(api: Api, origin: string): Promise<{ token: string; manifest: Manifest }> {
  const { data } = await call<{ data: Array<{ _id: string; school_id: string | null; status: boolean }> }>(
    api,
    'GET',
    '/device?limit=100',
  );
  for (const device of data.filter((row) => row.school_id && row.status)) {
    const { data: token } = await call<{ data: { api_token: string } }>(
      api,
      'GET',
      `/devices/${device._id}/token`,
    );
    const answer = await fetch(`${origin}/api/headset/manifest`, {
      headers: { authorization: `Device ${token.api_token}` },
    });
    const manifest = (await answer.json()) as Manifest;
    if (manifest.lessons.some((lesson) => lesson.type === 'video'))
      return { token: token.api_token, manifest };
  }
  throw new Error('no demo headset has a video lesson');
}

/** Cuts the link each time the server has sent another quarter of the file since `from`. */
function cutEveryQuarter(proxy: CuttingProxy, from: number) {
  let cuts = 0;
  const watch = setInterval(() => {
    if (cuts < CUTS && proxy.bytesDown() - from > ((cuts + 1) * FILE_SIZE) / (CUTS + 1)) {
      cuts += 1;
      proxy.cut(OUTAGE_MS);
    }
  }, 5);
  return { stop: () => (clearInterval(watch), cuts) };
}

export async function headsetDownload(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'shala-bench-headset-'));
  const dataDir = path.join(folder, 'server');
  const video = path.join(folder, 'lesson-300mb.mp4');
  await makeVideo(video);
  // A first start creates and seeds the database, which a running server has long done: measure the next.
  await (await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: 'true' })).stop();
  const server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
  const proxy = await startCuttingProxy(new URL(server.origin));
  try {
    const api = { origin: server.origin, token: await signIn(server.origin) };
    const { token, manifest } = await headsetOfASchool(api, server.origin);
    const headset = new Headset(
      new Link({ server: proxy.origin, token, drop: 0, random: Math.random, log: () => undefined }),
      { dir: path.join(folder, 'headset'), rate: 0, reportEveryMs: 60_000, play: false },
    );
    // The headset first takes its school's lessons as they are; then one of them gets the 300 MB file.
    await headset.round();
    const before = headset.bytesReceived;
    const deltaBytes = await emptyDeltaBytes(proxy, token);
    const form = new FormData();
    form.append('file', new File([await openAsBlob(video)], 'lesson-300mb.mp4', { type: 'video/mp4' }));
    const { url } = await call<{ url: string }>(api, 'POST', '/upload', form);
    const lesson = manifest.lessons.find((item) => item.type === 'video')!;
    await call(api, 'PATCH', `/contents/${lesson.content_id}`, { video_link: url });

    const start = proxy.bytesDown();
    const cutter = cutEveryQuarter(proxy, start);
    const started = performance.now();
    await headset.round();
    const seconds = (performance.now() - started) / 1000;
    const cuts = cutter.stop();
    const sent = proxy.bytesDown() - start;
    const ratio = sent / FILE_SIZE;
    const installed = headset.bytesReceived - before > 0;

    return `## A 300 MB lesson to a headset on a link that drops

The reference headset (\`npm run headset\`, \`tools/headset/\`) against the real server in its own process (embedded
database, demo data), over loopback through a proxy that counts every byte the server sends (status lines, headers
and bodies, whether the headset read them or not). The headset first takes its school's lessons; then one lesson is
given a ${(FILE_SIZE / MB).toFixed(1)} MB video, and the headset's next round (check-in, manifest delta, download,
check-in) runs while the link is cut ${CUTS} times (each time another quarter of the file has gone through, for
${OUTAGE_MS / 1000} s). The headset resumes each time with \`Range\` and \`If-Range\`, and checks the file's SHA-256
before installing it. Also: a manifest asked for with the version the headset holds, when nothing changed.

| What | Figure |
|---|---|
| bytes the server sent in the round / file size | ${(sent / MB).toFixed(1)} MB / ${(FILE_SIZE / MB).toFixed(1)} MB = **${ratio.toFixed(3)} ×** |
| link cuts during the download | ${cuts} |
| lesson installed, checksum verified | ${installed ? 'yes' : 'no'} |
| time, with the outages | ${seconds.toFixed(1)} s |
| manifest delta with nothing new | ${deltaBytes} bytes |

| Goal | Figure | |
|---|---|---|
| a 300 MB lesson cut ${CUTS} times: under ${GOALS.ratio} × its size sent | ${ratio.toFixed(3)} × | ${ratio < GOALS.ratio && cuts === CUTS && installed ? 'met' : '**missed**'} |
| a manifest delta with nothing new: under 1 KB | ${deltaBytes} bytes | ${deltaBytes < GOALS.deltaBytes ? 'met' : '**missed**'} |
`;
  } finally {
    await proxy.close();
    await server.stop();
    await rm(folder, { recursive: true, force: true });
  }
}

/** The bytes on the wire (status line, headers, body) of a manifest asked for with the version held. */
async function emptyDeltaBytes(proxy: CuttingProxy, token: string): Promise<number> {
  const headers = { authorization: `Device ${token}` };
  const held = (await (await fetch(`${proxy.origin}/api/headset/manifest`, { headers })).json()) as Manifest;
  const before = proxy.bytesDown();
  const since = encodeURIComponent(held.manifest_version);
  await (await fetch(`${proxy.origin}/api/headset/manifest?since=${since}`, { headers })).text();
  return proxy.bytesDown() - before;
}
