/** Steps and checks shared by the form tests: type into a labelled field, read its message. */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** Replaces the field's text the way a person pastes it (an empty value just clears it). */
export async function setText(user: UserEvent, label: string, value: string): Promise<void> {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) {
    await user.click(input);
    await user.paste(value);
  }
}

/** The message under a labelled field, or null when it shows none. */
export const errorOf = (label: string): string | null =>
  screen.getByLabelText(label).closest('.field')!.querySelector('.field__error')?.textContent ?? null;

/** Each label is tied to an input with the API's field name. */
export function expectFieldNames(form: HTMLElement, fields: ReadonlyArray<readonly [string, string]>): void {
  for (const [label, name] of fields) {
    expect(within(form).getByLabelText(label).getAttribute('name')).toBe(name);
  }
}

/** Types each value and expects its message (null: none), naming the case when one fails. */
export async function expectMessagesAsTyped(
  user: UserEvent,
  cases: ReadonlyArray<readonly [label: string, value: string, message: string | null]>,
): Promise<void> {
  for (const [label, value, message] of cases) {
    await setText(user, label, value);
    expect({ label, value, message: errorOf(label) }).toEqual({ label, value, message });
  }
}
