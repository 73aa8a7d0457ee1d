import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { chinaInstant, chinaMinute, formatWindow, pickerTime, windowMessage } from './promotion-time';

describe('promotion times', () => {
  it('shows an ISO time as its China minute and sends it back unchanged', () => {
    const shown = pickerTime('2026-10-24T11:25:46.964Z');
    expect(chinaMinute(shown)).toBe('2026-10-24 19:25');
    expect(chinaInstant('2026-10-24 19:25').toISOString()).toBe('2026-10-24T11:25:00.000Z');
  });

  it('reads a window as staff do', () => {
    expect(formatWindow('2026-11-23T02:00:00.000Z', '2026-11-23T14:00:00.000Z')).toBe(
      '2026-11-23 10:00 至 2026-11-23 22:00',
    );
  });

  it("refuses what the API's window rule refuses", () => {
    const at = (text: string) => dayjs(text);
    expect(windowMessage(null)).toBe('请选择活动时间');
    expect(windowMessage([at('2026-12-01 10:00'), at('2026-12-01 10:00')])).toBe('结束时间必须晚于开始时间');
    expect(windowMessage([at('2026-01-01 00:00'), at('2027-06-01 00:00')])).toBe('活动时间不能超过366天');
    expect(windowMessage([at('2026-12-01 10:00'), at('2026-12-08 22:00')])).toBeNull();
  });
});
