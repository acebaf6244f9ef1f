import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { grade, requiredText, wholeNumber } from '../../../src/domain/school-records/record-fields';

const messages = { required: 'Credits are required', invalid: 'Credits must be from 1 to 6' };
const credits = wholeNumber(messages, 1, 6);
const issueOf = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0].message;
};

describe('wholeNumber', () => {
  it('takes numbers and digits alike', () => {
    expect(v.parse(credits, 3)).toBe(3);
    expect(v.parse(credits, ' 4 ')).toBe(4);
  });

  it('says required for nothing, and the range otherwise', () => {
    expect(issueOf(credits, '')).toBe(messages.required);
    expect(issueOf(credits, undefined)).toBe(messages.required);
    for (const bad of ['0', '7', 2.5, '2.5', 'three', -1, '1e1']) {
      expect(issueOf(credits, bad)).toBe(messages.invalid);
    }
  });
});

describe('grade', () => {
  it('is 1 to 7', () => {
    const schema = grade({ required: 'Grade is required', invalid: 'Grade must be from 1 to 7' });
    expect(v.parse(schema, '7')).toBe(7);
    expect(issueOf(schema, 8)).toBe('Grade must be from 1 to 7');
  });
});

describe('requiredText', () => {
  const department = requiredText({ required: 'Department is required', tooLong: 'Too long' }, 12);
  it('tidies spaces and checks the length after tidying', () => {
    expect(v.parse(department, '  Science   Dept ')).toBe('Science Dept');
    expect(issueOf(department, '   ')).toBe('Department is required');
    expect(issueOf(department, 'x'.repeat(13))).toBe('Too long');
  });
});
