/** A tiny signal from writers to the drainer: "there is something new to send". */
import { createSignal } from '../signal';

const outboxChanged = createSignal();

export const onOutboxChanged = outboxChanged.on;
export const notifyOutboxChanged = outboxChanged.notify;
