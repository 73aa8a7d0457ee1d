import { describe, expect, it } from 'vitest';
import { spikeWindow } from './promotions';

// China time is UTC+8: 02:00Z is 10:00 in Shanghai, 14:00Z is 22:00.
describe('the seeded 秒杀 window', () => {
  it.each([
    ['inside the day’s hours', '2026-11-29T04:00:00Z', '2026-11-29T02:00:00Z', '2026-11-29T14:00:00Z'],
    ['at 10:00 sharp', '2026-11-29T02:00:00Z', '2026-11-29T02:00:00Z', '2026-11-29T14:00:00Z'],
    ['two hours before 22:00', '2026-11-29T12:00:00Z', '2026-11-29T02:00:00Z', '2026-11-29T14:00:00Z'],
    ['in the last two hours (21:55)', '2026-11-29T13:55:00Z', '2026-11-29T11:00:00Z', '2026-11-29T23:00:00Z'],
    ['after 22:00', '2026-11-29T14:30:00Z', '2026-11-29T12:00:00Z', '2026-11-30T00:00:00Z'],
    ['before 10:00 (03:20)', '2026-11-28T19:20:00Z', '2026-11-28T17:00:00Z', '2026-11-29T05:00:00Z'],
  ])('%s', (_, now, startsAt, endsAt) => {
    const window = spikeWindow(new Date(now));
    expect(window).toEqual({ startsAt: new Date(startsAt), endsAt: new Date(endsAt) });
    const hoursLeft = (window.endsAt.getTime() - new Date(now).getTime()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThanOrEqual(2);
  });
});
