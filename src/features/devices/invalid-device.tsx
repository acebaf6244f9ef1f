import { useNavigate } from 'react-router-dom';
import { texts } from '../../i18n/i18n';
import { EmptyState } from '../../ui/empty-state';

export const DEVICE_PAGE_TEXTS = texts({
  invalid: 'Invalid Device ID',
  invalidHint: 'This device does not exist, or it was removed.',
  back: 'Back to Devices',
} as const);

/** An unknown or missing id says 'Invalid Device ID' with a Back to Devices button. */
export function InvalidDevice() {
  const navigate = useNavigate();
  return (
    <EmptyState title={DEVICE_PAGE_TEXTS.invalid} hint={DEVICE_PAGE_TEXTS.invalidHint}>
      <button type="button" className="button button--primary" onClick={() => void navigate('/devices')}>
        {DEVICE_PAGE_TEXTS.back}
      </button>
    </EmptyState>
  );
}
