import type { Role } from '../roles';

/** The signed-in user as the API returns it. */
export interface User {
  _id: string;
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email: string;
  phone?: string | null;
  company?: string | null;
  website?: string | null;
  country?: string | null;
  address?: string | null;
  profileImage?: string | null;
  role: Role;
  isVerified: boolean;
  schoolId?: string | null;
  /** `inactive` accounts cannot sign in. */
  status?: 'active' | 'inactive';
  /** The last successful sign-in; null before the first one. */
  lastSignInAt?: string | null;
  createdAt: string;
  updatedAt: string;
  /** +1 on every write; sent back as If-Match. */
  version?: number;
}

/** What `/auth/login` answers on a sign-in (docs/api.md, "Authentication"). */
export interface SignInAnswer {
  access_token: string;
  token: string;
  user: User;
  role: Role;
  schoolId: string | null;
  /** True when the account had never signed in before this sign-in. */
  first_sign_in: boolean;
}
