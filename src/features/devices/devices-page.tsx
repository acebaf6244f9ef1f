import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePendingMarks } from '../../data/outbox/use-outbox';
import { MAX_DEVICE_BULK_ROWS } from '../../domain/devices/device-bulk';
import { CsvImportSection } from '../../kit/csv-import-section';
import { DeleteRecordDialog } from '../../kit/delete-record-dialog';
import { ListPage } from '../../kit/list-page';
import { RefusedImports } from '../../kit/refused-imports';
import { t } from '../../i18n/i18n';
import { downloadText, fileDate } from '../../ui/download-file';
import { EmptyState } from '../../ui/empty-state';
import { PeopleToolbar } from '../../ui/people-toolbar';
import { deleteDevice } from './delete-device';
import { DEVICE_CSV_COLUMNS, DEVICE_NOUN, deviceCsvHint, devicesCsv, deviceTemplateCsv } from './device-csv';
import { deviceCards } from './device-list';
import type { DeviceRecord } from './device-record';
import { DeviceWizard } from './device-wizard';
import { DevicesErrorBanner } from './devices-error-banner';
import { DevicesTable } from './devices-table';
import { DEVICE_WRITE_MESSAGES, DEVICES_TEXTS as T } from './devices-texts';
import { DEVICES_BULK_PATH, importDevices, prepareDeviceImport } from './import-devices';
import { useDevicesView } from './use-devices-view';
import { fleetCards } from './fleet-status';
import { LessonsFilter } from './lessons-filter';
import { useNow } from '../../ui/use-now';
import '../../styles/schools.css';
import '../../styles/devices.css';

const devicePath = (device: DeviceRecord) => `/devices/${encodeURIComponent(device._id)}`;

/** /devices, VR Device Management: every device of the device's mirror, searchable and editable offline. */
export function DevicesPage() {
  const view = useDevicesView();
  const now = useNow();
  const marks = usePendingMarks('devices');
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<DeviceRecord | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const closeWizard = useCallback(() => setAdding(false), []);
  const closeDelete = useCallback(() => setDeleting(null), []);

  return (
    <ListPage
      texts={T}
      breadcrumbs={null}
      scope={view.scope}
      loaded={view.loaded}
      formOpen={adding}
      onAdd={() => setAdding(true)}
      stats={{
        label: t('VR device counts'),
        cards: [...deviceCards(view.all), ...fleetCards(view.all, now)],
      }}
      toolbar={
        <div className="devices-toolbar">
          <PeopleToolbar
            searchLabel={T.searchLabel}
            searchPlaceholder={T.searchPlaceholder}
            search={view.search}
            onSearch={view.setSearch}
            csv={{
              importOpen,
              onToggleImport: () => setImportOpen((open) => !open),
              onExport: () =>
                downloadText(`devices-${fileDate()}.csv`, devicesCsv(view.matching, view.schools)),
              canExport: view.matching.length > 0,
            }}
          />
          <LessonsFilter value={view.lessons} onChange={view.setLessons} />
        </div>
      }
      search={view.search}
      found={view.matching.length}
      table={
        <DevicesTable
          rows={view.rows}
          now={now}
          schools={view.schools}
          marks={marks}
          onOpen={(device) => void navigate(devicePath(device))}
          onEdit={(device) => void navigate(`${devicePath(device)}/edit`)}
          onDelete={setDeleting}
        />
      }
      empty={
        view.lessons === 'all' ? undefined : (
          <EmptyState
            title={T.emptyTitle}
            hint={t('No headset with this lessons status. Choose All lessons statuses to see every headset.')}
          />
        )
      }
      paging={{ page: view.page, pageSize: view.pageSize, onPageChange: view.setPage }}
      dialog={
        deleting && (
          <DeleteRecordDialog
            title={T.deleteTitle}
            message={T.deleteMessage(deleting.device_name)}
            deleted={DEVICE_WRITE_MESSAGES.deleted}
            failed={DEVICE_WRITE_MESSAGES.deleteFailed}
            signedOut={T.signedOut}
            remove={(userId) => deleteDevice(userId, deleting)}
            onClose={closeDelete}
          />
        )
      }
    >
      <DevicesErrorBanner scope={view.scope} bulkPath={DEVICES_BULK_PATH} />
      {adding && <DeviceWizard mode={{ kind: 'create' }} onDone={closeWizard} onCancel={closeWizard} />}
      {importOpen && (
        <CsvImportSection
          title={T.importTitle}
          noun={DEVICE_NOUN}
          fileStem="devices"
          columns={DEVICE_CSV_COLUMNS}
          hint={deviceCsvHint()}
          maxRows={MAX_DEVICE_BULK_ROWS}
          offline={!view.scope.online}
          signedOut={T.signedOut}
          template={deviceTemplateCsv}
          prepare={prepareDeviceImport}
          commit={importDevices}
          onClose={() => setImportOpen(false)}
        />
      )}
      <RefusedImports
        entity="devices"
        bulkPath={DEVICES_BULK_PATH}
        rowsKey="devices"
        nameField="device_name"
        removeLabel={t('Remove these VR devices')}
      />
    </ListPage>
  );
}
