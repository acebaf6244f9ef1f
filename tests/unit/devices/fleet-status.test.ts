/** The device list's check-in rules: last seen in words, the lessons badge, the battery, the filter, the cards. */
import { afterEach, describe, expect, it } from 'vitest';
import {
  batteryOf,
  fleetCards,
  lastSeenText,
  lessonsBadge,
  matchesFleetFilter,
} from '../../../src/features/devices/fleet-status';
import { showLanguage } from '../../../src/i18n/language';
import { makeDevice } from './fixtures';

const NOW = Date.parse('2026-11-29T09:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

afterEach(() => showLanguage('en'));

describe('last seen', () => {
  it('says how long ago, in minutes, hours or days, or Never', () => {
    expect(lastSeenText(makeDevice({ last_seen_at: ago(4 * MINUTE + 5000) }), NOW)).toBe('4 min ago');
    expect(lastSeenText(makeDevice({ last_seen_at: ago(2 * 60 * MINUTE) }), NOW)).toBe('2 hr ago');
    expect(lastSeenText(makeDevice({ last_seen_at: ago(3 * DAY + MINUTE) }), NOW)).toBe('3 days ago');
    expect(lastSeenText(makeDevice({ last_seen_at: ago(20_000) }), NOW)).toBe('Just now');
    // A headset's clock a little ahead of the tablet's is now, not "in 1 min".
    expect(lastSeenText(makeDevice({ last_seen_at: ago(-90_000) }), NOW)).toBe('Just now');
    expect(lastSeenText(makeDevice({ last_seen_at: null }), NOW)).toBe('Never');
    expect(lastSeenText(makeDevice(), NOW)).toBe('Never');
  });

  it('says it in Marathi and Hindi, with their digits and words', async () => {
    const device = makeDevice({ last_seen_at: ago(3 * DAY) });
    await showLanguage('mr');
    expect(lastSeenText(device, NOW)).toBe('३ दिवसांपूर्वी');
    expect(lastSeenText(makeDevice(), NOW)).toBe('कधीही नाही');
    await showLanguage('hi');
    expect(lastSeenText(device, NOW)).toBe('3 दिन पहले');
  });
});

describe('the lessons badge', () => {
  const seen = { last_seen_at: ago(MINUTE) };
  it('says each status with its colour, and how far an update is', () => {
    expect(lessonsBadge(makeDevice({ ...seen, lessons_status: 'up_to_date' }))).toEqual({
      tone: 'active',
      text: 'Up to date',
    });
    expect(
      lessonsBadge(
        makeDevice({ ...seen, lessons_status: 'updating', lessons_installed: 12, lessons_total: 40 }),
      ),
    ).toEqual({ tone: 'warning', text: 'Updating, 12 of 40' });
    expect(lessonsBadge(makeDevice({ ...seen, lessons_status: 'out_of_date' }))).toEqual({
      tone: 'inactive',
      text: 'Out of date',
    });
    // A status the server has not given yet, on a headset seen: out of date, as the server's rule says.
    expect(lessonsBadge(makeDevice({ ...seen })).text).toBe('Out of date');
    expect(lessonsBadge(makeDevice({ lessons_status: 'up_to_date' }))).toEqual({
      tone: 'neutral',
      text: 'Never seen',
    });
  });

  it('is in the chosen language', async () => {
    await showLanguage('mr');
    const updating = makeDevice({
      ...seen,
      lessons_status: 'updating',
      lessons_installed: 12,
      lessons_total: 40,
    });
    expect(lessonsBadge(updating).text).toBe('अद्ययावत होत आहे, ४० पैकी १२');
  });
});

describe('the battery', () => {
  it('shows the percent, and says whether it charges', () => {
    expect(batteryOf(makeDevice({ battery_percent: 76, charging: true }))).toEqual({
      percent: '76%',
      charging: true,
      spoken: 'Battery 76%, charging',
    });
    expect(batteryOf(makeDevice({ battery_percent: 5, charging: false }))?.spoken).toBe(
      'Battery 5%, not charging',
    );
    expect(batteryOf(makeDevice())).toBeNull();
  });
});

describe('the filter and the cards', () => {
  const devices = [
    makeDevice({ last_seen_at: ago(MINUTE), lessons_status: 'up_to_date' }),
    makeDevice({ last_seen_at: ago(6 * DAY), lessons_status: 'updating' }),
    makeDevice({ last_seen_at: ago(8 * DAY), lessons_status: 'out_of_date' }),
    makeDevice({ last_seen_at: ago(2 * DAY), lessons_status: 'out_of_date' }),
    makeDevice({ last_seen_at: null }),
  ];

  it('keeps the headsets of one lessons status, or all', () => {
    const kept = (filter: Parameters<typeof matchesFleetFilter>[1]) =>
      devices.filter((device) => matchesFleetFilter(device, filter)).length;
    expect(kept('all')).toBe(5);
    expect(kept('up_to_date')).toBe(1);
    expect(kept('updating')).toBe(1);
    expect(kept('out_of_date')).toBe(2);
    expect(kept('never_seen')).toBe(1);
  });

  it('counts the headsets seen in the last 7 days of all, and those out of date', () => {
    expect(fleetCards(devices, NOW)).toEqual([
      { label: 'Seen in the last 7 days, of 5', value: 3 },
      { label: 'Lessons out of date', value: 2 },
    ]);
  });
});
