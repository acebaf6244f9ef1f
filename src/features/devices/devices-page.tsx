/** /devices, VR Device Management: every device of the device's mirror, searchable and editable offline. */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { RecordsPage } from '../../kit/records-page';
import { t } from '../../i18n/i18n';
import { EmptyState } from '../../ui/empty-state';
import { DEVICES_AREA, DEVICES_CSV } from './devices-area';
import { devicesCsv } from './device-csv';
import { deviceCards } from './device-list';
import type { DeviceRecord } from './device-record';
import { DeviceWizard } from './device-wizard';
import { DevicesErrorBanner } from './devices-error-banner';
import { DevicesTable } from './devices-table';
import { DEVICES_TEXTS as T } from './devices-texts';
import { DEVICES_BULK_PATH } from './import-devices';
import { useDevicesView } from './use-devices-view';
import { fleetCards } from './fleet-status';
import { LessonsFilter } from './lessons-filter';
import { useNow } from '../../ui/use-now';
import '../../styles/schools.css';
import '../../styles/devices.css';

const devicePath = (device: DeviceRecord) => `/devices/${encodeURIComponent(device._id)}`;

/** A device is added by the wizard on this page, opened and edited on its own pages. */
export function DevicesPage() {
  const view = useDevicesView();
  const now = useNow();
  const navigate = useNavigate();
  const { schools } = view;
  const exportCsv = useCallback(
    (devices: readonly DeviceRecord[]) => devicesCsv(devices, schools),
    [schools],
  );

  return (
    <RecordsPage
      area={DEVICES_AREA}
      view={view}
      cards={[...deviceCards(view.all), ...fleetCards(view.all, now)]}
      csv={DEVICES_CSV}
      exportCsv={exportCsv}
      toolbar={(search) => (
        <div className="devices-toolbar">
          {search}
          <LessonsFilter value={view.lessons} onChange={view.setLessons} />
        </div>
      )}
      notices={<DevicesErrorBanner scope={view.scope} bulkPath={DEVICES_BULK_PATH} />}
      form={(_add, close) => <DeviceWizard mode={{ kind: 'create' }} onDone={close} onCancel={close} />}
      table={({ rows, marks, onDelete }) => (
        <DevicesTable
          rows={rows}
          now={now}
          schools={schools}
          marks={marks}
          onOpen={(device) => void navigate(devicePath(device))}
          onEdit={(device) => void navigate(`${devicePath(device)}/edit`)}
          onDelete={onDelete}
        />
      )}
      empty={
        view.lessons === 'all' ? undefined : (
          <EmptyState
            title={T.emptyTitle}
            hint={t('No headset with this lessons status. Choose All lessons statuses to see every headset.')}
          />
        )
      }
    />
  );
}
