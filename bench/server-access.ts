/** What benchmarks need to reach a server: a database of their own, and a signed-in token. */
import pg from 'pg';

/** A database of its own on the PostgreSQL server `adminUrl` names. */
export async function freshDatabase(adminUrl: string, prefix = 'shala_bench'): Promise<string> {
  const name = `${prefix}_${Date.now()}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** A bearer token of this account (the demo super administrator by default). */
export async function signIn(
  origin: string,
  account = { email: 'admin@shala.demo', password: 'Shala@2026' },
): Promise<string> {
  const answer = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!answer.ok) throw new Error(`sign-in answered ${answer.status}: ${await answer.text()}`);
  return ((await answer.json()) as { token: string }).token;
}
