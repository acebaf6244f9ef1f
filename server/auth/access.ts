/**
 * Who calls a route and who may: the person a request is signed in as, each route's access rule, and the
 * list of `/api` routes with their rules (`app.apiRoutes`, filled by the auth plugin, read by the outbox
 * and the tests that prove every route guarded and described).
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
}
