/**
 * One upload served by two server processes (two apps on one database and one upload folder, as behind a
 * load balancer with no sticky sessions): its requests may alternate between them, and a request still
 * writing on one never mixes its bytes with a resume on the other, since the tus lock lives in the database.
 */
import { createHash, randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { fileLinkOf } from '../../src/domain/uploads/upload-rules';
import { startS3Server, type TestS3Server } from './helpers/s3-server';
import { bearer, createTestApp, DEMO, signIn, type TestApp } from './helpers/test-app';
import { LESSON } from './helpers/uploads-app';

const TUS = { 'tus-resumable': '1.0.0' };
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const b64 = (value: string) => Buffer.from(value).toString('base64');

for (const storage of ['local', 's3'] as const) {
  describe(`one upload, two server processes (${storage})`, () => {
    let t: TestApp;
    let s3: TestS3Server | undefined;
    let other: FastifyInstance;
    let processes: FastifyInstance[];
    let owner: Record<string, string>;

    beforeAll(async () => {
      s3 = storage === 's3' ? await startS3Server() : undefined;
      t = await createTestApp(s3 ? { s3: s3.config } : {});
      // On PostgreSQL the second process opens its own connections; the embedded database has one.
      other = await buildApp(t.config, t.config.databaseUrl ? {} : { database: t.app.database });
      processes = [t.app, other];
      owner = bearer((await signIn(t.app, DEMO.superAdmin)).token);
    });
    afterAll(async () => {
      await other.close();
      await t.close();
      await s3?.stop();
    });

    const create = (app: FastifyInstance, id: string) =>
      app.inject({
        method: 'POST',
        url: '/api/files',
        headers: {
          ...TUS,
          ...owner,
          'upload-length': String(LESSON.length),
          'upload-metadata': `id ${b64(id)},filename ${b64('lesson.mp4')},kind ${b64('video')}`,
        },
      });
    const patch = (app: FastifyInstance, id: string, offset: number, body: Buffer | PassThrough) =>
      app.inject({
        method: 'PATCH',
        url: `/api/files/${id}`,
        headers: {
          ...TUS,
          ...owner,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        payload: body,
      });
    const offsetOn = async (app: FastifyInstance, id: string) => {
      const head = await app.inject({
        method: 'HEAD',
        url: `/api/files/${id}`,
        headers: { ...TUS, ...owner },
      });
      expect(head.statusCode, head.body).toBe(200);
      return Number(head.headers['upload-offset']);
    };
    const storedOn = async (app: FastifyInstance, id: string) =>
      (await app.inject({ method: 'GET', url: fileLinkOf(id) })).rawPayload;
    const stagedSize = (id: string) =>
      stat(path.join(t.config.uploadDir, 'staging', id)).then(
        (file) => file.size,
        () => 0,
      );

    it('takes its requests alternately from either process, and stores the file whole', async () => {
      const id = randomUUID();
      expect((await create(t.app, id)).statusCode).toBe(201);
      const chunk = 4096;
      for (let offset = 0, turn = 0; offset < LESSON.length; offset += chunk, turn++) {
        const app = processes[turn % 2]!;
        expect(await offsetOn(app, id)).toBe(offset);
        const answer = await patch(app, id, offset, LESSON.subarray(offset, offset + chunk));
        expect(answer.statusCode, answer.body).toBe(204);
      }
      expect(sha256(await storedOn(other, id))).toBe(sha256(LESSON));
      expect(sha256(await storedOn(t.app, id))).toBe(sha256(LESSON));
    });

    it('lets a resume on one process wait for a request still writing on the other, whose later bytes never land', async () => {
      const id = randomUUID();
      expect((await create(other, id)).statusCode).toBe(201);
      // A PATCH whose client went away after 10,000 bytes: its connection still open on the first process.
      const stale = new PassThrough();
      stale.write(LESSON.subarray(0, 10_000));
      const staleAnswer = patch(t.app, id, 0, stale);
      await vi.waitFor(async () => expect(await stagedSize(id)).toBe(10_000), {
        timeout: 10_000,
        interval: 20,
      });

      // The client resumes on the second process: its HEAD waits for the lock, which the stale request is
      // asked to give up, and then says where the bytes really end.
      expect(await offsetOn(other, id)).toBe(10_000);
      // Whatever still arrives on the stale request (made different here, so that a byte of it landing
      // would show) is no longer written.
      stale.end(Buffer.alloc(5_000, 0xff));
      await staleAnswer;
      const resumeAt = await offsetOn(other, id);
      expect(resumeAt).toBe(10_000);
      const last = await patch(other, id, resumeAt, LESSON.subarray(resumeAt));
      expect(last.statusCode, last.body).toBe(204);
      expect(sha256(await storedOn(t.app, id))).toBe(sha256(LESSON));
    });

    it('never mixes two PATCHes sent at once to the two processes', async () => {
      const id = randomUUID();
      expect((await create(t.app, id)).statusCode).toBe(201);
      const half = Math.floor(LESSON.length / 2);
      // The same first half sent twice at once, once to each process: one of them writes it, the other
      // finds the offset moved (409) or writes nothing; the file never holds more than one copy.
      const answers = await Promise.all(processes.map((app) => patch(app, id, 0, LESSON.subarray(0, half))));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 409]);
      expect(await offsetOn(other, id)).toBe(half);
      expect((await patch(other, id, half, LESSON.subarray(half))).statusCode).toBe(204);
      expect(sha256(await storedOn(t.app, id))).toBe(sha256(LESSON));
    });
  });
}
