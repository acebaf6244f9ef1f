/**
 * The API keeps to its description (`/api/docs`), as Schemathesis checks an API: every operation of
 * the description is called as every kind of caller with its valid request (real ids), then with
 * requests drawn from the operation's schemas, valid and broken, and each answer must have a status the
 * operation documents, a documented content type, and a body the documented schema accepts. A request
 * the description refuses must not be accepted. Draws come from the run's seed (`TEST_SEED`).
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../support/random';
import { answerProblems } from './helpers/contract/conformance';
import { requestMaker, type ContractRequest } from './helpers/contract/generated-requests';
import { operationsOf, type Described, type OpenApiDocument } from './helpers/contract/operations';
import { compiledSchemas, type Schemas } from './helpers/contract/schemas';
import { ROUTES, admin, methodOf, plainUser, schoolAdmin, setupRouteTable, t } from './helpers/route-table';

setupRouteTable();

/** Requests drawn per operation: as many valid ones, and as many broken ones. */
const DRAWS = Number(process.env.CONTRACT_DRAWS ?? 4);

type Caller = 'nobody' | 'plainUser' | 'otherSchoolAdmin' | 'superAdmin' | 'headset';

let address = 0;
/** Each request from its own address, so that the per-address limits (tested elsewhere) stay out of the way. */
const nextAddress = () => {
  address += 1;
  return `198.18.${(address >> 8) & 255}.${address & 255}`;
};

let described: Map<string, Described> | undefined;
let schemas: Schemas;
const userIds = new Map<string, string>();

async function description() {
  if (!described) {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    schemas = compiledSchemas(document);
    described = new Map(operationsOf(document).map((operation) => [operation.name, operation]));
  }
  return described;
}

async function userIdOf(token: string) {
  let id = userIds.get(token);
  if (!id) {
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    id = me.json<{ data: { _id: string } }>().data._id;
    userIds.set(token, id);
  }
  return id;
}

/**
 * The caller's token for this operation: a session of its own for a route that ends the session it is
 * sent with, so that the other operations keep theirs.
 */
async function tokenOf(caller: Caller, endsSession: boolean): Promise<string | undefined> {
  const token = {
    nobody: undefined,
    headset: undefined,
    plainUser,
    otherSchoolAdmin: schoolAdmin,
    superAdmin: admin,
  }[caller];
  if (!token || !endsSession) return token;
  return t.app.issueToken(t.app.db, await userIdOf(token), { extended: false });
}

async function send(name: string, caller: Caller, request: Omit<ContractRequest, 'label' | 'invalid'>) {
  const row = ROUTES[name]!;
  const token = await tokenOf(caller, row.endsSession ?? false);
  // A headset's own token stays for the headset; a person's request carries the person's.
  const headers = Object.fromEntries(
    Object.entries(request.headers).filter(([key]) => key !== 'authorization' || caller === 'headset'),
  );
  return t.app.inject({
    method: methodOf(name),
    url: request.url,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    remoteAddress: nextAddress(),
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

/** Rows that end sessions come last: signing out everywhere ends the sessions the other rows are sent with. */
const IN_ORDER = Object.keys(ROUTES).sort(
  (a, b) => Number(ROUTES[a]!.endsSession ?? false) - Number(ROUTES[b]!.endsSession ?? false),
);

/** Who may make the drawn requests: the route's own kind of caller. */
const drawerOf = (name: string): Caller =>
  (({ device: 'headset', public: 'nobody' }) as const)[ROUTES[name]!.who as 'device' | 'public'] ??
  'superAdmin';

const shown = (request: ContractRequest) =>
  `[${request.label}] ${request.url} ${Buffer.isBuffer(request.payload) ? '<bytes>' : JSON.stringify(request.payload ?? '')}`.slice(
    0,
    400,
  );

describe('the API against its description', () => {
  it('has a valid request for every operation it describes', async () => {
    const operations = [...(await description()).keys()];
    expect(operations.filter((name) => !(name in ROUTES))).toEqual([]);
    expect(Object.keys(ROUTES).filter((name) => !operations.includes(name))).toEqual([]);
  });

  it.each(IN_ORDER)('%s: every answer is a documented status and shape', async (name) => {
    const operation = (await description()).get(name);
    expect(operation, `${name} is not in the description`).toBeDefined();
    const row = ROUTES[name]!;
    const problems: string[] = [];
    const check = (answer: Awaited<ReturnType<typeof send>>, what: string) =>
      problems.push(...answerProblems(schemas, operation!, answer).map((problem) => `${what}: ${problem}`));

    const callers: Caller[] = ['nobody', 'plainUser', 'otherSchoolAdmin', 'superAdmin'];
    if (row.who === 'device') callers.push('headset');
    const drawer = drawerOf(name);
    for (const caller of callers) {
      const request = await row.request();
      const answer = await send(name, caller, { ...request, headers: request.headers ?? {} });
      check(answer, `its valid request as ${caller}`);
      // Signed in all along: the route's own kind of caller gets past its guards.
      if (caller === drawer && answer.statusCode >= 300)
        problems.push(`its valid request as ${caller}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
    }

    const maker = requestMaker(operation!, await row.request(), schemas);
    const random = seededRandom(`contract ${name}`);
    for (let turn = 0; turn < DRAWS; turn++) {
      const drawn = maker.valid(random);
      const answer = await send(name, drawer, drawn);
      check(answer, `${shown(drawn)} as ${drawer}`);
      // A read's only input is its query: one the description allows is one the server takes.
      if (name.startsWith('GET ') && answer.statusCode === 400)
        problems.push(
          `${shown(drawn)}: refused (400) though the description allows it: ${answer.body.slice(0, 200)}`,
        );
      const broken = maker.invalid(random, turn);
      if (!broken) continue;
      const refusal = await send(name, drawer, broken);
      check(refusal, `${shown(broken)} as ${drawer}`);
      if (broken.invalid && refusal.statusCode < 400)
        problems.push(`${shown(broken)}: accepted (${refusal.statusCode}) though the description refuses it`);
    }
    expect(problems).toEqual([]);
  });
});
