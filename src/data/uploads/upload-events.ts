/** A signal from the queue to the runner: "a file is waiting". */
import { createSignal } from '../signal';

const uploadQueued = createSignal();

export const onUploadQueued = uploadQueued.on;
export const notifyUploadQueued = uploadQueued.notify;
