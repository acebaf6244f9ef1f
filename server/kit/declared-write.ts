/**
 * A record's write route declared once: `declareRoute` plus how every such write runs. It reads an
 * `Idempotency-Key` (a repeat answers the first success again) and runs its change in one `runWrite`
 * transaction, answered `{ success, message, data }` with the declared message at the declared status.
 * A change of a record the client saw at some version (`ifMatch`) also reads `If-Match` and hands the
 * version it names to the change. The headers it reads and the answer's shape are described from the
 * same declaration, so the description cannot say otherwise than the route does.
 */
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import type { CurrentUser } from '../auth/access';
import { answered, expectedVersion, runWrite, type WriteContext } from '../http/write';
import { IDEMPOTENCY_KEY, IF_MATCH } from '../openapi/route-doc';
import { declareRoute, type DeclaredInput, type RouteDeclaration } from './declared-route';

type Schema = v.GenericSchema;

/** What a write declares like any route; its headers and its answer's shape follow from the rest. */
type RouteParts = Omit<
  RouteDeclaration<undefined, undefined, undefined>,
  'method' | 'params' | 'query' | 'body' | 'pickBody' | 'headers' | 'answer'
>;

export interface WriteParts<P, B> {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: P;
  body?: B;
  /** The status of a success (201 for a create) and what its `data` is. */
  answer: { status: 200 | 201; description: string };
  /** The answer's `message`. */
  message: string;
  /** The change is of a record the client saw: `If-Match` names that version (a stale one is a 409). */
  ifMatch?: boolean;
}

export type WriteDeclaration<P, B> = RouteParts & WriteParts<P, B>;

export type WriteInput<P, B> = Omit<DeclaredInput<P, undefined, B>, 'query'> & {
  /** The version `If-Match` names; always undefined for a write without `ifMatch`. */
  baseVersion: number | undefined;
};

export type Write<P, B> = (
  context: WriteContext,
  input: WriteInput<P, B>,
  user: CurrentUser,
) => Promise<unknown>;

export function declareWrite<
  P extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(app: FastifyInstance, declaration: WriteDeclaration<P, B>, write: Write<P, B>): void {
  const { message, ifMatch = false, answer, ...route } = declaration;
  const described = {
    ...route,
    headers: ifMatch ? [IDEMPOTENCY_KEY, IF_MATCH] : [IDEMPOTENCY_KEY],
    answer: { ...answer, schema: 'Written' },
  } as const;
  // One body schema, `B` or none: declared as any schema, so `pickBody` has nothing to choose.
  declareRoute<P, undefined, Schema | undefined>(app, described, async (input, request, reply) => {
    const { params, body } = input as DeclaredInput<P, undefined, B>;
    const baseVersion = ifMatch ? expectedVersion(request) : undefined;
    return runWrite(
      request,
      reply,
      answered(message, (context) => write(context, { params, body, baseVersion }, request.currentUser)),
      answer.status,
    );
  });
}
