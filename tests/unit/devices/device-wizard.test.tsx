/** The device wizard's steps: each Next's rule, the school search, review and save. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { useSyncStatus } from '../../../src/data/sync/sync-status-store';
import { DeviceWizard } from '../../../src/features/devices/device-wizard';
import type { WizardMode } from '../../../src/features/devices/device-wizard-values';
import { serverAnswer } from '../../../src/data/outbox/server-answer';
import { AppToasts } from '../../../src/ui/app-toasts';
import { errorOf, expectFieldNames, setText } from '../helpers/form-fields';
import { signInAs } from '../helpers/session';
import { cleanDeviceEachTest, makeSchool } from '../schools/fixtures';
import { JUNNAR, makeDevice, SHIRUR } from './fixtures';

vi.mock('../../../src/data/outbox/server-answer', () => ({ serverAnswer: vi.fn() }));

cleanDeviceEachTest();

const CLOSED = makeSchool({ school_name: 'ZP School Closed', status: 'inactive', city: 'Ambegaon' });
const TOKEN = 'Tk7pQz2mWx9rLs4v';

beforeEach(async () => {
  await db.entity('schools').bulkPut([SHIRUR, JUNNAR, CLOSED]);
  signInAs('super_admin');
  vi.mocked(serverAnswer).mockReset().mockResolvedValue({ kind: 'accepted' });
});

function openWizard(mode: WizardMode = { kind: 'create' }) {
  const onDone = vi.fn();
  const onCancel = vi.fn();
  const user = userEvent.setup();
  render(
    <>
      <DeviceWizard mode={mode} onDone={onDone} onCancel={onCancel} />
      <AppToasts />
    </>,
  );
  const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
  return { user, onDone, onCancel, button };
}

async function fillBasics(user: ReturnType<typeof userEvent.setup>) {
  await setText(user, 'Device Name', 'Quest 3 - Shirur 07');
  await setText(user, 'API Token', TOKEN);
}

/** The school cards, once the mirror's schools are read. */
/** Fills step 1, picks ZP School Shirur, and creates from the review. */
async function createForShirur(
  user: ReturnType<typeof userEvent.setup>,
  button: (name: string) => HTMLElement,
) {
  await fillBasics(user);
  await user.click(button('Next'));
  await user.click(await screen.findByRole('button', { name: /ZP School Shirur/ }));
  await user.click(button('Next'));
  await user.click(button('Create Device'));
}

const cards = async () =>
  within(await screen.findByRole('list', { name: 'Schools' })).findAllByRole('button');

describe('DeviceWizard, creating', () => {
  it('step 1: its fields, and Next disabled until name and token are filled', async () => {
    const { user, button } = openWizard();
    expect(screen.getByRole('heading', { name: 'Create New VR Device' })).toBeTruthy();
    expect(screen.getByText('Step 1: Basic Information')).toBeTruthy();
    expectFieldNames(screen.getByRole('form'), [
      ['Device Name', 'device_name'],
      ['API Token', 'api_token'],
      ['Initial Status', 'status'],
      ['IMEI Number', 'imei_number'],
    ]);
    expect(screen.getByLabelText<HTMLSelectElement>('Initial Status').value).toBe('active');
    expect(button('Previous').disabled).toBe(true);
    expect(button('Next').disabled).toBe(true);
    await setText(user, 'Device Name', 'Quest 3');
    expect(button('Next').disabled).toBe(true);
    await user.click(button('Generate'));
    expect(screen.getByLabelText<HTMLInputElement>('API Token').value).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(button('Next').disabled).toBe(false);
  });

  it("step 1: each field's message, and Next stays while one shows", async () => {
    const { user, button } = openWizard();
    await setText(user, 'Device Name', 'Quest 3');
    await setText(user, 'API Token', 'short');
    expect(errorOf('API Token')).toBe('API token must be at least 8 characters');
    await setText(user, 'IMEI Number', '12345');
    expect(errorOf('IMEI Number')).toBe('IMEI number must be exactly 15 digits');
    await user.click(button('Next'));
    expect(screen.getByText('Step 1: Basic Information')).toBeTruthy();
    await setText(user, 'API Token', 'has a space');
    expect(errorOf('API Token')).toBe('API token cannot contain spaces or control characters');
    await setText(user, 'Device Name', '');
    expect(errorOf('Device Name')).toBe('Device name is required');
  });

  it('step 2: active schools only, the search and its empty text, Next disabled until one is chosen', async () => {
    const { user, button } = openWizard();
    await fillBasics(user);
    await user.click(button('Next'));
    expect(screen.getByText('Step 2: School Allocation')).toBeTruthy();
    expect((await cards()).map((card) => card.textContent)).toEqual([
      expect.stringContaining('ZP School Junnar'),
      expect.stringContaining('ZP School Shirur'),
    ]);
    expect(button('Next').disabled).toBe(true);
    const search = screen.getByPlaceholderText('Search schools by name, location, or principal...');
    await user.type(search, 'nowhere');
    expect(screen.getByText('No schools found matching your search.')).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'junnar');
    expect(await cards()).toHaveLength(1);
    await user.click((await cards())[0]!);
    // The chosen school is read from the device's database, a moment after the click.
    expect(
      await within(screen.getByRole('region', { name: 'Selected School' })).findByText('ZP School Junnar'),
    ).toBeTruthy();
    expect(button('Next').disabled).toBe(false);
    await user.click(button('Previous'));
    expect(screen.getByLabelText<HTMLInputElement>('Device Name').value).toBe('Quest 3 - Shirur 07');
  });

  it('step 3 reviews the device with its token masked; Create Device saves it and says so', async () => {
    const { user, button, onDone } = openWizard();
    await fillBasics(user);
    await user.selectOptions(screen.getByLabelText('Initial Status'), 'inactive');
    await user.click(button('Next'));
    await user.click(await screen.findByRole('button', { name: /ZP School Junnar/ }));
    await user.click(button('Next'));
    expect(screen.getByText('Step 3: Review & Create')).toBeTruthy();
    const review = screen.getAllByRole('definition')[0]!.closest('dl')!;
    expect(review.textContent).toContain('Quest 3 - Shirur 07');
    expect(review.textContent).toContain(`••••${TOKEN.slice(-4)}`);
    expect(review.textContent).not.toContain(TOKEN);
    expect(review.textContent).toContain('Inactive');
    expect(review.textContent).toContain('ZP School Junnar');
    await user.click(button('Create Device'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const id = onDone.mock.calls[0]![0] as string;
    expect(await screen.findByText('Device created successfully!')).toBeTruthy();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      targetId: id,
      request: { method: 'POST', body: { status: false, school_id: JUNNAR._id } },
    });
    expect(await db.devices.get(id)).not.toHaveProperty('api_token');
  });

  it('a create the server refused keeps the wizard open with its message; saving again fixes that create', async () => {
    const taken = 'This API token is already used by another device';
    // As the drainer leaves a row the server refused.
    vi.mocked(serverAnswer).mockImplementationOnce(async (id) => {
      await db.outbox.where('targetId').equals(id).modify({ status: 'failed', lastError: taken });
      return { kind: 'refused', message: taken, fieldErrors: { api_token: taken } };
    });
    const { user, button, onDone } = openWizard();
    await createForShirur(user, button);
    expect(
      await screen.findByText('Failed to create device: This API token is already used by another device'),
    ).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByText('Step 1: Basic Information')).toBeTruthy();
    expect(errorOf('API Token')).toBe('This API token is already used by another device');
    await user.click(button('Generate'));
    await user.click(button('Next'));
    await user.click(button('Next'));
    await user.click(button('Create Device'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const rows = await db.outbox.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'waiting', request: { method: 'POST' } });
    expect(rows[0]?.request.body?.api_token).not.toBe(TOKEN);
  });

  it('offline, the device is saved on this device and the wizard says so', async () => {
    useSyncStatus.setState({ online: false });
    const { user, button, onDone } = openWizard();
    await createForShirur(user, button);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(await screen.findByText(/Saved on this device/)).toBeTruthy();
    expect(serverAnswer).not.toHaveBeenCalled();
  });
});

describe('DeviceWizard, editing', () => {
  const device = makeDevice({ device_name: 'Quest 3 - Old', school_id: CLOSED._id, imei_number: null });

  it('opens with the values, an empty token that keeps the current one, every school, and Edit Device', async () => {
    const { user, button, onDone } = openWizard({ kind: 'edit', device });
    expect(screen.getByRole('heading', { name: 'Edit VR Device' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Device Name').value).toBe('Quest 3 - Old');
    expect(screen.getByLabelText<HTMLInputElement>('API Token').value).toBe('');
    expect(screen.getByText('Leave empty to keep the current token')).toBeTruthy();
    expect(button('Next').disabled).toBe(false);
    await user.click(button('Next'));
    expect(await cards()).toHaveLength(3);
    expect(
      (await screen.findByRole('button', { name: /ZP School Closed/ })).getAttribute('aria-pressed'),
    ).toBe('true');
    await user.click(button('Next'));
    expect(screen.getByText('Step 3: Review & Save')).toBeTruthy();
    expect(screen.getByText('Unchanged')).toBeTruthy();
    await user.click(button('Edit Device'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(device._id));
    expect(await screen.findByText('No changes to save')).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it('an edit the server refused says the failure text', async () => {
    await db.entity('devices').put(device);
    vi.mocked(serverAnswer).mockResolvedValueOnce({ kind: 'refused', message: 'Conflict', fieldErrors: {} });
    const { user, button, onDone } = openWizard({ kind: 'edit', device });
    await setText(user, 'Device Name', 'Quest 3 - New');
    await user.click(button('Next'));
    await user.click(button('Next'));
    await user.click(button('Edit Device'));
    expect(await screen.findByText('Failed to edit device. Please try again.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
