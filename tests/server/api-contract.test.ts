/**
 * The API keeps to its description (`/api/docs`), as Schemathesis checks an API: every operation of
 * the description is called with its valid request (real ids) as every kind of caller, then with
 * requests drawn from the operation's schemas, valid and broken; each answer must have a status the
 * operation documents, a documented content type, and a body the documented schema accepts. A request
 * the description refuses must be refused, and a read whose query it allows must not be refused as bad
 * input. Draws come from the run's seed (`TEST_SEED`); `CONTRACT_DRAWS` sets how many per operation.
 */
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../support/random';
import { answerProblems } from './helpers/contract/conformance';
import { requestMaker, type ContractRequest } from './helpers/contract/generated-requests';
import { operationsOf, type Described, type OpenApiDocument } from './helpers/contract/operations';
import { compiledSchemas, type Schemas } from './helpers/contract/schemas';
import {
  ROUTES,
  admin,
  methodOf,
  plainUser,
  schoolAdmin,
  setupRouteTable,
  t,
  type RouteRequest,
} from './helpers/route-table';

setupRouteTable();

/** Requests drawn per operation: as many valid ones, and as many broken ones. */
const DRAWS = Number(process.env.CONTRACT_DRAWS ?? 4);

type Person = 'plainUser' | 'otherSchoolAdmin' | 'superAdmin';
type Caller = 'nobody' | 'headset' | Person;

let address = 0;
/** Each request from its own address, so that the per-address limits (tested elsewhere) stay out of the way. */
const nextAddress = () => {
  address += 1;
  return `198.18.${(address >> 8) & 255}.${address & 255}`;
};

let operations: Map<string, Described>;
let schemas: Schemas;
let userIds: Record<Person, string>;

beforeAll(async () => {
  const described = await t.app.inject({ method: 'GET', url: '/api/docs' });
  expect(described.statusCode).toBe(200);
  const document = described.json<OpenApiDocument>();
  schemas = compiledSchemas(document);
  operations = new Map(operationsOf(document).map((operation) => [operation.name, operation]));
  const idOf = async (token: string) => {
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    return me.json<{ data: { _id: string } }>().data._id;
  };
  userIds = {
    plainUser: await idOf(plainUser),
    otherSchoolAdmin: await idOf(schoolAdmin),
    superAdmin: await idOf(admin),
  };
});

/**
 * A session of the caller's own for each request: a route that ends sessions (signing out
 * everywhere) then ends none that another request is sent with.
 */
const tokenOf = (caller: Caller) =>
  caller === 'nobody' || caller === 'headset'
    ? undefined
    : t.app.issueToken(t.app.db, userIds[caller], { extended: false });

async function send(name: string, caller: Caller, request: RouteRequest) {
  const token = await tokenOf(caller);
  // A headset's own token stays for the headset; a person's request carries the person's.
  const headers = Object.fromEntries(
    Object.entries(request.headers ?? {}).filter(([key]) => key !== 'authorization' || caller === 'headset'),
  );
  return t.app.inject({
    method: methodOf(name),
    url: request.url,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    remoteAddress: nextAddress(),
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

/** Rows that end sessions last: signing out everywhere also ends the sessions a row names (its spare one). */
const IN_ORDER = Object.entries(ROUTES).sort(
  ([, a], [, b]) => Number(a.endsSession ?? false) - Number(b.endsSession ?? false),
);

/** Who the drawn requests are sent as: the route's own kind of caller. */
const drawerOf = (name: string): Caller =>
  (({ device: 'headset', public: 'nobody' }) as const)[ROUTES[name]!.who as 'device' | 'public'] ??
  'superAdmin';

const shown = (request: ContractRequest) =>
  `[${request.label}] ${request.url} ${Buffer.isBuffer(request.payload) ? '<bytes>' : JSON.stringify(request.payload ?? '')}`.slice(
    0,
    400,
  );

function checker(name: string, problems: string[]) {
  const operation = operations.get(name)!;
  return (answer: LightMyRequestResponse, what: string) =>
    problems.push(...answerProblems(schemas, operation, answer).map((problem) => `${what}: ${problem}`));
}

describe('the API against its description', () => {
  it('has a valid request for every operation it describes', () => {
    const described = [...operations.keys()];
    expect(described.filter((name) => !(name in ROUTES))).toEqual([]);
    expect(Object.keys(ROUTES).filter((name) => !described.includes(name))).toEqual([]);
  });

  // One test per operation, in the walk's order (a delete comes after the reads of its record).
  it.each(IN_ORDER.map(([name]) => name))(
    '%s: its valid request, as every kind of caller, answered as documented',
    async (name) => {
      const row = ROUTES[name]!;
      const problems: string[] = [];
      const check = checker(name, problems);
      const callers: Caller[] = ['nobody', 'plainUser', 'otherSchoolAdmin', 'superAdmin'];
      if (row.who === 'device') callers.push('headset');
      for (const caller of callers) {
        const answer = await send(name, caller, await row.request());
        check(answer, `${name}, its valid request as ${caller}`);
        // The route's own kind of caller gets past its guards: the walk reached the route.
        if (caller === drawerOf(name) && answer.statusCode >= 300)
          problems.push(`${name} as ${caller}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
      }
      expect(problems).toEqual([]);
    },
  );

  it.each(Object.keys(ROUTES))(
    '%s: drawn requests, valid and broken, answered as documented',
    async (name) => {
      const problems: string[] = [];
      const check = checker(name, problems);
      const maker = requestMaker(operations.get(name)!, await ROUTES[name]!.request(), schemas);
      const random = seededRandom(`contract ${name}`);
      const drawer = drawerOf(name);
      for (let turn = 0; turn < DRAWS; turn++) {
        const drawn = maker.valid(random);
        const answer = await send(name, drawer, drawn);
        check(answer, `${shown(drawn)} as ${drawer}`);
        // A read's only input is its query: one the description allows is one the server takes.
        if (methodOf(name) === 'GET' && answer.statusCode === 400)
          problems.push(
            `${shown(drawn)}: refused (400) though the description allows it: ${answer.body.slice(0, 200)}`,
          );
        const broken = maker.invalid(random, turn);
        if (!broken) continue;
        const refusal = await send(name, drawer, broken);
        check(refusal, `${shown(broken)} as ${drawer}`);
        if (broken.invalid && refusal.statusCode < 400)
          problems.push(
            `${shown(broken)}: accepted (${refusal.statusCode}) though the description refuses it`,
          );
      }
      expect(problems).toEqual([]);
    },
  );
});
