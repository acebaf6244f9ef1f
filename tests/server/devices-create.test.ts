import { describe, expect, it } from 'vitest';
import type { Device } from '../../src/domain/devices/device';
import { DEVICE_MESSAGES as M } from '../../src/domain/devices/device-schema';
import { newId } from '../../src/domain/ids';
import type { School } from '../../src/domain/schools/school';
import { CONTROL_CHARACTERS_MESSAGE } from '../../src/domain/text-rules';
import { created as createdSchool } from './helpers/schools-app';
import {
  badCheckDigit,
  created,
  form,
  imei,
  listOf,
  school,
  send,
  setupDevicesApp,
} from './helpers/devices-app';

setupDevicesApp();

const post = (payload: unknown, options = {}) => send('POST', '/api/device', payload, options);
const total = async () => (await listOf('/api/device?limit=1')).pagination.total;

/** Posts the body, expects a 400 naming the field with the message, and that nothing was stored. */
async function refused(payload: unknown, field: string, message: string) {
  const before = await total();
  const response = await post(payload);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({
    success: false,
    errorType: 'validation',
    message: M.validationFailed,
    errors: { [field]: message },
  });
  expect(await total()).toBe(before);
}

describe('POST /api/device', () => {
  it('stores the device and answers it with its school and its token hint, never the token', async () => {
    const body = form({ imei_number: null });
    const response = await post(body);
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<{ success: boolean; message: string; data: Device }>();
    expect(answer).toMatchObject({ success: true, message: M.created });
    expect(answer.data).toMatchObject({
      device_name: body.device_name,
      api_token_hint: `••••${body.api_token.slice(-4)}`,
      school_id: school._id,
      school: {
        school_name: school.school_name,
        city: school.city,
        state: school.state,
        principal_name: school.principal_name,
        phone_number: school.phone_number,
      },
      school_name: school.school_name,
      imei_number: null,
      status: true,
      version: 1,
    });
    expect(answer.data).not.toHaveProperty('api_token');
    expect(response.body).not.toContain(body.api_token);
  });

  it('defaults the status to active, and stores an inactive one when asked', async () => {
    expect((await post({ ...form(), status: undefined })).json<{ data: Device }>().data.status).toBe(true);
    expect((await created({ status: false })).status).toBe(false);
  });

  it('tidies the name and the token, and keeps only the digits of an IMEI written with spaces or hyphens', async () => {
    const number = imei(9001);
    const device = await created({
      device_name: '  Quest 3   - Hall  ',
      api_token: '  spaced-token-9001  ',
      imei_number: `${number.slice(0, 2)} ${number.slice(2, 8)}-${number.slice(8, 14)} ${number.slice(14)}`,
    });
    expect(device).toMatchObject({ device_name: 'Quest 3 - Hall', imei_number: number });
    const whole = (await send('GET', `/api/device/${device._id}`)).json<{ data: Device }>().data;
    expect(whole.api_token).toBe('spaced-token-9001');
  });

  it('answers every rule with its message', async () => {
    await refused(form({ device_name: undefined }), 'device_name', M.nameRequired);
    await refused(form({ device_name: '   ' }), 'device_name', M.nameRequired);
    await refused(form({ api_token: undefined }), 'api_token', M.tokenRequired);
    await refused(form({ api_token: '' }), 'api_token', M.tokenRequired);
    await refused(form({ api_token: 'short7!' }), 'api_token', M.tokenTooShort);
    await refused(form({ school_id: undefined }), 'school_id', M.schoolRequired);
    await refused(form({ school_id: '' }), 'school_id', M.schoolRequired);
  });

  it('refuses wrong types, huge strings and control characters in the token', async () => {
    await refused(form({ device_name: 42 }), 'device_name', M.nameRequired);
    await refused(form({ device_name: 'Q'.repeat(101) }), 'device_name', M.nameTooLong);
    await refused(form({ api_token: 12345678 }), 'api_token', M.tokenRequired);
    await refused(form({ api_token: 'x'.repeat(201) }), 'api_token', M.tokenTooLong);
    await refused(form({ api_token: 'token with spaces' }), 'api_token', M.tokenInvalid);
    // Control characters are refused by the rule every route shares, before the token's own rules.
    await refused(form({ api_token: 'token\u0000null-byte' }), 'api_token', CONTROL_CHARACTERS_MESSAGE);
    await refused(form({ api_token: 'token\u001b[31mred' }), 'api_token', CONTROL_CHARACTERS_MESSAGE);
    await refused(form({ school_id: 7 }), 'school_id', M.schoolRequired);
    await refused(form({ school_id: 'not-a-school' }), 'school_id', M.schoolInvalid);
    await refused(form({ status: 'yes' }), 'status', M.statusInvalid);
    await refused(form({ imei_number: 356938035643809 }), 'imei_number', M.imeiInvalid);
    await refused(form({ imei_number: '9'.repeat(50_000) }), 'imei_number', M.imeiInvalid);
    await refused(form({ _id: 'not-a-uuid' }), '_id', M.recordIdInvalid);
  });

  it('refuses a body that is not an object', async () => {
    for (const payload of [[form()], 'a device']) {
      const response = await send('POST', '/api/device', payload, {
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, response.body).toBe(400);
    }
  });

  it('refuses a school that does not exist or was deleted', async () => {
    await refused(form({ school_id: newId() }), 'school_id', M.schoolInvalid);
    const gone: School = await createdSchool({ email: 'office@gone.shala.demo' });
    expect((await send('DELETE', `/api/schools/${gone._id}`)).statusCode).toBe(200);
    await refused(form({ school_id: gone._id }), 'school_id', M.schoolInvalid);
  });

  it('checks the IMEI: 15 digits with a valid Luhn check digit', async () => {
    const valid = imei(9002);
    await refused(form({ imei_number: valid.slice(0, 14) }), 'imei_number', M.imeiInvalid);
    await refused(form({ imei_number: `${valid}0` }), 'imei_number', M.imeiInvalid);
    await refused(form({ imei_number: `${valid.slice(0, 14)}A` }), 'imei_number', M.imeiInvalid);
    await refused(form({ imei_number: badCheckDigit(valid) }), 'imei_number', M.imeiChecksum);
    // 356938035643809 is a textbook valid IMEI.
    expect((await created({ imei_number: '356938035643809' })).imei_number).toBe('356938035643809');
    expect((await created({ imei_number: valid })).imei_number).toBe(valid);
  });

  it('treats an empty IMEI as none', async () => {
    expect((await created({ imei_number: '' })).imei_number).toBeNull();
    expect((await created({ imei_number: undefined })).imei_number).toBeNull();
  });

  it('refuses an API token another live device holds with a 409 naming the field', async () => {
    const first = form();
    await created(first);
    const before = await total();
    const response = await post(form({ api_token: first.api_token }));
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({
      errorType: 'duplicate',
      message: M.tokenTaken,
      errors: { api_token: M.tokenTaken },
    });
    expect(await total()).toBe(before);
  });

  it('refuses an IMEI another live device holds, however it is written', async () => {
    const number = imei(9003);
    await created({ imei_number: number });
    for (const written of [number, `${number.slice(0, 5)} ${number.slice(5)}`]) {
      const response = await post(form({ imei_number: written }));
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({
        errorType: 'duplicate',
        message: M.imeiTaken,
        errors: { imei_number: M.imeiTaken },
      });
    }
  });

  it('stores one of two simultaneous creates with the same token or IMEI, and answers the other 409', async () => {
    const first = form();
    const cases = [
      ['api_token', M.tokenTaken, form({ api_token: first.api_token })],
      ['imei_number', M.imeiTaken, form({ imei_number: first.imei_number })],
    ] as const;
    for (const [field, message, second] of cases) {
      const before = await total();
      const answers = await Promise.all([post({ ...first, _id: newId() }), post(second)]);
      const statuses = answers.map((response) => response.statusCode).sort();
      expect(statuses, field).toEqual([201, 409]);
      expect(answers.find((response) => response.statusCode === 409)!.json()).toMatchObject({
        errorType: 'duplicate',
        errors: { [field]: message },
      });
      expect(await total()).toBe(before + 1);
      await send(
        'DELETE',
        `/api/device/${answers.find((r) => r.statusCode === 201)!.json<{ data: Device }>().data._id}`,
      );
    }
  });

  it('frees the token and the IMEI of a deleted device', async () => {
    const body = form();
    const device = await created(body);
    expect((await send('DELETE', `/api/device/${device._id}`)).statusCode).toBe(200);
    const again = await created({ api_token: body.api_token, imei_number: body.imei_number });
    expect(again._id).not.toBe(device._id);
  });

  it("keeps the device's chosen id, and answers a repeat with the stored device without a second one", async () => {
    const id = newId();
    const body = form({ _id: id });
    const first = await post(body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<{ data: Device }>().data._id).toBe(id);
    const before = await total();
    const repeat = await post({ ...body, device_name: 'Changed meanwhile' });
    expect(repeat.statusCode, repeat.body).toBe(201);
    expect(repeat.json<{ data: Device }>().data).toEqual(first.json<{ data: Device }>().data);
    expect(await total()).toBe(before);
  });

  it('refuses the id of a deleted device', async () => {
    const device = await created();
    await send('DELETE', `/api/device/${device._id}`);
    const response = await post(form({ _id: device._id }));
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({
      errorType: 'duplicate',
      errors: { _id: expect.any(String) as string },
    });
  });

  it('answers a repeated Idempotency-Key with the first answer, storing one device', async () => {
    const key = newId();
    const sent = form();
    const first = await post(sent, { key });
    expect(first.statusCode, first.body).toBe(201);
    const before = await total();
    const repeat = await post(sent, { key });
    expect(repeat.statusCode).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect(await total()).toBe(before);
  });
});
