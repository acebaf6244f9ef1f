/** The User Management screen and the server behind it, for its browser tests (signed in as the super administrator). */
import { beforeAll } from 'vitest';
import type { UserAccount } from '../../src/domain/users/user-account';
import type { BrowserFixture } from './browser-fixture';
import { adminToken, serverSchools, type SchoolRow } from './schools-helpers';

/** Call at the top of a test file, after `browserFixture`. */
export function usersScreen(e2e: BrowserFixture) {
  let token = '';
  let schools: SchoolRow[] = [];
  beforeAll(async () => {
    token = await adminToken(e2e.server);
    schools = await serverSchools(e2e.server, token);
  });
  const page = () => e2e.page;

  return {
    get schools() {
      return schools;
    },
    /** The account with this e-mail as the server has it now, if any. */
    async onServer(email: string): Promise<UserAccount | undefined> {
      const answer = await e2e.server.app.inject({
        method: 'GET',
        url: `/api/users?q=${encodeURIComponent(email)}`,
        headers: { authorization: `Bearer ${token}` },
      });
      return answer.json<{ data: UserAccount[] }>().data.find((user) => user.email === email);
    },
    async open(): Promise<void> {
      await page().goto('/users');
      await page().getByRole('heading', { name: 'User Management' }).waitFor();
      await page().getByRole('table').waitFor();
    },
    search: (text: string) => page().getByPlaceholder('Search by name, email or school...').fill(text),
    rowOf: (text: string) => page().getByRole('row').filter({ hasText: text }),
    counts: () => page().getByLabel('User counts').textContent(),
    /** Fills and saves the open user form; a school only for a school administrator. */
    async fillForm(values: { name?: string; email?: string; role?: string; school?: string }) {
      const p = page();
      if (values.name !== undefined) await p.getByLabel('Name', { exact: true }).fill(values.name);
      if (values.email !== undefined) await p.getByLabel('Email', { exact: true }).fill(values.email);
      if (values.role !== undefined)
        await p.getByLabel('Role', { exact: true }).selectOption({ label: values.role });
      if (values.school !== undefined)
        await p.getByLabel('School', { exact: true }).selectOption({ label: values.school });
    },
  };
}
