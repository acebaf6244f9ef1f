import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The newest mail the server wrote to `<dataDir>/mail` for this address. */
export async function latestMailTo(dataDir: string, to: string): Promise<string> {
  const folder = path.join(dataDir, 'mail');
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

/** How many mails the server has written to this address. */
export async function mailCountTo(dataDir: string, to: string): Promise<number> {
  const files = await readdir(path.join(dataDir, 'mail')).catch(() => []);
  return files.filter((name) => name.endsWith(`-${to}.txt`)).length;
}
