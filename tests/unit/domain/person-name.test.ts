/** A person's name is tidied before it is checked, in forms, imports and on the server alike. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { personName } from '../../../src/domain/people/person-fields';

const name = personName('Student name is required');
const check = (value: string) => {
  const result = v.safeParse(name, value);
  return result.success ? { name: result.output } : { error: result.issues[0].message };
};

describe('a person name', () => {
  it("drops the spaces a keyboard's word suggestion leaves around it, and collapses those inside", () => {
    expect(check(' Asha ')).toEqual({ name: 'Asha' });
    expect(check('Asha  Patil ')).toEqual({ name: 'Asha Patil' });
    expect(check('\tसीता   पवार\n')).toEqual({ name: 'सीता पवार' });
  });

  it('takes Devanagari names written with the zero-width joiner or non-joiner', () => {
    for (const written of [
      '\u0932\u0915\u094d\u200d\u0937\u094d\u092e\u0940',
      'सौम्या आर्\u200cय',
      'प्रज्\u200dञा पाटील',
    ]) {
      expect(check(written)).toEqual({ name: written });
    }
  });

  it('refuses only what is still wrong once tidied', () => {
    expect(check('   ')).toEqual({ error: 'Student name is required' });
    expect(check(' A ')).toEqual({ error: 'Name must be at least 2 characters' });
    expect(check(' R2 ')).toEqual({ error: 'Name must contain only letters and spaces' });
    expect(check(` ${'a'.repeat(101)} `)).toEqual({ error: 'Name must be less than 100 characters' });
  });
});
