import { describe, expect, it } from 'vitest';
import {
  celsiusToTenths,
  coldRangeError,
  coldTemperatureError,
  excursionsOf,
  parseLoggerTime,
  readTemperatureLog,
  tenthsToCelsius,
} from './cold-chain';

const range = { min: 2, max: 8 };

describe('parseLoggerTime', () => {
  it.each([
    ['2026-03-01 08:00', '2026-03-01T00:00:00.000Z'],
    ['2026/3/1 8:05:30', '2026-03-01T00:05:30.000Z'],
    ['2026-03-01T00:00:00Z', '2026-03-01T00:00:00.000Z'],
    ['2026-03-01T08:00:00+08:00', '2026-03-01T00:00:00.000Z'],
  ])('%s → %s', (text, iso) => expect(parseLoggerTime(text)?.toISOString()).toBe(iso));

  it.each(['2026-02-30 08:00', '2026-03-01 25:00', 'yesterday', '', '2026-03-01'])('refuses %s', (text) =>
    expect(parseLoggerTime(text)).toBeNull(),
  );
});

describe('readTemperatureLog', () => {
  it('reads a header, readings every 5 minutes and lists the excursions', () => {
    const csv =
      '时间,温度(°C)\n2026-03-01 08:00,4.2\n2026-03-01 08:05,8.6\n2026-03-01 08:10,9.1\n2026-03-01 08:15,5.0\n2026-03-01 08:20,1.5\n';
    const result = readTemperatureLog(csv, range);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.log.readings).toHaveLength(5);
    expect(result.log.maxGapSeconds).toBe(300);
    expect(result.log.excursions).toEqual([
      { from: '2026-03-01T00:05:00.000Z', to: '2026-03-01T00:10:00.000Z', peak: 9.1 },
      { from: '2026-03-01T00:20:00.000Z', to: '2026-03-01T00:20:00.000Z', peak: 1.5 },
    ]);
  });

  it.each([
    ['2026-03-01 08:00,4\n2026-03-01 08:06,4', '间隔6分钟，超过5分钟'],
    ['2026-03-01 08:05,4\n2026-03-01 08:00,4', '不晚于上一行'],
    ['2026-03-01 08:00,abc\n2026-03-01 08:05,4', '第1行格式不正确'],
    ['2026-03-01 08:00,4', '至少需要2条'],
    ['', '至少需要2条'],
  ])('refuses %j (%s)', (csv, message) => {
    const result = readTemperatureLog(csv, range);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.join('；')).toContain(message);
  });

  it('has no excursion when every reading is within the range', () => {
    expect(
      excursionsOf(
        [
          { t: 'a', c: 2 },
          { t: 'b', c: 8 },
        ],
        range,
      ),
    ).toEqual([]);
  });
});

describe('coldRangeError', () => {
  it.each([
    [{ min: 2, max: 8 }, null],
    [{ min: -30, max: 40 }, null],
    [{ min: -20, max: -15.5 }, null],
    [{ min: 15, max: 25 }, null],
    [
      { min: 8, max: 2 },
      { field: 'cold_min', message: '最低温度须低于最高温度' },
    ],
    [
      { min: 5, max: 5 },
      { field: 'cold_min', message: '最低温度须低于最高温度' },
    ],
    [
      { min: -30.5, max: 8 },
      { field: 'cold_min', message: '最低温度须在-30℃至40℃之间' },
    ],
    [
      { min: 2, max: 40.1 },
      { field: 'cold_max', message: '最高温度须在-30℃至40℃之间' },
    ],
    [
      { min: 2.25, max: 8 },
      { field: 'cold_min', message: '最低温度最多保留一位小数' },
    ],
    [
      { min: 2, max: 7.99 },
      { field: 'cold_max', message: '最高温度最多保留一位小数' },
    ],
    [
      { min: Number.NaN, max: 8 },
      { field: 'cold_min', message: '最低温度必须是数字' },
    ],
  ])('%o → %o', (range, refusal) => expect(coldRangeError(range)).toEqual(refusal));

  it('keeps one decimal exactly in tenths', () => {
    expect(coldTemperatureError(0.1 + 0.2)).toBeNull();
    expect(celsiusToTenths(0.1 + 0.2)).toBe(3);
    expect(celsiusToTenths(-2.5)).toBe(-25);
    expect(tenthsToCelsius(-25)).toBe(-2.5);
  });
});
