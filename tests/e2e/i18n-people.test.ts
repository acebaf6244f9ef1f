/**
 * The people screens in Marathi and Hindi: the sign-in page's Language select switches the page
 * at once and survives a reload, a choice made before signing in follows the account to another browser,
 * and the Schools, School details, Students and Teachers screens show their words, messages, toasts and
 * numbers in the chosen language.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO, goOffline, newContext, signIn } from './harness';
import { demoAdminSchoolId } from './schools-helpers';

const e2e = browserFixture();

const DEVANAGARI_NUMBER = /^[०-९][०-९,]*$/;
const LATIN_NUMBER = /^\d[\d,]*$/;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const waitForTitle = (page: Page, title: string) =>
  page.waitForFunction((expected) => document.title === expected, `${title} · Shala Admin`);

/** Signs in by the fields' names: their labels are in the page's language. */
async function signInAnyLanguage(page: Page, email: string): Promise<void> {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(DEMO.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * The super administrator's Schools screen in `language`, chosen on this device before (every page of
 * the context starts in it): the sign-in page greets in it, the list's heading and tab title are in it.
 */
async function openSchoolsIn(
  { page, context }: { page: Page; context: BrowserContext },
  language: string,
  words: { welcome: string; heading: string; title: string },
): Promise<void> {
  await context.addInitScript((chosen) => localStorage.setItem('shala.language', chosen), language);
  await page.goto('/login');
  await heading(page, words.welcome).waitFor();
  await signInAnyLanguage(page, DEMO.superAdmin);
  await page.goto('/schools');
  await heading(page, words.heading).waitFor();
  await waitForTitle(page, words.title);
}

const statValues = (page: Page, selector: string) => page.locator(selector).allTextContents();

describe('the sign-in page in Marathi and Hindi', () => {
  it('switches at once with the Language select, says its messages in the language, and keeps it after a reload', async () => {
    const { page } = e2e;
    await page.goto('/login');
    await heading(page, 'Welcome back').waitFor();

    await page.locator('select[name="language"]').selectOption('mr');
    await heading(page, 'पुन्हा स्वागत आहे').waitFor();
    await page.getByRole('button', { name: 'साइन इन करा', exact: true }).waitFor();
    await page.getByLabel('भाषा').waitFor();
    await waitForTitle(page, 'साइन इन करा');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('mr-IN');

    // A schema's message, where the field shows it.
    await page.getByRole('button', { name: 'साइन इन करा', exact: true }).click();
    await page.getByText('ई-मेल आवश्यक आहे', { exact: true }).waitFor();
    // The server's message: it answers in the language the app asks for.
    await page.getByLabel('ई-मेल', { exact: true }).fill(DEMO.superAdmin);
    await page.getByLabel('पासवर्ड', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'साइन इन करा', exact: true }).click();
    const redBox = page.locator('.message-box--error');
    await expect.poll(() => redBox.textContent()).toBe('ई-मेल किंवा पासवर्ड चुकीचा आहे');

    await page.locator('select[name="language"]').selectOption('hi');
    await heading(page, 'फिर से स्वागत है').waitFor();
    await page.getByRole('link', { name: 'एक-बार के कोड से साइन इन करें' }).waitFor();

    await page.reload();
    await heading(page, 'फिर से स्वागत है').waitFor();
    expect(await page.locator('select[name="language"]').inputValue()).toBe('hi');
    await waitForTitle(page, 'साइन इन करें');
  });
});

describe('the people screens in Marathi', () => {
  it('Schools, School details, Students and Teachers: words, a validation message, a toast and Devanagari numbers', async () => {
    const { page, context } = e2e;
    await openSchoolsIn(e2e, 'mr', { welcome: 'पुन्हा स्वागत आहे', heading: 'शाळा व्यवस्थापन', title: 'शाळा' });
    await page.getByRole('columnheader', { name: 'आकडेवारी' }).waitFor();
    const stat = page.locator('.schools-table__stat').first();
    await expect.poll(() => stat.textContent()).toMatch(/^विद्यार्थी: [०-९]+$/);
    await page.getByText(/^[०-९]+ पैकी [०-९]+ ते [०-९]+ निकाल दाखवत आहे$/).waitFor();

    await page.getByRole('button', { name: 'शाळा जोडा', exact: true }).click();
    await page.getByLabel('शाळेचे नाव', { exact: true }).fill('अ');
    await page.getByText('शाळेचे नाव किमान २ अक्षरांचे असावे', { exact: true }).waitFor();
    await page.getByText(/^१२ पैकी [०-९]+ रकाने पूर्ण$/).waitFor();
    await page.getByRole('button', { name: 'रद्द करा', exact: true }).click();

    await page.locator('a.schools-table__school').first().click();
    await heading(page, 'शाळेचा तपशील').waitFor();
    await page.getByText('एकूण विद्यार्थी', { exact: true }).waitFor();
    await expect
      .poll(() => statValues(page, '.school-stats__value'))
      .toEqual(expect.arrayContaining([expect.stringMatching(DEVANAGARI_NUMBER)]));
    for (const value of await statValues(page, '.school-stats__value'))
      expect(value).toMatch(DEVANAGARI_NUMBER);

    await page.getByRole('link', { name: 'विद्यार्थी व्यवस्थापित करा' }).click();
    await heading(page, 'विद्यार्थी व्यवस्थापन').waitFor();
    await waitForTitle(page, 'विद्यार्थी');
    await expect.poll(() => statValues(page, '.stat-cards__value')).toHaveLength(3);
    await expect
      .poll(async () =>
        (await statValues(page, '.stat-cards__value')).every((v) => DEVANAGARI_NUMBER.test(v)),
      )
      .toBe(true);

    await page.getByRole('button', { name: 'विद्यार्थी जोडा', exact: true }).click();
    await page.getByRole('button', { name: 'विद्यार्थी जतन करा', exact: true }).click();
    await page.getByText('विद्यार्थ्याचे नाव आवश्यक आहे', { exact: true }).waitFor();
    await page.getByText('हजेरी क्रमांक आवश्यक आहे', { exact: true }).waitFor();
    await page.getByLabel('विद्यार्थ्याचे नाव', { exact: true }).fill('अनिल कांबळे');
    await page.getByLabel('ई-मेल', { exact: true }).fill('anil.kamble.mr@shala.demo');
    await page.getByLabel('हजेरी क्रमांक', { exact: true }).fill('9Z91');
    await page.getByLabel('वर्ग', { exact: true }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'विद्यार्थी जतन करा', exact: true }).click();
    await page.locator('.Toastify').getByText('विद्यार्थी यशस्वीरीत्या जोडला!').waitFor();

    await page.goto(page.url().replace(/\/students$/, '/teachers'));
    await heading(page, 'शिक्षक व्यवस्थापन').waitFor();
    await page.getByRole('columnheader', { name: 'फोन' }).waitFor();
    await page.getByRole('navigation', { name: 'पानाचा मार्ग' }).getByText('शाळेचा तपशील').waitFor();

    // Offline, the screen says how old its data is: the time in Devanagari digits, the part of the day
    // in words (no Latin letter or digit: no "AM").
    await goOffline(context);
    await page.getByText(/^[^A-Za-z0-9]*[०-९]+:[०-९]+[^A-Za-z0-9]* ची जतन केलेली माहिती · ऑफलाइन$/).waitFor();
  });
});

describe('the people screens in Hindi', () => {
  it('Schools, School details, Students and Teachers: words, a validation message and Indian-grouped numbers', async () => {
    const { page } = e2e;
    await openSchoolsIn(e2e, 'hi', {
      welcome: 'फिर से स्वागत है',
      heading: 'विद्यालय प्रबंधन',
      title: 'विद्यालय',
    });
    const stat = page.locator('.schools-table__stat').first();
    await expect.poll(() => stat.textContent()).toMatch(/^विद्यार्थी: \d+$/);
    await page.getByRole('button', { name: 'फ़िल्टर', exact: true }).click();
    await page.getByRole('button', { name: 'सब साफ़ करें', exact: true }).waitFor();

    await page.locator('a.schools-table__school').first().click();
    await heading(page, 'विद्यालय का विवरण').waitFor();
    await page.getByText('कुल विद्यार्थी', { exact: true }).waitFor();
    await expect
      .poll(async () => (await statValues(page, '.school-stats__value')).every((v) => LATIN_NUMBER.test(v)))
      .toBe(true);

    await page.getByRole('link', { name: 'विद्यार्थी प्रबंधित करें' }).click();
    await heading(page, 'विद्यार्थी प्रबंधन').waitFor();
    await page.getByRole('button', { name: 'विद्यार्थी जोड़ें', exact: true }).click();
    await page.getByRole('button', { name: 'विद्यार्थी सहेजें', exact: true }).click();
    await page.getByText('विद्यार्थी का नाम आवश्यक है', { exact: true }).waitFor();
    await page.getByLabel('विद्यार्थी का नाम', { exact: true }).fill('Anil 7');
    await page.getByText('नाम में केवल अक्षर और खाली जगह होनी चाहिए', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'रद्द करें', exact: true }).click();

    await page.goto(page.url().replace(/\/students$/, '/teachers'));
    await heading(page, 'शिक्षक प्रबंधन').waitFor();
    await waitForTitle(page, 'शिक्षक');
  });
});

describe('a language chosen before signing in', () => {
  it('is kept by the account: another browser signing in as the same person shows it', async () => {
    const { page, server, browser } = e2e;
    await page.goto('/login');
    await page.locator('select[name="language"]').selectOption('mr');
    await heading(page, 'पुन्हा स्वागत आहे').waitFor();
    await signInAnyLanguage(page, DEMO.schoolAdmin);
    const schoolId = await demoAdminSchoolId(server);
    await page.waitForURL(`**/schools/${schoolId}`);
    await heading(page, 'शाळेचा तपशील').waitFor();

    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO.schoolAdmin, password: DEMO.password },
    });
    const token = login.json<{ token: string }>().token;
    const accountLanguage = async () =>
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/auth/settings',
          headers: { authorization: `Bearer ${token}` },
        })
      ).json<{ data: { language: string | null } }>().data.language;
    await expect.poll(accountLanguage).toBe('mr');

    // Another browser, never told anything on this device: English until the account's settings arrive.
    const elsewhere = await newContext(browser, server);
    try {
      const other = await elsewhere.newPage();
      await signIn(other, DEMO.schoolAdmin);
      await other.waitForURL(`**/schools/${schoolId}`);
      await heading(other, 'शाळेचा तपशील').waitFor();
      await waitForTitle(other, 'शाळेचा तपशील');
    } finally {
      await elsewhere.close();
    }
  });
});
