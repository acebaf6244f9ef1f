/** Deleting a device (`DELETE /device/:id`): gone from the list at once, sent through the outbox. */
import { deleteRecord } from '../../data/records/record-writes';
import { textField as text } from '../../domain/people/record-status';
import { DEVICES_ENDPOINT, type DeviceRecord } from './device-record';

export const deleteDevice = (userId: string, device: DeviceRecord) =>
  deleteRecord(userId, DEVICES_ENDPOINT, device, text(device.device_name));
