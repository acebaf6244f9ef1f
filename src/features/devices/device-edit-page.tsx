/** /devices/:deviceId/edit: the wizard in edit mode; success returns to the detail. */
import { useNavigate, useParams } from 'react-router-dom';
import { DEVICE_MESSAGES } from '../../domain/devices/device-schema';
import { t } from '../../i18n/i18n';
import { PageHeader } from '../../ui/page-header';
import { ScopeNotice } from '../../ui/saved-data-notice';
import { Spinner } from '../../ui/spinner';
import { DeviceWizard } from './device-wizard';
import { InvalidDevice } from './invalid-device';
import { useDevice } from './use-device';

export function DeviceEditPage() {
  const deviceId = useParams().deviceId ?? '';
  const navigate = useNavigate();
  const { scope, lookup } = useDevice(deviceId);
  const detail = `/devices/${encodeURIComponent(deviceId)}`;

  return (
    <section className="page">
      <PageHeader title={t('Edit VR Device')} />
      <ScopeNotice scope={scope} />
      {lookup.state === 'loading' && <Spinner label={t('Loading device...')} />}
      {lookup.state === 'missing' && <InvalidDevice />}
      {lookup.state === 'found' && (
        <DeviceWizard
          // A device that changes underneath (a pull) keeps the person's edits: the form opens once.
          key={lookup.device._id}
          mode={{ kind: 'edit', device: lookup.device }}
          editFailed={DEVICE_MESSAGES.updateFailed}
          onDone={() => void navigate(detail)}
          onCancel={() => void navigate(detail)}
        />
      )}
    </section>
  );
}
