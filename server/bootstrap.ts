/** First-start duties: demo data on an empty embedded database, and the configured first administrator. */
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../src/domain/ids';
import { hashPassword } from './auth/passwords';
import type { ServerConfig } from './config';
import { findUserByEmail, insertUser } from './modules/auth';
import type { Db } from './db/connection';
import { seedDemoData } from './seed/seed';

export async function bootstrapDatabase(db: Db, config: ServerConfig, log: FastifyBaseLogger): Promise<void> {
  if (config.seedDemo) {
    const { seeded } = await seedDemoData(db);
    if (seeded) log.info('demo data seeded (sign in as admin@shala.demo / Shala@2026)');
  }
  if (config.adminEmail && config.adminPassword) {
    const email = config.adminEmail.toLowerCase();
    if (!(await findUserByEmail(db, email))) {
      await insertUser(db, {
        _id: newId(),
        email,
        name: 'Administrator',
        role: 'super_admin',
        isVerified: true,
        passwordHash: await hashPassword(config.adminPassword),
      });
      log.info({ email }, 'first super administrator created from ADMIN_EMAIL');
    }
  }
}
