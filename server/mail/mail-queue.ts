/**
 * Mail work done after a request's answer, in this process. A public route that must answer alike
 * whether an address has an account (send-otp, register) does no account work before answering: it
 * hands a task here, which runs once the answer has gone out, looks the account up, issues the code
 * and sends the mail. So the answer neither says nor takes longer for an account than for none.
 *
 * Kept in memory on purpose: a task holds nothing that must outlive the process (the code is made when
 * the task runs), and a lost task costs one mail that the person asks for again; a table, a poller and
 * a claim protocol between processes would buy nothing more. Tasks of one address run in the order
 * they came (a registration's account exists before a code asked just after it); tasks of different
 * addresses run side by side, a few at a time, so one slow mail server answer does not hold them all.
 * The waiting line is bounded: past it a task is dropped and logged, the answer being the same either way.
 */
import type { FastifyBaseLogger, FastifyReply } from 'fastify';

export type MailTask = () => Promise<void>;

export interface MailQueue {
  /**
   * Runs `task` once the answer to `reply` has gone out (or its client has left). `key` orders tasks:
   * those with one key run one at a time, in order.
   */
  afterAnswer(reply: FastifyReply, key: string, task: MailTask): void;
  /** Resolves when every task handed over so far has run. */
  idle(): Promise<void>;
  /** Takes no more tasks and waits for those handed over before, up to `drainMs`; the rest are dropped. */
  close(): Promise<void>;
}

export interface MailQueueOptions {
  /** Tasks running at once (of different keys). */
  concurrency: number;
  /** Tasks waiting to run; a task past this is dropped. */
  maxWaiting: number;
  /** How long `close` waits for the handed tasks. */
  drainMs: number;
}

const DEFAULTS: MailQueueOptions = { concurrency: 4, maxWaiting: 1000, drainMs: 10_000 };

interface Job {
  key: string;
  task: MailTask;
}

export function createMailQueue(log: FastifyBaseLogger, options: Partial<MailQueueOptions> = {}): MailQueue {
  const { concurrency, maxWaiting, drainMs } = { ...DEFAULTS, ...options };
  const waiting: Job[] = [];
  const runningKeys = new Set<string>();
  let awaitingAnswer = 0;
  let closed = false;
  const idleWaiters: Array<() => void> = [];

  const isIdle = () => awaitingAnswer === 0 && waiting.length === 0 && runningKeys.size === 0;
  const settle = () => {
    if (isIdle()) for (const resolve of idleWaiters.splice(0)) resolve();
  };

  function pump(): void {
    while (runningKeys.size < concurrency) {
      const next = waiting.findIndex((job) => !runningKeys.has(job.key));
      if (next < 0) return;
      const [job] = waiting.splice(next, 1);
      runningKeys.add(job!.key);
      void job!
        .task()
        .catch((error: unknown) => log.warn({ err: error }, 'a queued mail task failed'))
        .finally(() => {
          runningKeys.delete(job!.key);
          pump();
          settle();
        });
    }
  }

  function enqueue(job: Job): void {
    if (waiting.length >= maxWaiting)
      log.warn({ waiting: waiting.length }, 'mail queue full: a task was dropped');
    else {
      waiting.push(job);
      pump();
    }
  }

  const idle = () =>
    isIdle() ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve));

  return {
    afterAnswer(reply, key, task) {
      if (closed) {
        log.warn('a mail task came after shutdown began and was dropped');
        return;
      }
      awaitingAnswer += 1;
      // `close` follows the last byte of the answer, or the client leaving before it; the task starts
      // on a later turn of the event loop, after whatever the answer's delivery set going.
      reply.raw.once('close', () =>
        setImmediate(() => {
          awaitingAnswer -= 1;
          enqueue({ key, task });
          settle();
        }),
      );
    },
    idle,
    async close() {
      closed = true;
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, drainMs);
        timer.unref();
      });
      await Promise.race([idle(), deadline]);
      clearTimeout(timer);
      if (!isIdle()) {
        log.warn(
          { dropped: waiting.length, running: runningKeys.size },
          'mail queue closed before it drained',
        );
        waiting.length = 0;
      }
    },
  };
}
