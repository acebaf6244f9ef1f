/** Steps of the screens of a school's records (Students, Teachers, Subjects), and checks on the server behind them, for their browser tests. */
import { beforeAll, expect } from 'vitest';
import type { BrowserFixture } from './browser-fixture';
import { goOffline, saidSaved, waitForServiceWorker } from './harness';
import { horizontalExtent, scrollWidths } from './layout-checks';
import type { PeopleKind, RecordRow } from './people-kinds';
import { adminToken, demoAdminSchoolId, settled, syncStatus } from './schools-helpers';

/** A form's fields by label: text to type, or the label of an option to choose. */
export type FormValues = Record<string, string | { option: string }>;

/** Long enough for a change to travel the outbox to the server. */
const POLL = { timeout: 20_000 };

/**
 * The screen of one kind in the fixture's page, and the server as the super administrator sees it.
 * Call at the top of a test file, after `browserFixture`.
 */
export function peopleScreen<Row extends RecordRow>(e2e: BrowserFixture, kind: PeopleKind<Row>) {
  let token = '';
  let schoolId = '';

  beforeAll(async () => {
    token = await adminToken(e2e.server);
    schoolId = await demoAdminSchoolId(e2e.server);
  });

  const get = async <T>(url: string): Promise<{ status: number; body: T }> => {
    const answer = await e2e.server.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: answer.statusCode, body: answer.json<T>() };
  };
  const page = () => e2e.page;

  const screen = {
    /** A super administrator's token. */
    get token() {
      return token;
    },
    /** The demo school administrator's school. */
    get schoolId() {
      return schoolId;
    },
    get,

    /** The school's people on the server (the first `limit`), found by `search` when given. */
    async list(search = '', limit = 1000): Promise<{ data: Row[]; total: number }> {
      const query = `limit=${limit}${search ? `&search=${encodeURIComponent(search)}` : ''}`;
      const { body } = await get<{ data: Row[]; pagination: { total: number } }>(
        kind.listUrl(schoolId, query),
      );
      return { data: body.data, total: body.pagination.total };
    },

    /** One person on the server, by id: the status says whether it is there. */
    async one(id: string): Promise<{ status: number; data: Row }> {
      const { status, body } = await get<{ data: Row }>(`/api/${kind.path}/${id}`);
      return { status, data: body.data };
    },

    /** Waits for the server to show `expected`, then for the device to have nothing left to send. */
    async savedOnServer<T>(read: () => Promise<T>, expected: T): Promise<void> {
      await expect.poll(read, POLL).toBe(expected);
      await screen.settled();
    },

    settled: () => settled(page()),

    async open(id = schoolId): Promise<void> {
      await page().goto(`/schools/${id}/${kind.path}`);
      await page()
        .getByRole('heading', { name: `${kind.noun} Management` })
        .waitFor();
    },

    /** Opens the screen of the demo school and waits for its people to be listed. */
    async openList(): Promise<void> {
      await screen.open();
      await page().getByRole('table').waitFor();
    },

    /** On a screen of this size, the table scrolls no sideways and Status, Edit and Delete are inside the screen. */
    async fitsScreen(size: { width: number; height: number }): Promise<void> {
      await page().setViewportSize(size);
      await screen.openList();
      const widths = await scrollWidths(page());
      expect(widths.table.scrollWidth).toBeLessThanOrEqual(widths.table.clientWidth);
      expect(widths.page.scrollWidth).toBeLessThanOrEqual(widths.page.clientWidth);
      for (const locator of [
        page().getByRole('columnheader', { name: 'Status', exact: true }),
        page()
          .getByRole('button', { name: /^Edit / })
          .first(),
        page()
          .getByRole('button', { name: /^Delete / })
          .first(),
      ]) {
        const { left, right } = await horizontalExtent(locator);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(right).toBeLessThanOrEqual(size.width);
      }
    },

    search: (text: string) => page().getByPlaceholder(`Search ${kind.path}...`).fill(text),

    /** The screen's counts line, e.g. 'Total Students1511'. */
    counts: () => page().getByLabel(`${kind.noun} counts`).textContent(),

    /** Searches for `text` and waits for the row of `name`. */
    async find(text: string, name: string): Promise<void> {
      await screen.search(text);
      await screen.rowOf(name).waitFor();
    },

    /** Searches for nobody: the empty state says so; then shows everyone again. */
    async searchForNobody(): Promise<void> {
      await screen.search('nobody-by-this-name');
      await page().getByText(`No ${kind.path} found`).waitFor();
      await page().getByText('Try adjusting your search terms.').waitFor();
      await screen.search('');
    },

    /** Opens the add form and saves it empty, for its messages. */
    async saveEmpty(): Promise<void> {
      await page()
        .getByRole('button', { name: `Add ${kind.noun}` })
        .click();
      await page()
        .getByRole('button', { name: `Save ${kind.noun}` })
        .click();
    },

    rowOf: (name: string) => page().getByRole('row').filter({ hasText: name }),

    fieldError: (label: string) =>
      page()
        .locator('.field')
        .filter({ has: page().getByLabel(label, { exact: true }) })
        .locator('.field__error'),

    async fill(values: FormValues): Promise<void> {
      for (const [label, value] of Object.entries(values)) {
        const field = page().getByLabel(label, { exact: true });
        await (typeof value === 'string' ? field.fill(value) : field.selectOption({ label: value.option }));
      }
    },

    /** Online, the fixed success words; offline, that the change waits on this device. */
    saidSaved: (accepted: string) => saidSaved(page(), accepted),

    async save(): Promise<void> {
      await page()
        .getByRole('button', { name: `Save ${kind.noun}` })
        .click();
      await screen.saidSaved(`${kind.noun} added successfully!`);
    },

    async add(values: FormValues): Promise<void> {
      await page()
        .getByRole('button', { name: `Add ${kind.noun}` })
        .click();
      await screen.fill(values);
      await screen.save();
    },

    /** Changes the open form's fields and saves them. */
    async update(values: FormValues): Promise<void> {
      await screen.fill(values);
      await page()
        .getByRole('button', { name: `Update ${kind.noun}` })
        .click();
      await screen.saidSaved(`${kind.noun} updated successfully!`);
    },

    async edit(name: string, values: FormValues): Promise<void> {
      await page()
        .getByRole('button', { name: `Edit ${name}` })
        .click();
      await screen.update(values);
    },

    /** Opens the delete dialog of a person and waits for its question. */
    async askToDelete(name: string) {
      await page()
        .getByRole('button', { name: `Delete ${name}` })
        .click();
      const dialog = page().getByRole('dialog', { name: `Delete ${kind.noun}` });
      const question =
        kind.deleteQuestion?.(name) ??
        `Are you sure you want to delete ${name}? This action cannot be undone.`;
      await dialog.getByText(question).waitFor();
      return dialog;
    },

    async remove(name: string): Promise<void> {
      const dialog = await screen.askToDelete(name);
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await screen.saidSaved(`${kind.noun} deleted successfully!`);
    },

    /**
     * With the app cached, goes offline and adds a person, gives the first one listed the e-mail
     * `email` and deletes the second, each found by `searchFor` when given (a long list pages).
     */
    async changeOffline(added: FormValues, email: string, searchFor?: (row: Row) => string) {
      await screen.openList();
      await waitForServiceWorker(page());
      const before = await screen.list();
      const [edited, deleted] = before.data as [Row, Row];

      await goOffline(e2e.context);
      await screen.add(added);
      if (searchFor) await screen.search(searchFor(edited));
      await screen.edit(kind.nameOf(edited), { Email: email });
      if (searchFor) await screen.search(searchFor(deleted));
      await screen.remove(kind.nameOf(deleted));
      await expect.poll(() => syncStatus(page())).toBe('Offline · 3 changes waiting');
      return { before, edited, deleted };
    },
  };
  return screen;
}
