import type { Stamped } from '../records';

/** A VR headset (spec §3 VR Device). */
export interface Device extends Stamped {
  device_name: string;
  api_token: string;
  school_id: string | null;
  imei_number: string | null;
  status: boolean;
}
