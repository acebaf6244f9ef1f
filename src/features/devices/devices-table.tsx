import type { OutboxStatus } from '../../data/outbox/outbox-types';
import { textField as text } from '../../domain/people/record-status';
import { t } from '../../i18n/i18n';
import { RecordTable, type Column } from '../../kit/record-table';
import { PendingBadge } from '../../ui/pending-badge';
import { ToneBadge } from '../../ui/status-badge';
import { deviceBadge, type DeviceRecord } from './device-record';
import { schoolOf, type SchoolRecord } from './device-list';

interface DevicesTableProps {
  rows: readonly DeviceRecord[];
  schools: ReadonlyMap<string, SchoolRecord>;
  marks: ReadonlyMap<string, OutboxStatus>;
  onOpen: (device: DeviceRecord) => void;
  onEdit: (device: DeviceRecord) => void;
  onDelete: (device: DeviceRecord) => void;
}

const nameOf = (device: DeviceRecord) => text(device.device_name);

function columns(schools: ReadonlyMap<string, SchoolRecord>): Column<DeviceRecord>[] {
  return [
    {
      header: t('Device'),
      cell: (device, mark) => (
        <div>
          <span className="people-table__name">{nameOf(device)}</span>
          <span className="people-table__line schools-table__muted">
            {t('IMEI: {imei}', { imei: text(device.imei_number) || t('Not set') })}
          </span>
          <span className="people-table__line schools-table__muted">
            {t('Token:')} <span>{text(device.api_token_hint)}</span>
          </span>
          <PendingBadge status={mark} />
        </div>
      ),
    },
    {
      header: t('School'),
      cell: (device) => {
        const school = schoolOf(device, schools);
        if (!school) return <span className="schools-table__muted">{t('No school')}</span>;
        return (
          <>
            <span className="people-table__line">{school.name}</span>
            <span className="people-table__line schools-table__muted">{school.city}</span>
          </>
        );
      },
    },
    {
      header: t('Status'),
      cell: (device) => {
        const badge = deviceBadge(device);
        return <ToneBadge tone={badge.tone}>{t(badge.label)}</ToneBadge>;
      },
    },
  ];
}

/** One page of devices: Device, School, Status, Actions; a row opens its device. */
export function DevicesTable({ rows, schools, marks, onOpen, onEdit, onDelete }: DevicesTableProps) {
  return (
    <RecordTable
      columns={columns(schools)}
      rows={rows}
      nameOf={nameOf}
      marks={marks}
      onView={onOpen}
      onOpen={onOpen}
      onEdit={onEdit}
      onDelete={onDelete}
    />
  );
}
