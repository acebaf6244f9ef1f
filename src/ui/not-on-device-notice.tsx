import type { ReactNode } from 'react';
import { t } from '../i18n/i18n';
import { EmptyState } from './empty-state';
import { NOT_ON_DEVICE_TEXTS } from './not-on-device-texts';

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
