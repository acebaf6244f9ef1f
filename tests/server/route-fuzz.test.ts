/**
 * Property-based: every route of `helpers/route-table.ts`, called as the super administrator with its
 * valid request made hostile (path ids, query pairs, bodies and headers from `helpers/hostile-input.ts`),
 * never answers a 5xx, answers every 4xx with a JSON error body naming its request; and a write refused
 * with a 4xx stored nothing (no change `/api/sync` would send, no user, session or upload row). A bounded
 * number of runs per route keeps the file short.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  encoded,
  hostileBody,
  hostileHeaderValue,
  hostileQuery,
  hostileSegment,
  type Body,
} from './helpers/hostile-input';
import { ROUTES, admin, methodOf, registeredRoutes, setupRouteTable, t } from './helpers/route-table';
import { signUp } from './helpers/sign-up';
import { lastSyncValue, storedSince, unsyncedRows } from './helpers/stored';

setupRouteTable();

/**
 * Runs per route: a quick depth in every test run (each run draws new inputs from its seed), and
 * `FUZZ_RUNS=500` for a deep search by hand.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);

/** Rows that end the session come last, so the others run signed in. */
const NAMES = Object.keys(ROUTES).sort(
  (a, b) => Number(ROUTES[a]!.endsSession ?? false) - Number(ROUTES[b]!.endsSession ?? false),
);

let address = 0;
/** Each request from its own address, so the sign-in limits (tested elsewhere) do not hide what comes after them. */
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

/**
 * A throwaway account's token, for a row that ends sessions: signing out (everywhere) must not end the
 * administrator's session the other checks read with.
 */
async function throwawayToken(): Promise<string> {
  const account = { email: `fuzz.${randomUUID()}@example.in`, password: 'a-good-password', name: 'Fuzz' };
  return (await signUp(t, account, { remoteAddress: nextAddress() })).token;
}

function payloadOf(body: Body, valid: unknown): { payload?: string | Buffer | object; type?: string } {
  if (body.kind === 'valid') return valid === undefined ? {} : { payload: valid as object };
  if (body.kind === 'raw') return { payload: body.text, type: body.type };
  return { payload: JSON.stringify(body.value) ?? 'null', type: 'application/json' };
}

async function hostileRequests(name: string) {
  const method = methodOf(name);
  const pattern = name.slice(method.length + 1).split('/');
  const valid = await ROUTES[name]!.request();
  const [path = '', query = ''] = valid.url.split('?');
  const segments = path.split('/');
  const validPairs = [...new URLSearchParams(query)];
  const tus = pattern.includes('files');
  return fc
    .record({
      segments: fc.tuple(
        ...pattern.map((part, i) =>
          part.startsWith(':') ? hostileSegment(segments[i]!) : fc.constant(part),
        ),
      ),
      keepQuery: fc.boolean(),
      query: hostileQuery(validPairs.map(([key]) => key)),
      body:
        method === 'GET' || method === 'HEAD'
          ? fc.constant<Body>({ kind: 'valid' })
          : hostileBody(valid.payload),
      headers: fc.record(
        {
          'if-match': hostileHeaderValue,
          'idempotency-key': hostileHeaderValue,
          ...(tus
            ? {
                'upload-length': hostileHeaderValue,
                'upload-offset': hostileHeaderValue,
                'upload-metadata': hostileHeaderValue,
                'tus-resumable': hostileHeaderValue,
              }
            : {}),
        },
        { requiredKeys: [] },
      ),
    })
    .map((input) => {
      const pairs = [...(input.keepQuery ? validPairs : []), ...input.query];
      const search = pairs.map(([key, value]) => `${encoded(key)}=${encoded(value)}`).join('&');
      const { payload, type } = payloadOf(input.body, valid.payload);
      return {
        method,
        url: `${input.segments.join('/')}${search ? `?${search}` : ''}`,
        headers: { ...valid.headers, ...input.headers, ...(type ? { 'content-type': type } : {}) },
        payload,
      };
    });
}

const shown = (value: unknown) => {
  const text = typeof value === 'string' ? value : Buffer.isBuffer(value) ? '<bytes>' : JSON.stringify(value);
  return text && text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
};

/** fast-check's report with the counterexample cut short (a hostile body can be 100,000 characters). */
function reporter<T>(details: fc.RunDetails<T>): void {
  if (!details.failed) return;
  const cause =
    details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(
    `Property failed after ${details.numRuns} runs (seed ${details.seed}, path "${details.counterexamplePath}"):\n` +
      `${shown(details.counterexample)}\n${cause}`,
  );
}

describe('hostile input to every route', () => {
  it('covers every registered route', () => {
    expect(registeredRoutes().filter((name) => !(name in ROUTES))).toEqual([]);
  });

  it.each(NAMES)('%s: never a 5xx, and a refused write stores nothing', async (name) => {
    const requests = await hostileRequests(name);
    const writes = !['GET', 'HEAD'].includes(methodOf(name));
    let heard = 0;
    await fc.assert(
      fc.asyncProperty(requests, async (request) => {
        const token = ROUTES[name]!.endsSession ? await throwawayToken() : admin;
        // A registration makes its account after its answer: the one of an earlier run is made before
        // this run counts what is stored.
        await t.app.mailQueue.idle();
        const since = writes ? await lastSyncValue() : '';
        const rowsBefore = writes ? await unsyncedRows() : undefined;
        const response = await t.app.inject({
          ...request,
          // A headset's row keeps its device token (from its valid request); every other row is the person's.
          headers: {
            ...request.headers,
            ...(ROUTES[name]!.who === 'device' ? {} : { authorization: `Bearer ${token}` }),
          },
          remoteAddress: nextAddress(),
        });
        const said = `${request.method} ${shown(request.url)} ${shown(request.payload)} → ${response.statusCode} ${shown(response.body)}`;
        expect(response.statusCode, said).toBeLessThan(500);
        // Every error body is the API's JSON, naming its request as the X-Request-Id header does.
        if (response.statusCode >= 400 && request.method !== 'HEAD') {
          expect(response.headers['content-type'], said).toContain('application/json');
          expect(response.json<{ requestId?: string }>().requestId, said).toBe(
            response.headers['x-request-id'],
          );
        }
        if (response.statusCode !== 401 && response.statusCode !== 403) heard += 1;
        if (writes && response.statusCode >= 400) {
          expect(await storedSince(since), said).toEqual([]);
          expect(await unsyncedRows(), said).toEqual(rowsBefore);
        }
      }),
      { numRuns: RUNS, reporter },
    );
    // Signed in all along: some answers got past the guards, so the runs reached the route.
    expect(heard).toBeGreaterThan(0);
  });
});
