/** Rules every text field shares, on the server and in the forms (docs/api.md, "Validation"). */
import { defineMessages } from './i18n/languages';

export const { controlCharacters: CONTROL_CHARACTERS_MESSAGE } = defineMessages({
  controlCharacters: 'Text cannot contain control characters',
});

// eslint-disable-next-line no-control-regex -- finding these characters is the point
const C0_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** NUL and the other C0 controls, tab, line feed and carriage return excepted: no field means them. */
export const hasControlCharacters = (text: string) => C0_CONTROLS.test(text);
