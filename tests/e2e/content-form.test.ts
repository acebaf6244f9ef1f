/**
 * The content form and detail page in a real browser against the real server: every
 * message on bad input with the save button disabled until the form holds, the live preview, the
 * class clearing the subject and the toggle clearing the scene; then edit from a row and on the detail
 * page, the detail's facts and 'Download Audio File', and delete with its fixed words.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES as M } from '../../src/domain/contents/content-schema';
import { UPLOAD_MESSAGES } from '../../src/domain/uploads/upload-rules';
import { browserFixture } from './browser-fixture';
import { contentScreen } from './content-helpers';
import { DEMO } from './harness';

const e2e = browserFixture({ signInAs: DEMO.superAdmin });
const content = contentScreen(e2e);

/** The field's message, or '' when it has none. */
async function messageOf(form: Locator, label: string): Promise<string> {
  const id = await form.getByLabel(label, { exact: true }).getAttribute('aria-describedby');
  const error = id?.split(' ').find((part) => part.endsWith('-error'));
  return error ? ((await form.locator(`[id="${error}"]`).textContent()) ?? '') : '';
}

describe('the content form', () => {
  it('shows every message on bad input and saves only once every field holds', async () => {
    const { page } = e2e;
    const classes = (await content.classes()).sort((a, b) => a.grade - b.grade);
    const subjects = await content.subjects();
    const [first, second] = [classes[0]!, classes[1]!];
    const subjectOf = (classId: string) => subjects.find((s) => s.subject_master_class_id === classId)!;

    await content.open();
    await page.getByRole('button', { name: 'Create Content' }).click();
    const form = page.getByRole('form', { name: 'Create Content' });
    const save = form.getByRole('button', { name: 'Create Content' });
    const preview = page.getByRole('complementary', { name: 'Preview' });
    const expectMessage = (label: string, message: string) =>
      expect.poll(() => messageOf(form, label)).toBe(message);
    expect(await save.isDisabled()).toBe(true);

    const type = form.getByLabel('Content Type');
    await type.selectOption('video');
    await type.selectOption('');
    await expectMessage('Content Type', M.typeRequired);
    await type.selectOption('video');
    await expect.poll(() => form.getByText(M.videoRequired, { exact: true }).count()).toBe(1);
    await form.getByLabel('Theme').focus();
    await form.getByLabel('Theme').blur();
    await expectMessage('Theme', M.themeOrScene);

    const classField = form.getByLabel('Class', { exact: true });
    const subjectField = form.getByLabel('Subject', { exact: true });
    expect(await subjectField.isDisabled()).toBe(true);
    await classField.selectOption(first._id);
    await classField.selectOption('');
    await expectMessage('Class', M.classRequired);
    await classField.selectOption(first._id);
    await subjectField.selectOption(subjectOf(first._id)._id);
    await expect.poll(() => preview.textContent()).toContain(subjectOf(first._id).subject_name);
    // Another class clears the subject; its list is that class's.
    await classField.selectOption(second._id);
    expect(await subjectField.inputValue()).toBe('');
    await expectMessage('Subject', M.subjectRequired);
    const offered = await subjectField.locator('option').allTextContents();
    expect(offered.slice(1).sort()).toEqual(
      subjects
        .filter((s) => s.subject_master_class_id === second._id)
        .map((s) => s.subject_name)
        .sort(),
    );

    const chapter = form.getByLabel('Chapter Number');
    for (const [value, message] of [
      ['', M.chapterRequired],
      ['abc', M.chapterNotNumber],
      ['2.5', M.chapterNotWhole],
      ['0', M.chapterTooLow],
      ['51', M.chapterTooHigh],
    ] as const) {
      await chapter.fill(value);
      await expectMessage('Chapter Number', message);
    }
    const title = form.getByLabel('Chapter Title');
    for (const [value, message] of [
      ['ab', M.titleTooShort],
      ['x'.repeat(101), M.titleTooLong],
      ['', M.titleRequired],
    ] as const) {
      await title.fill(value);
      await expectMessage('Chapter Title', message);
    }
    await form.getByLabel('Chapter Subtitle').fill('abc');
    await expectMessage('Chapter Subtitle', M.subtitleLength);

    // The file's name is checked on the device before anything is kept or sent.
    await form.locator('input[name="video_file"]').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a video'),
    });
    await form.getByText(UPLOAD_MESSAGES.videoType, { exact: true }).waitFor();

    // The experimental toggle asks for a scene from the list, and forgets it when turned off.
    const experimental = form.getByLabel('Experimental');
    await experimental.check();
    const sceneName = form.getByLabel('Scene Name');
    await sceneName.focus();
    await sceneName.blur();
    await expectMessage('Scene Name', M.sceneNameRequired);
    await sceneName.selectOption('Scene 3');
    await experimental.uncheck();
    expect(await form.getByLabel('Scene Name').count()).toBe(0);
    await experimental.check();
    expect(await form.getByLabel('Scene Name').inputValue()).toBe('');
    await experimental.uncheck();

    // VR asks for a scene instead of a theme, and may have an audio link.
    await type.selectOption('vr');
    expect(await form.getByLabel('Theme').count()).toBe(0);
    const scene = form.getByLabel('Scene Description');
    await scene.fill('ab');
    await expectMessage('Scene Description', M.sceneIdLength);
    await scene.fill('');
    await expectMessage('Scene Description', M.themeOrScene);
    await form.getByLabel('Audio Link').fill('not a link');
    await expectMessage('Audio Link', M.audioInvalid);
    expect(await save.isDisabled()).toBe(true);

    // Every field right: the save button wakes, the preview shows the chapter, the server gets it.
    const subject = subjectOf(second._id);
    await subjectField.selectOption(subject._id);
    await chapter.fill('4');
    await title.fill('  A Walk   Through the Fort ');
    await form.getByLabel('Chapter Subtitle').fill('');
    await scene.fill('The ramparts of Raigad at dawn');
    await form.getByLabel('Audio Link').fill('https://example.org/raigad.mp3');
    await expect.poll(() => save.isDisabled()).toBe(false);
    await expect.poll(() => preview.textContent()).toContain('A Walk Through the Fort');
    expect(await preview.textContent()).toContain(second.class_name);
    await save.click();
    await page.getByText(M.created).first().waitFor();
    const saved = () =>
      content
        .list()
        .then((list) => list.find((c) => c.chapter_title === 'A Walk Through the Fort'))
        .then((c) => c && [c.content_type, c.class, c.subject, c.chapter_number, c.scene_id, c.audio_link]);
    await content.savedOnServer(saved, [
      'vr',
      second._id,
      subject._id,
      4,
      'The ramparts of Raigad at dawn',
      'https://example.org/raigad.mp3',
    ]);
  });

  it('edits from a row and on the detail page, shows the facts, and deletes with its fixed words', async () => {
    const { page } = e2e;
    const classes = await content.classes();
    const subjects = await content.subjects();
    const masterClass = classes[2]!;
    const subject = subjects.find((s) => s.subject_master_class_id === masterClass._id)!;
    const made = await content.create({
      content_type: 'vr',
      class: masterClass._id,
      subject: subject._id,
      chapter_number: 2,
      chapter_title: 'Hill Forts Walkabout',
      chapter_subtitle: 'Sinhagad, Torna and Rajgad',
      scene_id: 'Sinhagad fort walls',
      audio_link: 'https://example.org/forts.mp3',
    });

    await content.open();
    await content.search('Hill Forts Walkabout');
    await expect.poll(content.listed).toEqual([made.chapter_title]);
    await page.getByRole('button', { name: `Edit ${made.chapter_title}` }).click();
    const editForm = page.getByRole('form', { name: 'Edit Content' });
    expect(await editForm.getByLabel('Chapter Title').inputValue()).toBe(made.chapter_title);
    expect(await editForm.getByLabel('Class', { exact: true }).inputValue()).toBe(masterClass._id);
    await editForm.getByLabel('Chapter Subtitle').fill('Sinhagad, Torna, Rajgad and Raigad');
    await editForm.getByRole('button', { name: 'Update Content' }).click();
    await page.getByText(M.updated).first().waitFor();
    await content.savedOnServer(
      async () => (await content.get(made._id))?.chapter_subtitle,
      'Sinhagad, Torna, Rajgad and Raigad',
    );

    await page.getByRole('button', { name: `View ${made.chapter_title}` }).click();
    await page.waitForURL(`**/content/${made._id}`);
    await page.getByRole('heading', { name: made.chapter_title }).waitFor();
    await page.getByText('Sinhagad, Torna, Rajgad and Raigad').waitFor();
    const facts = page.getByRole('region', { name: 'Content facts' });
    const factText = await facts.textContent();
    for (const shown of ['VR', 'Sinhagad fort walls', masterClass.class_name, subject.subject_name, '2'])
      expect(factText).toContain(shown);
    const resources = page.getByRole('region', { name: 'Additional Resources' });
    expect(await resources.getByRole('link', { name: 'Download Audio File' }).getAttribute('href')).toBe(
      'https://example.org/forts.mp3',
    );

    await page.getByRole('button', { name: 'Edit Content' }).click();
    const detailForm = page.getByRole('form', { name: 'Edit Content' });
    await detailForm.getByLabel('Chapter Number').fill('7');
    await detailForm.getByRole('button', { name: 'Update Content' }).click();
    await page.getByText(M.updated).first().waitFor();
    await content.savedOnServer(async () => (await content.get(made._id))?.chapter_number, 7);
    await expect.poll(() => facts.textContent()).toContain('7');

    await page.getByRole('link', { name: 'Back to Content' }).click();
    await content.search('Hill Forts Walkabout');
    await page.getByRole('button', { name: `Delete ${made.chapter_title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Content' });
    await dialog
      .getByText(`Are you sure you want to delete "${made.chapter_title}"? This action cannot be undone.`, {
        exact: true,
      })
      .waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(M.deleted).first().waitFor();
    await page.getByText('No content found').waitFor();
    await content.savedOnServer(() => content.get(made._id), null);
  });
});
