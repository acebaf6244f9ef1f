/** Query strings and path parameters of the device lists. */
import * as v from 'valibot';
import { DEVICE_MESSAGES as M } from '../../../src/domain/devices/device-schema';
import { recordId, type ActiveStatus } from '../../../src/domain/people/person-fields';
import { defineMessages } from '../../../src/domain/i18n/languages';
import { LIST_MESSAGES, idParam, limitParam, pageParam, statusParam, textParam } from '../../kit/list-query';

export const DEVICE_QUERY_MESSAGES = defineMessages({
  statusFilterInvalid: 'Status must be active, inactive, true or false',
} as const);

/** `GET /device`: paging (every device unless a limit is given), `search` or `q`, `status`, `school_id`. */
export const DeviceListQuerySchema = v.object({
  page: pageParam,
  limit: limitParam,
  search: textParam(LIST_MESSAGES.searchTooLong),
  q: textParam(LIST_MESSAGES.searchTooLong),
  status: statusParam(DEVICE_QUERY_MESSAGES.statusFilterInvalid),
  school_id: idParam(M.schoolInvalid),
});
export type DeviceListQuery = v.InferOutput<typeof DeviceListQuerySchema>;

/** `GET /devices/status/:status`: active | inactive | true | false. */
export const DeviceStatusParams = v.object({
  status: v.pipe(
    v.string(DEVICE_QUERY_MESSAGES.statusFilterInvalid),
    v.trim(),
    v.toLowerCase(),
    v.picklist(['active', 'inactive', 'true', 'false'], DEVICE_QUERY_MESSAGES.statusFilterInvalid),
    v.transform((value): ActiveStatus => (value === 'true' || value === 'active' ? 'active' : 'inactive')),
  ),
});

/** `GET /devices/school/:schoolId`. */
export const DeviceSchoolParams = v.object({ schoolId: recordId(M.schoolInvalid) });
