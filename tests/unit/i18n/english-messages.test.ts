import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { readCatalog } from '../../../server/i18n/catalog-files';
import { compileEnglish } from '../../../src/i18n/english-messages';
import { t } from '../../../src/i18n/i18n';

const withPlaceholders = Object.keys(readCatalog('mr', 'client')).filter((id) => /[{}]/.test(id));

describe('English messages compiled when shown', () => {
  it('compiles every message with placeholders as the build compiles catalogs', () => {
    expect(withPlaceholders.length).toBeGreaterThan(0);
    for (const id of withPlaceholders) expect(compileEnglish(id), id).toEqual(compileMessage(id));
  });

  it('leaves a plain text as it is', () => {
    expect(compileEnglish("The school library's books")).toBe("The school library's books");
  });

  it('fills placeholders and plurals, with placeholders inside the cases', () => {
    expect(t('Chapter {number}', { number: '7' })).toBe('Chapter 7');
    expect(
      t(
        'This class still has {count, plural, one {# pupil} other {# pupils}}. Move them to another class or delete them first.',
        { count: 1 },
      ),
    ).toBe('This class still has 1 pupil. Move them to another class or delete them first.');
    expect(
      t(
        '{ready, plural, one {{readyCount} row ready} other {{readyCount} rows ready}}, {problems} with problems',
        {
          ready: 3,
          readyCount: '3',
          problems: '2',
        },
      ),
    ).toBe('3 rows ready, 2 with problems');
  });
});
