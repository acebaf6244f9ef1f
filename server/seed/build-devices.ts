import { daysFromBase, stamp } from './clock';
import { luhnDigit, randomFor } from './random';
import type { DeviceRow, SchoolRow } from './rows';
import { SCHOOL_PLANS, type SchoolPlan } from './schools-data';

interface DevicePlan {
  model: 'Quest 3' | 'Quest 3S';
  /** Code of the school the headset is linked to; spares are not linked. */
  school?: SchoolPlan['code'];
  active: boolean;
}

const DEVICE_PLANS: readonly DevicePlan[] = [
  { model: 'Quest 3', school: 'NRG', active: true },
  { model: 'Quest 3', school: 'NRG', active: true },
  { model: 'Quest 3', school: 'NRG', active: false },
  { model: 'Quest 3', school: 'AMB', active: true },
  { model: 'Quest 3S', school: 'AMB', active: true },
  { model: 'Quest 3', school: 'KND', active: true },
  { model: 'Quest 3S', school: 'KND', active: true },
  { model: 'Quest 3S', school: 'RLS', active: true },
  { model: 'Quest 3S', active: false },
  { model: 'Quest 3S', active: false },
];

/** Ten VR headsets: most linked to a school (name, IMEI), two spares waiting at the district office. */
export function buildDevices(schools: ReadonlyMap<string, SchoolRow>): DeviceRow[] {
  const random = randomFor('devices');
  const perPlace = new Map<string, number>();
  return DEVICE_PLANS.map((plan, index) => {
    const schoolPlan = SCHOOL_PLANS.find((s) => s.code === plan.school);
    const place = schoolPlan ? `ZP ${schoolPlan.village}` : 'Spare';
    const number = (perPlace.get(place) ?? 0) + 1;
    perPlace.set(place, number);
    const imeiBody = `35${random.digits(12)}`;
    return {
      ...stamp(daysFromBase(-90 + index * 5, random.int(0, 420))),
      device_name: `${plan.model} - ${place} ${String(number).padStart(2, '0')}`,
      api_token: `vr_${random.token(29)}`,
      school_id: plan.school ? (schools.get(plan.school)?._id ?? null) : null,
      imei_number: plan.school ? imeiBody + luhnDigit(imeiBody) : null,
      status: plan.active,
    };
  });
}
