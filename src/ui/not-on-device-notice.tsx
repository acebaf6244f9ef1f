import type { ReactNode } from 'react';
import { defineMessages } from '../domain/i18n/languages';
import { t } from '../i18n/i18n';
import { EmptyState } from './empty-state';

export const NOT_ON_DEVICE_TEXTS = defineMessages({
  title: "This school's data is not on this device yet.",
  hint: 'Connect to the internet once to download it; it will then work offline too.',
});

/**
 * In place of a school's lists when its data never reached this device (opened offline, or the first
 * download failed): says so plainly instead of "No classes yet". `children`: actions such as Try Again.
 */
export function NotOnDeviceNotice({ children }: { children?: ReactNode }) {
  return (
    <EmptyState title={t(NOT_ON_DEVICE_TEXTS.title)} hint={t(NOT_ON_DEVICE_TEXTS.hint)}>
      {children}
    </EmptyState>
  );
}
