/**
 * /devices/:deviceId, a device's detail: the device from the mirror, so it opens offline, with its
 * masked token (revealed on demand), IMEI, badge, School Allocation card, token rotation, and the
 * headset's check-in, lessons, plays and commands.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { DeviceSchool } from '../../domain/devices/device';
import { formatDateTime } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { PageHeader } from '../../ui/page-header';
import { PendingBadge } from '../../ui/pending-badge';
import { ScopeNotice } from '../../ui/saved-data-notice';
import { RecordNotShown } from '../../kit/record-not-shown';
import { ToneBadge } from '../../ui/status-badge';
import { deviceBadge, type DeviceRecord } from './device-record';
import { DeviceToken } from './device-token';
import { HeadsetSections } from './headset-sections';
import { DEVICE_PAGE_TEXTS, InvalidDevice } from './invalid-device';
import { NewTokenPanel, RotateToken } from './rotate-token';
import { useDevice } from './use-device';
import '../../styles/device-wizard.css';

const phoneShown = (phone: string) => (phone.trim() ? `+91 ${phone.trim()}` : '');

function SchoolAllocation({ school }: { school: DeviceSchool }) {
  const facts: [string, string][] = [
    [t('School Name'), school.school_name],
    [t('City'), school.city],
    [t('State'), school.state],
    [t('Principal'), school.principal_name],
    [t('Phone Contact'), phoneShown(school.phone_number)],
  ];
  return (
    <section className="device-detail__card" aria-label={t('School Allocation')}>
      <h2 className="people-form__title">{t('School Allocation')}</h2>
      <dl className="device-detail__facts">
        {facts.map(([term, detail]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{detail.trim() || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function DeviceFacts({
  device,
  pending,
}: {
  device: DeviceRecord;
  pending: ReturnType<typeof useDevice>['pending'];
}) {
  const badge = deviceBadge(device);
  return (
    <section className="device-detail__card" aria-label={t('Device')}>
      <h2 className="people-form__title">
        {device.device_name} <ToneBadge tone={badge.tone}>{t(badge.label)}</ToneBadge>{' '}
        <PendingBadge status={pending} />
      </h2>
      <dl className="device-detail__facts">
        <div>
          <dt>{t('Device Name')}</dt>
          <dd>{device.device_name}</dd>
        </div>
        <div>
          <dt>{t('API Token')}</dt>
          <dd>
            <DeviceToken device={device} />
          </dd>
        </div>
        <div>
          <dt>{t('IMEI Number')}</dt>
          <dd>{device.imei_number ?? t('Not linked')}</dd>
        </div>
        <div>
          <dt>{t('Status')}</dt>
          <dd>{device.status ? t('Active') : t('Inactive')}</dd>
        </div>
        {device.updatedAt && !Number.isNaN(Date.parse(device.updatedAt)) && (
          // A device added on this device and not sent yet has no server time.
          <div>
            <dt>{t('Last updated')}</dt>
            <dd>{formatDateTime(device.updatedAt)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

export function DeviceDetailPage() {
  const deviceId = useParams().deviceId ?? '';
  const { scope, lookup, pending } = useDevice(deviceId);
  const [newToken, setNewToken] = useState<string | null>(null);
  const notice = <ScopeNotice scope={scope} />;
  const back = (
    <Link to="/devices" className="button button--secondary">
      {DEVICE_PAGE_TEXTS.back}
    </Link>
  );

  if (lookup.state !== 'found') {
    return (
      <RecordNotShown
        title={t('VR Device Details')}
        scope={scope}
        loading={lookup.state === 'loading'}
        loadingLabel={t('Loading device...')}
        notFound={<InvalidDevice />}
      />
    );
  }

  const { device, school } = lookup;
  return (
    <section className="page device-detail">
      <PageHeader
        title={t('VR Device Details')}
        actions={
          <>
            {back}
            <RotateToken device={device} onRotated={setNewToken} />
            <Link to={`/devices/${encodeURIComponent(device._id)}/edit`} className="button button--primary">
              {t('Edit Device')}
            </Link>
          </>
        }
      />
      {notice}
      {newToken && <NewTokenPanel token={newToken} onDone={() => setNewToken(null)} />}
      <DeviceFacts device={device} pending={pending} />
      {school && <SchoolAllocation school={school} />}
      <HeadsetSections device={device} />
    </section>
  );
}
