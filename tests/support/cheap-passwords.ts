/**
 * Setup file of the suites that run the server: passwords are hashed at a sixteenth of the real
 * cost, since a run signs in about a thousand times (server/auth/passwords.ts).
 */
import { hashPasswordsCheaply } from '../../server/auth/passwords';

hashPasswordsCheaply();
