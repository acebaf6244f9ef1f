import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { noRoomMessage } from '../../../src/data/uploads/queue-upload';
import { useUploadProgress } from '../../../src/data/uploads/upload-progress-store';
import { UploadField } from '../../../src/kit/upload-field';
import { fileLinkOf, UPLOAD_MESSAGES, uploadIdOfLink } from '../../../src/domain/uploads/upload-rules';
import { signInAs } from '../helpers/session';

afterEach(async () => {
  await db.uploads.clear();
  await db.outbox.clear();
});

/** The field inside a form that holds its link, as the content form does. */
function Form({
  initial = null,
  onChange,
}: {
  initial?: string | null;
  onChange: (link: string, id: string) => void;
}) {
  const [link, setLink] = useState<string | null>(initial);
  return (
    <UploadField
      kind="video"
      name="video_file"
      label="Video File"
      link={link}
      required
      onChange={(next, id) => {
        setLink(next);
        onChange(next, id);
      }}
    />
  );
}

const lesson = () => new File(['mp4 bytes'], 'lesson.mp4', { type: 'video/mp4' });

async function choose(file: File) {
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(screen.getByLabelText(/Video File/, { selector: 'input' }), file);
}

describe('UploadField', () => {
  it('is a labelled file input with the API field name and the kind’s endings', () => {
    render(<Form onChange={vi.fn()} />);
    const input = screen.getByLabelText(/Video File/, { selector: 'input' });
    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('name')).toBe('video_file');
    expect(input.getAttribute('accept')).toBe('.mp4,.avi,.mov,.wmv');
    expect(input.getAttribute('aria-required')).toBe('true');
  });

  it('keeps a chosen file on the device, gives the form its link, and shows where it is', async () => {
    signInAs('super_admin');
    const onChange = vi.fn();
    render(<Form onChange={onChange} />);
    await choose(lesson());

    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    const [link, id] = onChange.mock.calls[0] as [string, string];
    expect(link).toBe(fileLinkOf(id));
    expect(await db.uploads.get(id)).toMatchObject({ filename: 'lesson.mp4', status: 'waiting' });
    expect(await screen.findByText('Saved on this device, waiting to upload')).toBeTruthy();
    expect(screen.getByText('lesson.mp4')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');

    // The runner's real progress: bytes sent of the file's size.
    await act(async () => {
      await db.uploads.update(id, { status: 'sending', size: 200 });
      useUploadProgress.getState().report(id, 90);
    });
    expect(await screen.findByText('Uploading… 45%')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('45');

    // Done: the runner deletes the row.
    await act(async () => {
      await db.uploads.delete(id);
    });
    expect(await screen.findByText('Uploaded')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it('shows the server’s refusal', async () => {
    signInAs('super_admin');
    const onChange = vi.fn();
    render(<Form onChange={onChange} />);
    await choose(lesson());
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const id = onChange.mock.calls[0]![1] as string;
    await act(async () => {
      await db.uploads.update(id, { status: 'failed', lastError: UPLOAD_MESSAGES.videoType });
    });
    expect((await screen.findByRole('alert')).textContent).toContain(UPLOAD_MESSAGES.videoType);
    expect(screen.getByText('Not uploaded')).toBeTruthy();
  });

  it('shows the pre-check’s message and keeps nothing for a wrong file', async () => {
    signInAs('super_admin');
    const onChange = vi.fn();
    render(<Form onChange={onChange} />);
    await choose(new File(['MZ'], 'lesson.exe', { type: 'application/octet-stream' }));
    expect((await screen.findByRole('alert')).textContent).toContain(UPLOAD_MESSAGES.videoType);
    expect(onChange).not.toHaveBeenCalled();
    expect(await db.uploads.count()).toBe(0);
  });

  it('says it is keeping the file while it is copied in, and why a file will not fit', async () => {
    signInAs('super_admin');
    let answer: (estimate: StorageEstimate) => void = () => undefined;
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: { estimate: () => new Promise<StorageEstimate>((resolve) => (answer = resolve)) },
    });
    try {
      const onChange = vi.fn();
      render(<Form onChange={onChange} />);
      await choose(lesson());
      expect(await screen.findByText('Keeping the file on this device…')).toBeTruthy();
      act(() => answer({ quota: 1024 * 1024, usage: 1024 * 1024 }));
      expect((await screen.findByRole('alert')).textContent).toBe(noRoomMessage(lesson().size, 0));
      expect(screen.queryByText('Keeping the file on this device…')).toBeNull();
      expect(onChange).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, 'storage');
    }
  });

  it('drops its earlier choice when another file replaces it before the form is saved', async () => {
    signInAs('super_admin');
    const onChange = vi.fn();
    render(<Form onChange={onChange} />);
    await choose(lesson());
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    // Never "Uploaded" for a file just kept, not even while the field reads its row.
    expect(screen.queryByText('Uploaded')).toBeNull();
    await choose(new File(['other'], 'other.mp4', { type: 'video/mp4' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
    const second = onChange.mock.calls[1]![1] as string;
    await waitFor(async () => expect((await db.uploads.toArray()).map((row) => row.id)).toEqual([second]));
  });

  it('shows a stored file of an existing record as uploaded', async () => {
    const link = fileLinkOf('0190a6e0-0000-7000-8000-0000000000f1');
    expect(uploadIdOfLink(link)).not.toBeNull();
    render(<Form initial={link} onChange={vi.fn()} />);
    expect(await screen.findByText('Uploaded')).toBeTruthy();
  });

  it('shows the form’s own message', () => {
    render(
      <UploadField
        kind="video"
        name="video_file"
        label="Video File"
        link={null}
        onChange={vi.fn()}
        error="Video is required"
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Video is required');
    expect(screen.getByLabelText(/Video File/, { selector: 'input' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });
});
