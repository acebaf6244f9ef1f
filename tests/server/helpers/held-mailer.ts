/**
 * A mailer for tests that keeps each mail in memory when its send is called, and, while held, keeps
 * every send from finishing until released: a mail server that has not answered yet.
 */
import type { Mail, Mailer } from '../../../server/mail/mailer';

export interface HeldMailer {
  mailer: Mailer;
  /** The mails whose send has been called, in order. */
  calls: Mail[];
  /** Called with each mail as its send is called, before it is held. */
  onSend?: (mail: Mail) => void;
  /** Resolves once `count` sends in all have been called. */
  called(count: number): Promise<void>;
  /** From now on, sends wait until `release`. */
  hold(): void;
  /** Lets every held send finish; later sends finish at once until the next `hold`. */
  release(): void;
}

export function heldMailer(): HeldMailer {
  const calls: Mail[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  let gate: Promise<void> = Promise.resolve();
  let open = () => {};
  const held: HeldMailer = {
    calls,
    mailer: {
      async send(mail) {
        calls.push(mail);
        held.onSend?.(mail);
        for (const waiter of waiters.filter((w) => calls.length >= w.count)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
        await gate;
      },
    },
    called: (count) =>
      calls.length >= count ? Promise.resolve() : new Promise((resolve) => waiters.push({ count, resolve })),
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release() {
      open();
      gate = Promise.resolve();
    },
  };
  return held;
}
