/**
 * The mail a test app wrote to its data folder. Mail of send-otp and register goes out after the
 * answer (server/mail/mail-queue.ts), so each reader first waits until the app's mail queue is idle.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestApp } from './test-app';

/** The newest mail the server wrote to `<dataDir>/mail` for this address, once every queued mail is out. */
export async function latestMailTo(t: TestApp, to: string): Promise<string> {
  await t.app.mailQueue.idle();
  const folder = path.join(t.config.dataDir, 'mail');
  const files = (await readdir(folder)).filter((name) => name.endsWith(`-${to}.txt`)).sort();
  const newest = files.at(-1);
  if (!newest) throw new Error(`no mail to ${to}`);
  return readFile(path.join(folder, newest), 'utf8');
}

export function codeIn(mail: string): string {
  const code = /^\s{4}(\d{6})$/m.exec(mail)?.[1];
  if (!code) throw new Error(`no code in mail:\n${mail}`);
  return code;
}

/** How many mails the server has written to this address, once every queued mail is out. */
export async function mailCountTo(t: TestApp, to: string): Promise<number> {
  await t.app.mailQueue.idle();
  const files = await readdir(path.join(t.config.dataDir, 'mail')).catch(() => []);
  return files.filter((name) => name.endsWith(`-${to}.txt`)).length;
}
