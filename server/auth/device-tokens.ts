/**
 * Headsets' API tokens (docs/headsets.md, "Authentication"): `Authorization: Device <token>`. The live
 * device is found by the SHA-256 of the token (an index), so the lookup's time says nothing about the
 * token's bytes, then the token is compared in constant time. Failed tries are counted per address like
 * sign-ins, and an address past the limit is refused before any lookup.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { and, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HEADSET_MESSAGES as M } from '../../src/domain/headsets/headset-schema';
import type { Db } from '../db/connection';
import { devices } from '../db/schema';
import { HttpError, forbidden } from '../http/errors';
import { addressOf, sharedLimit, type Limit } from '../http/rate-limits';

export interface CurrentDevice {
  id: string;
  name: string;
  schoolId: string | null;
}

/** Failed tries an address (an IPv6 /64) may make, as many as its sign-ins. */
export const DEVICE_TOKEN_LIMIT: Limit = { max: 30, windowMs: 10 * 60 * 1000 };

const SCHEME = /^Device[ ]+(\S+)[ ]*$/i;

const tokenRefused = (message: string) => new HttpError(401, message, 'device_token');

/** The token of an `Authorization: Device <token>` header; undefined for none or another scheme. */
export function presentedDeviceToken(header: string | undefined): string | undefined {
  return header ? SCHEME.exec(header)?.[1] : undefined;
}

/** The token's bytes as the index hashes them (devices_token_hash_idx): its UTF-8 bytes. */
const tokenDigest = (token: Buffer) => createHash('sha256').update(token).digest('hex');

/** The live device holding this token, or undefined. */
export async function findDeviceByToken(db: Db, token: string) {
  const presented = Buffer.from(token, 'utf8');
  const [row] = await db
    .select({
      id: devices._id,
      name: devices.device_name,
      schoolId: devices.school_id,
      status: devices.status,
      token: devices.api_token,
    })
    .from(devices)
    .where(
      and(
        sql`sha256(decode(replace(${devices.api_token}, '\\', '\\\\'), 'escape')) = decode(${tokenDigest(presented)}, 'hex')`,
        isNull(devices.deletedAt),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const stored = Buffer.from(row.token, 'utf8');
  if (stored.length !== presented.length || !timingSafeEqual(stored, presented)) return undefined;
  return row;
}

/** The `onRequest` hook of a headset route: sets `request.currentDevice`, or refuses the request. */
export function deviceAuthentication(app: FastifyInstance) {
  const failures = sharedLimit(
    app,
    DEVICE_TOKEN_LIMIT,
    (request) => `device-token:address:${addressOf(request)}`,
  );
  return async function authenticateDevice(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = presentedDeviceToken(request.headers.authorization);
    if (!token) throw tokenRefused(M.tokenMissing);
    await failures.refuseWhileFull(request, reply);
    const device = await findDeviceByToken(request.server.db, token);
    if (!device) {
      await failures.hit(request, reply);
      throw tokenRefused(M.tokenUnknown);
    }
    if (!device.status) throw forbidden(M.deviceInactive);
    request.currentDevice = { id: device.id, name: device.name, schoolId: device.schoolId };
  };
}
