import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { oneTimeCodes } from '../../db/schema';

/** `two-factor`: the second step of a password sign-in, only ever mailed after the right password. */
export type CodePurpose = 'login' | 'reset' | 'two-factor';
export type CodeRow = typeof oneTimeCodes.$inferSelect;

/** Makes a new code the only live one for this e-mail and purpose. */
export async function replaceCode(
  db: Db,
  values: { id: string; email: string; purpose: CodePurpose; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(oneTimeCodes.email, values.email),
          eq(oneTimeCodes.purpose, values.purpose),
          isNull(oneTimeCodes.usedAt),
        ),
      );
    await tx.insert(oneTimeCodes).values(values);
  });
}

export async function findLiveCode(
  db: Db,
  email: string,
  purpose: CodePurpose,
  now: Date,
): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.email, email),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return row;
}

/** Counts a wrong try; returns the tries made so far. */
export async function countWrongTry(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(eq(oneTimeCodes.id, id))
    .returning({ attempts: oneTimeCodes.attempts });
  return row?.attempts ?? 0;
}

/** Uses the code once; false when a concurrent request used it first. */
export async function consumeCode(db: Db, id: string): Promise<boolean> {
  const used = await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return used.length === 1;
}
