import type { OutboxStatus } from '../../data/outbox/outbox-types';
import { textField as text } from '../../domain/people/record-status';
import { t } from '../../i18n/i18n';
import { RecordTable, type Column } from '../../kit/record-table';
import { PendingBadge } from '../../ui/pending-badge';
import { ToneBadge } from '../../ui/status-badge';
import { deviceBadge, type DeviceRecord } from './device-record';
import { schoolOf, type SchoolRecord } from './device-list';
import { Battery, LastSeen, LessonsBadge } from './fleet-cells';

interface DevicesTableProps {
  rows: readonly DeviceRecord[];
  /** What "4 min ago" counts from. */
  now: number;
  schools: ReadonlyMap<string, SchoolRecord>;
  marks: ReadonlyMap<string, OutboxStatus>;
  onOpen: (device: DeviceRecord) => void;
  onEdit: (device: DeviceRecord) => void;
  onDelete: (device: DeviceRecord) => void;
}

const nameOf = (device: DeviceRecord) => text(device.device_name);

function columns(schools: ReadonlyMap<string, SchoolRecord>, now: number): Column<DeviceRecord>[] {
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
    { header: t('Last seen'), fold: 'labelled', cell: (device) => <LastSeen device={device} now={now} /> },
    {
      header: t('Lessons'),
      className: 'devices-table__lessons',
      cell: (device) => <LessonsBadge device={device} />,
    },
    { header: t('Battery'), fold: 'labelled', cell: (device) => <Battery device={device} /> },
  ];
}

/**
 * One page of devices: Device, School, Status, Last seen, Lessons, Battery, Actions; a row opens its
 * device. In portrait, Last seen and Battery fold into the Device cell.
 */
export function DevicesTable({ rows, now, schools, marks, onOpen, onEdit, onDelete }: DevicesTableProps) {
  return (
    <RecordTable
      columns={columns(schools, now)}
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
