import type { LessonsStatus } from '../headsets/lessons-status';
import type { Stamped } from '../records';

/** The school a device is linked to, as its answers carry it. */
export interface DeviceSchool {
  school_name: string;
  city: string;
  state: string;
  principal_name: string;
  phone_number: string;
}

/**
 * A VR headset as lists, writes and `/api/sync` answer it: the API token is never
 * sent whole there, only `api_token_hint` (its last four characters); `GET /device/:id` and
 * `GET /devices/:id/token` answer the token itself (docs/api.md, "Devices").
 */
export interface Device extends Stamped {
  device_name: string;
  /** Whole only in `GET /device/:id`; elsewhere absent. */
  api_token?: string;
  /** '••••' and the token's last four characters. */
  api_token_hint: string;
  school_id: string | null;
  school: DeviceSchool | null;
  school_name: string | null;
  imei_number: string | null;
  status: boolean;
  /**
   * The headset's last check-in (docs/headsets.md); null before its first, absent on a device record
   * made on the tablet that the server has not answered yet.
   */
  last_seen_at?: string | null;
  battery_percent?: number | null;
  charging?: boolean | null;
  free_storage_mb?: number | null;
  app_version?: string | null;
  os_version?: string | null;
  lessons_status?: LessonsStatus | null;
  lessons_installed?: number;
  lessons_total?: number;
}
