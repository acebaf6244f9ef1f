/** Why a change or a pull did not go through when the server gave no words of its own; translated where shown. */
import { defineMessages } from '../../domain/i18n/languages';

export const OUTBOX_MESSAGES = defineMessages({
  somethingWrong: 'Something went wrong',
  unreachable: 'Cannot reach the server',
  invalidResponse: 'Invalid response from server',
});
