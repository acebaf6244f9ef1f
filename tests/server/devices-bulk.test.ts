import { describe, expect, it } from 'vitest';
import type { Device } from '../../src/domain/devices/device';
import { DEVICE_BULK_MESSAGES as DB, MAX_DEVICE_BULK_ROWS } from '../../src/domain/devices/device-bulk';
import { DEVICE_MESSAGES as M } from '../../src/domain/devices/device-schema';
import { newId } from '../../src/domain/ids';
import { BULK_MESSAGES as B } from '../../src/domain/csv/bulk-request';
import {
  badCheckDigit,
  created,
  form,
  listOf,
  other,
  school,
  send,
  setupDevicesApp,
} from './helpers/devices-app';

setupDevicesApp();

const bulk = (devices: unknown, options = {}) => send('POST', '/api/devices/bulk', { devices }, options);
const total = async () => (await listOf('/api/device?limit=1')).pagination.total;
const rows = (count: number) => Array.from({ length: count }, () => ({ _id: newId(), ...form() }));

/** Sends the rows, expects the status and errors, and that nothing was stored. */
async function refused(devices: unknown, status: number, errors: Record<string, string>, message?: string) {
  const before = await total();
  const response = await bulk(devices);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json<{ errors: Record<string, string> }>().errors).toEqual(errors);
  if (message) expect(response.json()).toMatchObject({ message });
  expect(await total()).toBe(before);
}

describe('POST /api/devices/bulk', () => {
  it('creates every row, each with its school, and answers them with hints, not tokens', async () => {
    const sent = [
      ...rows(2),
      { ...form({ school_id: other._id, imei_number: null, status: false }), _id: newId() },
    ];
    const before = await total();
    const response = await bulk(sent);
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<{ success: boolean; created: number; data: Device[] }>();
    expect(answer).toMatchObject({ success: true, created: 3 });
    expect(answer.data.map((d) => d._id)).toEqual(sent.map((row) => row._id));
    expect(answer.data[2]).toMatchObject({
      school_name: other.school_name,
      imei_number: null,
      status: false,
    });
    expect(answer.data[0]).toMatchObject({
      school_name: school.school_name,
      api_token_hint: `••••${sent[0]!.api_token.slice(-4)}`,
    });
    for (const row of sent) expect(response.body).not.toContain(row.api_token);
    expect(await total()).toBe(before + 3);
  });

  it('answers a replay as stored and creates none, and a partial replay creates only the new rows', async () => {
    const sent = rows(2);
    const first = await bulk(sent);
    expect(first.statusCode).toBe(201);
    const before = await total();
    const replay = await bulk(sent);
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.json()).toEqual({ ...first.json<object>(), created: 0 });
    expect(await total()).toBe(before);
    const more = await bulk([...sent, ...rows(1)]);
    expect(more.json()).toMatchObject({ created: 1 });
    expect(await total()).toBe(before + 1);
  });

  it('gives rows without an id one of their own', async () => {
    const response = await bulk([form()]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ data: Device[] }>().data[0]!._id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names each bad row and field, and stores none of the rows', async () => {
    const good = rows(1)[0]!;
    const bad = [
      good,
      { ...form(), device_name: '' },
      { ...form(), api_token: 'short' },
      { ...form(), school_id: undefined, imei_number: badCheckDigit(form().imei_number) },
      { ...form(), api_token: 'has space 123' },
      'not a row',
    ];
    await refused(
      bad,
      400,
      {
        'rows.1.device_name': M.nameRequired,
        'rows.2.api_token': M.tokenTooShort,
        'rows.3.school_id': M.schoolRequired,
        'rows.3.imei_number': M.imeiChecksum,
        'rows.4.api_token': M.tokenInvalid,
        'rows.5': B.rowInvalid,
      },
      B.validationFailed,
    );
    expect((await send('GET', `/api/device/${good._id}`)).statusCode).toBe(404);
  });

  it('refuses rows naming a school that does not exist', async () => {
    await refused([...rows(1), { ...rows(1)[0]!, school_id: newId() }], 400, {
      'rows.1.school_id': M.schoolInvalid,
    });
  });

  it('refuses tokens and IMEIs repeated in the file or held by a live device', async () => {
    const holder = form();
    await created(holder);
    const [a, b, c, d] = rows(4) as [ReturnType<typeof rows>[number], ...ReturnType<typeof rows>];
    const spaced = `${a.imei_number.slice(0, 4)} ${a.imei_number.slice(4)}`;
    await refused(
      [
        a,
        { ...b, api_token: a.api_token, imei_number: spaced },
        { ...c, api_token: holder.api_token },
        { ...d!, imei_number: holder.imei_number },
      ],
      409,
      {
        'rows.0.api_token': DB.tokenRepeated,
        'rows.1.api_token': DB.tokenRepeated,
        'rows.0.imei_number': DB.imeiRepeated,
        'rows.1.imei_number': DB.imeiRepeated,
        'rows.2.api_token': M.tokenTaken,
        'rows.3.imei_number': M.imeiTaken,
      },
      B.duplicates,
    );
  });

  it('lets rows without an IMEI be many', async () => {
    const response = await bulk(rows(3).map((row) => ({ ...row, imei_number: null })));
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses ids repeated in the file or of a deleted device', async () => {
    const gone = await created();
    await send('DELETE', `/api/device/${gone._id}`);
    const [a, b] = rows(2) as [ReturnType<typeof rows>[number], ReturnType<typeof rows>[number]];
    await refused([a, { ...b, _id: a._id }, { ...rows(1)[0]!, _id: gone._id }], 409, {
      'rows.0._id': B.idRepeated,
      'rows.1._id': B.idRepeated,
      'rows.2._id': B.idTaken,
    });
  });

  it('refuses a missing, empty or too long list with a clear message', async () => {
    for (const [devices, message] of [
      [undefined, B.rowsInvalid],
      ['rows', B.rowsInvalid],
      [[], B.noRows],
      [Array.from({ length: MAX_DEVICE_BULK_ROWS + 1 }, () => ({})), DB.tooManyRows],
    ] as const) {
      await refused(devices, 400, { devices: message }, message);
    }
  });

  it('answers a repeated Idempotency-Key with the first answer', async () => {
    const key = newId();
    const sent = rows(1);
    const first = await bulk(sent, { key });
    const before = await total();
    const again = await bulk(sent, { key });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await total()).toBe(before);
  });
});
