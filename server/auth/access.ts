/**
 * Who calls a route and who may: the person a request is signed in as, each route's access rule, and the
 * list of `/api` routes with their rules (`app.apiRoutes`, filled by the auth plugin, read by the API
 * description and the tests that prove every route guarded).
 */
import type { Role } from '../../src/domain/roles';

export interface CurrentUser {
  id: string;
  email: string;
  role: Role;
  schoolId: string | null;
  /** The session of the token this request carries. */
  sessionId: string;
}

/**
 * Who may call a route: nobody needs to sign in, any signed-in user, only these roles, or a headset with
 * its device token (and no person).
 */
export type Access = 'public' | 'authenticated' | 'device' | readonly Role[];

export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
  /** Streams a file's bytes, outside the bounded queue (server/http/admission.ts). */
  transfer?: boolean;
  /** The largest body it takes, in bytes (server/http/body-limits.ts). */
  bodyLimit?: number;
}
