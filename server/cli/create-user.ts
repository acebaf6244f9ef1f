/**
 * Creates a user of any role, e.g. the first administrators of a PostgreSQL deployment:
 *   npm run user:create -- --email head@school.in --password 'S3cret!pass' --role school_admin --school <schoolId> --name 'Sunita Patil'
 * Uses the same DATABASE_URL / DATA_DIR as the server.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { EmailSchema, NewPasswordSchema } from '../../src/domain/auth/auth-schemas';
import { newId } from '../../src/domain/ids';
import { ROLES } from '../../src/domain/roles';
import { hashPassword } from '../auth/passwords';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { schools } from '../db/schema';
import { eq } from 'drizzle-orm';
import { findUserByEmail, insertUser } from '../modules/auth';

const CliInput = v.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  role: v.picklist(ROLES, `Role must be one of ${ROLES.join(', ')}`),
  school: v.optional(v.string()),
  name: v.optional(v.string()),
});

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string', default: 'super_admin' },
    school: { type: 'string' },
    name: { type: 'string' },
  },
});

const parsed = v.safeParse(CliInput, values);
if (!parsed.success) {
  console.error(parsed.issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`).join('\n'));
  process.exit(2);
}
const input = parsed.output;
if (input.role === 'school_admin' && !input.school) {
  console.error('--school <schoolId> is required for a school_admin');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'db'),
});
try {
  const school = input.school
    ? (await database.db.select({ id: schools._id }).from(schools).where(eq(schools._id, input.school)))[0]
    : undefined;
  if (input.school && !school) {
    console.error(`No school has the id ${input.school}.`);
    process.exitCode = 1;
  } else if (await findUserByEmail(database.db, input.email)) {
    console.error(`A user with the e-mail ${input.email} already exists.`);
    process.exitCode = 1;
  } else {
    const user = await insertUser(database.db, {
      _id: newId(),
      email: input.email,
      name: input.name ?? null,
      role: input.role,
      schoolId: input.school ?? null,
      isVerified: true,
      passwordHash: await hashPassword(input.password),
    });
    console.log(`Created ${user.role} ${user.email} (${user._id}).`);
  }
} finally {
  await database.close();
}
