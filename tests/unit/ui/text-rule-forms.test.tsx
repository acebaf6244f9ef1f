/**
 * Every form refuses, field by field and with the server's message, the text the server would refuse
 * (no control or invisible character, no broken one), whatever its own schema says.
 */
import { renderHook } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE, TEXT_RULE_MESSAGES } from '../../../src/domain/text-rules';
import { useFieldForm } from '../../../src/ui/use-field-form';
import { validateForm } from '../../../src/ui/validate-form';

const Anything = v.object({ name: v.string(), note: v.optional(v.string()), count: v.number() });

describe('a form validated with a domain schema', () => {
  it('refuses a field holding a control, invisible or broken character, with the server\u2019s message', () => {
    const check = validateForm(Anything, { name: 'abc\u202egpj.exe', note: 'a\ud800', count: 1 });
    expect(check).toEqual({
      ok: false,
      errors: { name: CONTROL_CHARACTERS_MESSAGE, note: TEXT_RULE_MESSAGES.brokenCharacter },
    });
  });

  it('gives the text rule\u2019s message before the schema\u2019s own, and keeps the other fields\u2019 messages', () => {
    const check = validateForm(Anything, { name: 'x\u2066', count: 'many' });
    expect(check.ok).toBe(false);
    expect(!check.ok && check.errors.name).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(!check.ok && check.errors.count).toBeTruthy();
  });

  it('takes Devanagari with its joiners', () => {
    expect(validateForm(Anything, { name: 'क्\u200dष र्\u200cय', count: 1 })).toMatchObject({ ok: true });
  });
});

describe('a form validated as the person types', () => {
  it('shows the text rule\u2019s message on the field, whatever its own check says', () => {
    const validate = () => ({});
    const { result } = renderHook(() =>
      useFieldForm(() => ({ title: 'Lesson\u00ad one', city: 'Pune', zeroWidth: 'a\u200bb' }), validate),
    );
    expect(result.current.errors).toEqual({
      title: CONTROL_CHARACTERS_MESSAGE,
      zeroWidth: CONTROL_CHARACTERS_MESSAGE,
    });
    expect(result.current.valid).toBe(false);
  });
});
