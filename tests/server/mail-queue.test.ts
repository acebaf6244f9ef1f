/**
 * The mail queue alone (server/mail/mail-queue.ts), with answers and tasks the test finishes by hand:
 * a task starts only after its answer; one address's tasks run in order, one at a time; others run
 * beside them up to the bound; a failing task is logged and the rest go on; a full queue drops a task;
 * closing waits for the tasks handed over, up to its deadline, then drops the rest.
 */
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMailQueue, type MailQueueOptions } from '../../server/mail/mail-queue';

afterEach(() => {
  vi.useRealTimers();
});

/** An answer whose delivery the test ends with `answered()`. */
function answer() {
  const raw = new EventEmitter();
  return { reply: { raw } as unknown as FastifyReply, answered: () => raw.emit('close') };
}

/** A task that notes its start and finishes when the test says. */
function task(name: string, log: string[]) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  let started!: () => void;
  const start = new Promise<void>((resolve) => (started = resolve));
  return {
    run: () =>
      new Promise<void>((resolve, reject) => {
        log.push(`start ${name}`);
        started();
        finish = () => {
          log.push(`end ${name}`);
          resolve();
        };
        fail = reject;
      }),
    started: start,
    finish: () => finish(),
    fail: (error: Error) => fail(error),
  };
}

function queueWith(options: Partial<MailQueueOptions> = {}) {
  const warnings: string[] = [];
  const log = { warn: (...args: unknown[]) => warnings.push(String(args.at(-1))) };
  return { queue: createMailQueue(log as unknown as FastifyBaseLogger, options), warnings };
}

/** Hands `run` over for after an answer, and answers at once. */
function handOver(queue: ReturnType<typeof queueWith>['queue'], key: string, run: () => Promise<void>) {
  const { reply, answered } = answer();
  queue.afterAnswer(reply, key, run);
  answered();
}

describe('the mail queue', () => {
  it('starts a task only once its answer has gone out', async () => {
    const { queue } = queueWith();
    const log: string[] = [];
    const one = task('one', log);
    const { reply, answered } = answer();
    queue.afterAnswer(reply, 'a@x.in', one.run);
    let idle = false;
    void queue.idle().then(() => (idle = true));
    await Promise.resolve();
    expect(log).toEqual([]);
    log.push('answered');
    answered();
    await one.started;
    expect(log).toEqual(['answered', 'start one']);
    expect(idle).toBe(false);
    one.finish();
    await queue.idle();
    expect(log).toEqual(['answered', 'start one', 'end one']);
  });

  it("runs one address's tasks in order, one at a time, and other addresses' beside them up to the bound", async () => {
    const { queue } = queueWith({ concurrency: 2 });
    const log: string[] = [];
    const [a1, a2, b1, c1] = ['a1', 'a2', 'b1', 'c1'].map((name) => task(name, log));
    handOver(queue, 'a', a1!.run);
    handOver(queue, 'a', a2!.run);
    handOver(queue, 'b', b1!.run);
    handOver(queue, 'c', c1!.run);
    await Promise.all([a1!.started, b1!.started]);
    expect(log).toEqual(['start a1', 'start b1']);
    // a2 waited for a1, c1 for a free slot.
    a1!.finish();
    await a2!.started;
    expect(log).toEqual(['start a1', 'start b1', 'end a1', 'start a2']);
    b1!.finish();
    await c1!.started;
    expect(log).toEqual(['start a1', 'start b1', 'end a1', 'start a2', 'end b1', 'start c1']);
    c1!.finish();
    a2!.finish();
    await queue.idle();
  });

  it('logs a failed task and goes on with the next', async () => {
    const { queue, warnings } = queueWith();
    const log: string[] = [];
    const [bad, good] = [task('bad', log), task('good', log)];
    handOver(queue, 'a', bad.run);
    handOver(queue, 'a', good.run);
    await bad.started;
    bad.fail(new Error('the mail server refused'));
    await good.started;
    good.finish();
    await queue.idle();
    expect(warnings).toEqual(['a queued mail task failed']);
    expect(log).toEqual(['start bad', 'start good', 'end good']);
  });

  it('drops a task past the bound of waiting tasks, and says so', async () => {
    const { queue, warnings } = queueWith({ concurrency: 1, maxWaiting: 1 });
    const log: string[] = [];
    const [running, waiting, dropped] = ['running', 'waiting', 'dropped'].map((name) => task(name, log));
    handOver(queue, 'a', running!.run);
    await running!.started;
    handOver(queue, 'b', waiting!.run);
    handOver(queue, 'c', dropped!.run);
    await vi.waitFor(() => expect(warnings).toEqual(['mail queue full: a task was dropped']));
    running!.finish();
    await waiting!.started;
    waiting!.finish();
    await queue.idle();
    expect(log).toEqual(['start running', 'end running', 'start waiting', 'end waiting']);
  });

  it('on closing, runs the tasks handed over before and refuses new ones', async () => {
    const { queue, warnings } = queueWith({ concurrency: 1 });
    const log: string[] = [];
    const [first, second, late] = ['first', 'second', 'late'].map((name) => task(name, log));
    handOver(queue, 'a', first!.run);
    const { reply, answered } = answer();
    queue.afterAnswer(reply, 'b', second!.run);
    await first!.started;
    const closing = queue.close();
    // Answered after closing began: still sent.
    answered();
    handOver(queue, 'c', late!.run);
    expect(warnings).toEqual(['a mail task came after shutdown began and was dropped']);
    first!.finish();
    await second!.started;
    second!.finish();
    await closing;
    expect(log).toEqual(['start first', 'end first', 'start second', 'end second']);
  });

  it('stops waiting at its deadline and drops what has not started', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { queue, warnings } = queueWith({ concurrency: 1, drainMs: 10_000 });
    const log: string[] = [];
    const [stuck, never] = [task('stuck', log), task('never', log)];
    handOver(queue, 'a', stuck.run);
    handOver(queue, 'b', never.run);
    await stuck.started;
    const closing = queue.close();
    await vi.advanceTimersByTimeAsync(10_000);
    await closing;
    expect(warnings).toEqual(['mail queue closed before it drained']);
    stuck.finish();
    await queue.idle();
    expect(log).toEqual(['start stuck', 'end stuck']);
  });
});
