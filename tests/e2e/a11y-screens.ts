/**
 * Every screen of the route table (src/app/routes.tsx) in the state axe should look at: loaded with the
 * demo data, and with its forms and dialogs open. `ready` waits for what shows the screen has its data.
 */
import type { Page } from 'playwright-core';
import type { Language } from '../../src/domain/i18n/languages';
import { patternIn, textIn } from './catalog-text';
import type { TestServer } from './harness';
import { DEMO } from './harness';
import { adminToken, demoAdminSchoolId } from './schools-helpers';

export interface DemoIds {
  schoolId: string;
  deviceId: string;
  contentId: string;
}

export interface Screen {
  name: string;
  path: (ids: DemoIds) => string;
  /** Resolves once the screen shows its data (and whatever `name` says is open), in `language`. */
  ready: (page: Page, language: Language) => Promise<void>;
}

/** The demo school administrator's school, and a device and a lesson of the demo data. */
export async function demoIds(server: TestServer): Promise<DemoIds> {
  const token = await adminToken(server);
  const first = async (url: string) => {
    const answer = await server.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    const [row] = answer.json<{ data: Array<{ _id: string }> }>().data;
    if (!row) throw new Error(`no demo row at ${url}`);
    return row._id;
  };
  return {
    schoolId: await demoAdminSchoolId(server),
    deviceId: await first('/api/device'),
    contentId: await first('/api/contents/all?limit=1'),
  };
}

/** A screen's words in the language it is looked for in (from the app's catalogs). */
const say = textIn;
/**
 * Where the code steps send their code: one address per language, since an address may ask for five
 * codes in ten minutes, and the answer is the same for any address.
 */
const codeAddress = (language: Language) => `axe-${language}@shala.demo`;

/** A control named by a message with placeholders, e.g. a row's `Edit {name}`. */
interface Message {
  message: string;
}
const message = (text: string): Message => ({ message: text });
const nameOf = (language: Language, name: string | Message) =>
  typeof name === 'string' ? say(language, name) : patternIn(language, name.message);

type Ready = Screen['ready'];

/** A headset's page with its last check-in and the lessons it holds, read from the server. */
const headsetLessonsShown: Ready = async (page, language) => {
  await page.getByRole('heading', { name: say(language, 'School Allocation') }).waitFor();
  const lessons = page.getByRole('region', { name: say(language, 'Lessons on this headset') });
  await lessons.getByRole('listitem').first().waitFor();
};

const heading =
  (title: string): Ready =>
  (page, language) =>
    page.getByRole('heading', { level: 1, name: say(language, title) }).waitFor();
const listLoaded =
  (title: string): Ready =>
  async (page, language) => {
    await heading(title)(page, language);
    await page
      .getByRole('button', { name: nameOf(language, message('Edit {name}')) })
      .first()
      .waitFor();
  };
const click = async (page: Page, language: Language, name: string | Message) => {
  await page
    .getByRole('button', { name: nameOf(language, name), exact: typeof name === 'string' })
    .first()
    .click();
};
const label = (page: Page, language: Language, english: string) =>
  page.getByLabel(say(language, english), { exact: true });
const withDialog =
  (load: Ready, opener: string | Message): Ready =>
  async (page, language) => {
    await load(page, language);
    await click(page, language, opener);
    await page.getByRole('dialog').waitFor();
  };
const withForm =
  (load: Ready, opener: string | Message, field: string): Ready =>
  async (page, language) => {
    await load(page, language);
    await click(page, language, opener);
    await label(page, language, field).first().waitFor();
  };

/** The wizard's "Step 2: School Allocation" heading (its number in the language's digits). */
const stepShown = (page: Page, language: Language, step: string) =>
  page
    .getByText(patternIn(language, 'Step {number}: {name}'))
    .filter({ hasText: say(language, step) })
    .waitFor();

async function startDevice(page: Page, language: Language) {
  await withForm(listLoaded('VR Device Management'), 'Add VR Device', 'Device Name')(page, language);
  await label(page, language, 'Device Name').fill('Axe Quest');
  await label(page, language, 'API Token').fill('axe-quest-token');
  await click(page, language, 'Next');
}

const school =
  (sub = '') =>
  (ids: DemoIds) =>
    `/schools/${ids.schoolId}${sub}`;

/** What both roles see: a school and its records. */
const SCHOOL_SCREENS: Screen[] = [
  {
    name: 'school details',
    path: school(),
    ready: async (page, language) => {
      await heading('School Details')(page, language);
      await page.getByRole('columnheader', { name: say(language, 'Email'), exact: true }).waitFor();
    },
  },
  { name: 'students', path: school('/students'), ready: listLoaded('Student Management') },
  {
    name: 'students, add form',
    path: school('/students'),
    ready: withForm(listLoaded('Student Management'), 'Add Student', 'Student Name'),
  },

  {
    name: 'students, delete dialog',
    path: school('/students'),
    ready: withDialog(listLoaded('Student Management'), message('Delete {name}')),
  },
  { name: 'teachers', path: school('/teachers'), ready: listLoaded('Teacher Management') },
  {
    name: 'teachers, add form',
    path: school('/teachers'),
    ready: withForm(listLoaded('Teacher Management'), 'Add Teacher', 'Teacher Name'),
  },
  { name: 'classes', path: school('/classes'), ready: listLoaded('Class Management') },
  {
    name: 'classes, add form',
    path: school('/classes'),
    ready: withForm(listLoaded('Class Management'), 'Add Class', 'Grade'),
  },
  { name: 'subjects', path: school('/subjects'), ready: listLoaded('Subject Management') },
  {
    name: 'subjects, add form',
    path: school('/subjects'),
    ready: withForm(listLoaded('Subject Management'), 'Add Subject', 'Subject Name'),
  },
  { name: 'books', path: school('/books'), ready: listLoaded('Book Management') },
  {
    name: 'books, add form',
    path: school('/books'),
    ready: withForm(listLoaded('Book Management'), 'Add Book', 'Title'),
  },
  {
    name: 'new year preview',
    path: school('/new-year'),
    ready: async (page, language) => {
      await heading('Start the new year')(page, language);
      await page.getByRole('button', { name: say(language, 'Confirm the new year') }).waitFor();
    },
  },
];

export const SUPER_ADMIN_SCREENS: Screen[] = [
  { name: 'dashboard', path: () => '/dashboard', ready: heading('Dashboard') },
  { name: 'schools', path: () => '/schools', ready: listLoaded('School Management') },
  {
    name: 'schools, add form',
    path: () => '/schools',
    ready: withForm(listLoaded('School Management'), 'Add School', 'School Name'),
  },
  {
    name: 'schools, edit form',
    path: () => '/schools',
    ready: withForm(listLoaded('School Management'), message('Edit {name}'), 'School Name'),
  },
  ...SCHOOL_SCREENS,
  { name: 'devices', path: () => '/devices', ready: listLoaded('VR Device Management') },
  {
    name: 'devices, wizard step 1',
    path: () => '/devices',
    ready: withForm(listLoaded('VR Device Management'), 'Add VR Device', 'Device Name'),
  },
  {
    name: 'devices, wizard step 2',
    path: () => '/devices',
    ready: async (page, language) => {
      await startDevice(page, language);
      await stepShown(page, language, 'School Allocation');
    },
  },
  {
    name: 'devices, wizard step 3',
    path: () => '/devices',
    ready: async (page, language) => {
      await startDevice(page, language);
      await page
        .getByRole('list', { name: say(language, 'Schools') })
        .getByRole('button')
        .first()
        .click();
      await click(page, language, 'Next');
      await stepShown(page, language, 'Review & Create');
    },
  },
  {
    name: 'devices, delete dialog',
    path: () => '/devices',
    ready: withDialog(listLoaded('VR Device Management'), message('Delete {name}')),
  },
  {
    name: 'device details',
    path: (ids) => `/devices/${ids.deviceId}`,
    ready: headsetLessonsShown,
  },
  {
    name: 'device details, launch a lesson',
    path: (ids) => `/devices/${ids.deviceId}`,
    ready: async (page, language) => {
      await headsetLessonsShown(page, language);
      await page.getByRole('button', { name: say(language, 'Launch lesson…') }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'device edit',
    path: (ids) => `/devices/${ids.deviceId}/edit`,
    ready: async (page, language) => {
      await heading('Edit VR Device')(page, language);
      await label(page, language, 'Device Name').waitFor();
    },
  },
  { name: 'users', path: () => '/users', ready: listLoaded('User Management') },
  {
    name: 'users, add form',
    path: () => '/users',
    ready: withForm(listLoaded('User Management'), 'Add User', 'Name'),
  },
  { name: 'content', path: () => '/content', ready: listLoaded('Content Management') },
  {
    name: 'content, create form',
    path: () => '/content',
    ready: withForm(listLoaded('Content Management'), 'Create Content', 'Chapter Title'),
  },
  {
    name: 'content, delete dialog',
    path: () => '/content',
    ready: withDialog(listLoaded('Content Management'), message('Delete {name}')),
  },
  {
    name: 'content details',
    path: (ids) => `/content/${ids.contentId}`,
    // The title is the lesson's own once loaded; 'Content Details' only while loading.
    ready: (page, language) =>
      page.getByRole('button', { name: say(language, 'Edit Content'), exact: true }).waitFor(),
  },
  { name: 'settings', path: () => '/settings', ready: heading('Settings') },
  {
    name: 'sync panel',
    path: () => '/dashboard',
    ready: withDialog(heading('Dashboard'), message('Sync status: {state}')),
  },
];

/** The sign-in page and its steps, before anyone signs in. */
export const PUBLIC_SCREENS: Screen[] = [
  { name: 'sign in', path: () => '/login', ready: heading('Welcome back') },
  {
    name: 'sign in with a code',
    path: () => '/login?flow=code',
    ready: heading('Sign in with a one-time code'),
  },
  {
    name: 'sign in with a code, code step',
    path: () => '/login?flow=code',
    ready: async (page, language) => {
      await label(page, language, 'Email').fill(codeAddress(language));
      await click(page, language, 'Send code');
      await label(page, language, 'Code').waitFor();
    },
  },
  { name: 'reset password', path: () => '/login?flow=reset', ready: heading('Reset your password') },
  {
    name: 'reset password, code step',
    path: () => '/login?flow=reset',
    ready: async (page, language) => {
      await label(page, language, 'Email').fill(codeAddress(language));
      await click(page, language, 'Send code');
      await label(page, language, 'New password').waitFor();
    },
  },
];

/** The screens of a role by name, e.g. `screensNamed(SUPER_ADMIN_SCREENS, 'schools', 'settings')`. */
export function screensNamed(screens: readonly Screen[], ...names: string[]): Screen[] {
  return names.map((name) => {
    const screen = screens.find((candidate) => candidate.name === name);
    if (!screen) throw new Error(`no screen named ${name}`);
    return screen;
  });
}

export const ROLES = [
  { role: 'super administrator', email: DEMO.superAdmin, screens: SUPER_ADMIN_SCREENS },
  // The same forms and dialogs as the super administrator's: only the pages themselves (header, menu).
  {
    role: 'school administrator',
    email: DEMO.schoolAdmin,
    screens: SCHOOL_SCREENS.filter((screen) => !screen.name.includes(',')),
  },
] as const;
