/**
 * Starts this context's traffic meter (once: the page's or the service worker's), writing to the device's
 * database. Safe in the service worker: no DOM.
 */
import { db } from '../db/app-db';
import { addTraffic } from './traffic-store';
import { createTrafficMeter, observeResources, type TrafficMeter } from './traffic-meter';

let started: TrafficMeter | null = null;

/** `apiOrigin`: the API's host when it is another, whose requests count by what they were for too. */
export function startTrafficMeter(
  scope: { location: { origin: string } } = self,
  apiOrigin?: string,
): TrafficMeter {
  if (started) return started;
  const meter = createTrafficMeter({
    save: (counts) => addTraffic(db, counts),
    origin: scope.location.origin,
    apiOrigin,
  });
  observeResources(meter);
  started = meter;
  return meter;
}
