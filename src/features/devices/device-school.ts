/** The school a device record carries (its `school`), made from the mirror's school. */
import type { Mirrored } from '../../data/db/app-db';
import type { DeviceSchool } from '../../domain/devices/device';
import { textField as text } from '../../domain/people/record-status';

type SchoolRecord = Mirrored<'schools'>;

/** The copy of a school a device record carries as its `school`. */
export function schoolCopy(school: SchoolRecord): DeviceSchool {
  return {
    school_name: text(school.school_name),
    city: text(school.city),
    state: text(school.state),
    principal_name: text(school.principal_name),
    phone_number: text(school.phone_number),
  };
}
