/**
 * The headset's link to the server: every call carries the device token, survives a cut (retried with
 * backoff; the API makes a repeat harmless) and, with `drop`, is cut on purpose part-way: before it is
 * sent, or after the server answered and before the answer is read (the server did the work; the
 * headset does not know it).
 */
import { setTimeout as delay } from 'node:timers/promises';

export interface LinkOptions {
  server: string;
  token: string;
  /** Share of requests cut part-way (0 to 1). */
  drop: number;
  random: () => number;
  log: (line: string) => void;
  /** The first wait before a retry, doubled each time (up to 5 s); 200 ms unless told. */
  retryBaseMs?: number;
}

/** The server refused the token or the device: retrying cannot help. */
export class RefusedError extends Error {
  constructor(
    readonly status: number,
    readonly errorType: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** A cut made on purpose, or a real one: the call is tried again. */
export class CutError extends Error {}

const RETRIES = 8;

export class Link {
  constructor(readonly options: LinkOptions) {}

  get dropping(): boolean {
    return this.options.drop > 0 && this.options.random() < this.options.drop;
  }

  /** A request as sent, without retries: a planned cut throws `CutError`. */
  async send(path: string, init: RequestInit = {}): Promise<Response> {
    const cut = this.dropping ? (this.options.random() < 0.5 ? 'before' : 'after') : undefined;
    if (cut === 'before') throw new CutError(`cut before sending ${path}`);
    const response = await fetch(new URL(path, this.options.server), {
      ...init,
      headers: { ...init.headers, authorization: `Device ${this.options.token}` },
    }).catch((cause: unknown) => {
      throw new CutError(`${path}: ${String(cause)}`);
    });
    if (cut === 'after') {
      await response.body?.cancel();
      throw new CutError(`cut after the server answered ${path}`);
    }
    return response;
  }

  /** A JSON call, tried again after a cut, a 5xx or a 429 (after its Retry-After). */
  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await this.send(path, {
          method,
          ...(body === undefined
            ? {}
            : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
        });
        const text = await response.text().catch((cause: unknown) => {
          throw new CutError(`${path}: ${String(cause)}`);
        });
        const answer = text ? (JSON.parse(text) as Record<string, unknown>) : {};
        if (response.ok) return answer as T;
        const message = typeof answer.message === 'string' ? answer.message : response.statusText;
        const errorType = typeof answer.errorType === 'string' ? answer.errorType : undefined;
        if (response.status === 429 || response.status >= 500) {
          const wait = Number(response.headers.get('retry-after') ?? 1);
          throw new CutError(`${path}: ${response.status} ${message}`, { cause: wait });
        }
        throw new RefusedError(
          response.status,
          errorType,
          `${method} ${path}: ${response.status} ${message}`,
        );
      } catch (error) {
        if (!(error instanceof CutError) || attempt >= RETRIES) throw error;
        const wait =
          typeof error.cause === 'number' ? error.cause * 1000 : Math.min(200 * 2 ** attempt, 5000);
        this.options.log(`retry ${path} (${error.message})`);
        await delay(wait);
      }
    }
  }
}
