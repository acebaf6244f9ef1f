/**
 * The signed-in app in Marathi and Hindi: the header, the side menu, the dashboard, User
 * Management, Settings and the sync panel read in the chosen language, with Marathi's Devanagari
 * digits; the choice is kept on the server, survives a reload and follows the person to another
 * browser; a school administrator, who has no Settings screen, chooses from the menu.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO, goOffline, goOnline, newContext, signIn } from './harness';

const e2e = browserFixture({ signInAs: DEMO.superAdmin });
const POLL = { timeout: 20_000 };
/** Marathi writes its numbers in Devanagari digits. */
const MARATHI_NUMBER = /^[०-९][०-९,]*$/;

const menu = (page: Page) => page.getByRole('navigation', { name: /Main menu|मुख्य मेनू/ });

async function chooseFromMenu(page: Page, language: 'en' | 'mr' | 'hi') {
  await menu(page).locator('select[name="language"]').selectOption(language);
}

async function serverLanguage(page: Page): Promise<unknown> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('token');
    const response = await fetch('/api/auth/settings', { headers: { authorization: `Bearer ${token}` } });
    return ((await response.json()) as { data: { language: unknown } }).data.language;
  });
}

describe('the signed-in app in Marathi and Hindi', () => {
  it('shows the header, menu, dashboard, users, settings and sync panel in Marathi', async () => {
    const { page, context } = e2e;
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Recent activity' }).waitFor();
    await chooseFromMenu(page, 'mr');

    // Header and menu.
    await page.getByRole('heading', { name: 'अलीकडील घडामोडी' }).waitFor();
    await menu(page).getByRole('link', { name: 'वापरकर्ता व्यवस्थापन' }).waitFor();
    expect(await page.locator('.app-header__user-role').textContent()).toBe('मुख्य प्रशासक');
    expect(await page.getByRole('button', { name: 'साइन आउट' }).count()).toBe(1);
    await page.getByRole('button', { name: 'सेटिंग्ज' }).waitFor();
    await expect.poll(() => page.getByTestId('sync-status').textContent(), POLL).toBe('सर्व बदल जतन केले');

    // Dashboard: the counters' titles, and their figures in Devanagari digits.
    await page.getByRole('heading', { level: 1, name: 'डॅशबोर्ड' }).waitFor();
    const schools = page
      .getByRole('group', { name: 'उपक्रम एका नजरेत' })
      .locator('.stat-cards__card')
      .filter({ has: page.getByText('एकूण शाळा', { exact: true }) })
      .locator('dd');
    await expect.poll(() => schools.textContent(), POLL).toMatch(MARATHI_NUMBER);
    await page.getByRole('heading', { name: 'VR हेडसेटची स्थिती' }).waitFor();
    await expect.poll(() => page.title()).toBe('डॅशबोर्ड · Shala Admin');
    expect(await page.getByRole('region', { name: 'अलीकडील घडामोडी' }).textContent()).not.toMatch(
      / added the | updated the /,
    );

    // User Management: headings, the role and a date in Marathi.
    await menu(page).getByRole('link', { name: 'वापरकर्ता व्यवस्थापन' }).click();
    await page.getByRole('heading', { level: 1, name: 'वापरकर्ता व्यवस्थापन' }).waitFor();
    await page.getByRole('columnheader', { name: 'भूमिका व शाळा' }).waitFor();
    const me = page.getByRole('row').filter({ hasText: DEMO.superAdmin });
    await expect.poll(() => me.textContent(), POLL).toContain('मुख्य प्रशासक');
    expect(await me.textContent()).toContain('(आपण)');
    // The last sign-in: a date and time with Devanagari digits.
    expect(await me.textContent()).toMatch(/शेवटचे साइन इन: .*[०-९]{4}/);
    await expect
      .poll(() => page.getByRole('group', { name: 'वापरकर्त्यांची संख्या' }).textContent())
      .toMatch(/^एकूण वापरकर्ते[०-९]+सक्रिय वापरकर्ते[०-९]+प्रशासक[०-९]+निष्क्रिय वापरकर्ते[०-९]+$/);

    // A change made offline: the sync state and the pending list name it in Marathi.
    await goOffline(context);
    await page.getByRole('button', { name: 'वापरकर्ता जोडा' }).click();
    await page.getByRole('heading', { name: 'नवीन वापरकर्ता जोडा' }).waitFor();
    await page.getByLabel('नाव', { exact: true }).fill('Sarita Bhosale');
    await page.getByLabel('ई-मेल', { exact: true }).fill('sarita.bhosale@example.in');
    await page.getByLabel('भूमिका', { exact: true }).selectOption({ label: 'मुख्य प्रशासक' });
    await page.getByRole('button', { name: 'वापरकर्ता जतन करा' }).click();
    const status = page.getByTestId('sync-status');
    await expect.poll(() => status.textContent(), POLL).toBe('ऑफलाइन · १ बदल प्रतीक्षेत');
    await status.click();
    const panel = page.getByRole('dialog', { name: 'प्रलंबित बदल' });
    await panel.getByText('वापरकर्ता जोडा: Sarita Bhosale').waitFor();
    await panel.getByText('पाठवण्याच्या प्रतीक्षेत').waitFor();
    await panel
      .getByText('आपण ऑफलाइन आहात. बदल या डिव्हाइसवर ठेवले जातात आणि कनेक्शन परत आल्यावर पाठवले जातात.')
      .waitFor();
    expect(await panel.locator('.pending-item__meta').first().textContent()).toMatch(/^केला .*[०-९]/);
    await goOnline(context);
    await panel.getByText('सर्व बदल सर्व्हरवर जतन झाले आहेत.').waitFor(POLL);
    await panel.getByRole('button', { name: 'बंद करा' }).click();

    // Settings.
    await page.getByRole('button', { name: 'सेटिंग्ज' }).click();
    await page.getByRole('heading', { level: 1, name: 'सेटिंग्ज' }).waitFor();
    await page.getByRole('heading', { name: 'स्वरूप' }).waitFor();
    await page.getByRole('switch', { name: 'संक्षिप्त दृश्य' }).waitFor();
    await page.getByRole('heading', { name: 'सत्र व्यवस्थापन' }).waitFor();
    expect(await serverLanguage(page)).toBe('mr');
  });

  it('keeps a language chosen in Settings through a reload and in another browser signed in as the same person', async () => {
    const { page, browser, server } = e2e;
    await page.goto('/settings');
    await page.locator('main select[name="language"]').waitFor();
    await page.locator('main select[name="language"]').selectOption('hi');
    await page.getByRole('heading', { level: 1, name: 'सेटिंग्स' }).waitFor();
    await page.getByRole('heading', { name: 'रूप-रंग' }).waitFor();
    await page.getByText('आपके खाते में सहेजा गया।').waitFor();
    await expect.poll(() => serverLanguage(page), POLL).toBe('hi');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'सेटिंग्स' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi-IN');
    await menu(page).getByRole('link', { name: 'डैशबोर्ड' }).click();
    await page.getByRole('heading', { name: 'हाल की गतिविधि' }).waitFor();
    const schools = page
      .getByRole('group', { name: 'कार्यक्रम एक नज़र में' })
      .locator('.stat-cards__card')
      .filter({ has: page.getByText('कुल विद्यालय', { exact: true }) })
      .locator('dd');
    // Hindi keeps the Latin digits, with the Indian grouping.
    await expect.poll(() => schools.textContent(), POLL).toMatch(/^\d{1,2}(,\d\d)*(,\d{3})?$|^\d{1,3}$/);

    const other = await newContext(browser, server);
    try {
      const second = await other.newPage();
      await signIn(second, DEMO.superAdmin);
      await menu(second).getByRole('link', { name: 'उपयोगकर्ता प्रबंधन' }).waitFor(POLL);
      await second.getByRole('button', { name: 'सेटिंग्स' }).waitFor();
      await expect.poll(() => second.getByTestId('sync-status').textContent(), POLL).toBe('सभी बदलाव सहेजे गए');
      await second.getByTestId('sync-status').click();
      await second
        .getByRole('dialog', { name: 'लंबित बदलाव' })
        .getByText('सभी बदलाव सर्वर पर सहेजे गए हैं।')
        .waitFor();
    } finally {
      await other.close();
    }
  });

  it('lets a school administrator change the language from the menu', async () => {
    const { browser, server } = e2e;
    const own = await newContext(browser, server);
    try {
      const page = await own.newPage();
      await signIn(page, DEMO.schoolAdmin);
      await menu(page).getByRole('link', { name: 'School Management' }).waitFor();
      await chooseFromMenu(page, 'mr');
      await menu(page).getByRole('link', { name: 'शाळा व्यवस्थापन' }).waitFor();
      expect(await page.locator('.app-header__user-role').textContent()).toBe('शाळा प्रशासक');
      await expect.poll(() => serverLanguage(page), POLL).toBe('mr');

      await chooseFromMenu(page, 'en');
      await menu(page).getByRole('link', { name: 'School Management' }).waitFor();
      expect(await page.locator('.app-header__user-role').textContent()).toBe('School Administrator');
      await expect.poll(() => serverLanguage(page), POLL).toBe('en');
    } finally {
      await own.close();
    }
  });
});
