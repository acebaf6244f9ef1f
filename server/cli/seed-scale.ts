/**
 * Seeds a programme-scale database for the server benchmark (`server/seed/seed-scale.ts`) into an empty
 * database: PostgreSQL when DATABASE_URL is set, else the embedded one in `<DATA_DIR>/db`.
 *   npm run seed:scale                       (DATA_DIR=data, or DATABASE_URL=postgres://…)
 *   npm run seed:scale -- --pupils-per-class 5   (a smaller run)
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/connection';
import { PROGRAMME_SCALE, SCALE_ADMIN, seedScale } from '../seed/seed-scale';

const { values } = parseArgs({
  options: {
    schools: { type: 'string', default: String(PROGRAMME_SCALE.schools) },
    'pupils-per-class': { type: 'string', default: String(PROGRAMME_SCALE.pupilsPerClass) },
  },
});

const databaseUrl = process.env.DATABASE_URL || undefined;
const database = await openDatabase({
  databaseUrl,
  dataDir: path.join(path.resolve(process.env.DATA_DIR ?? 'data'), 'db'),
});
try {
  const start = performance.now();
  const report = await seedScale(database.db, {
    ...PROGRAMME_SCALE,
    schools: Number(values.schools),
    pupilsPerClass: Number(values['pupils-per-class']),
  });
  if (!report.seeded) {
    console.error('The database already has users: seed:scale only fills an empty database.');
    process.exitCode = 1;
  } else {
    for (const { table, seconds } of report.timings) console.log(`${table}: ${seconds.toFixed(1)} s`);
    console.log(
      `Seeded ${database.kind} in ${((performance.now() - start) / 1000).toFixed(1)} s; sign in as ${SCALE_ADMIN.email} / ${SCALE_ADMIN.password}.`,
    );
  }
} finally {
  await database.close();
}
