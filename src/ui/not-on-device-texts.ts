import { defineMessages } from '../domain/i18n/languages';

/** Its own module (no i18n runtime), so browser tests running in Node can read the words they look for. */
export const NOT_ON_DEVICE_TEXTS = defineMessages({
  title: "This school's data is not on this device yet.",
  hint: 'Connect to the internet once to download it; it will then work offline too.',
});
