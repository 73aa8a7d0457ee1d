/**
 * 冷链 transit records: a temperature logger's CSV (time, °C), read and judged against the goods'
 * range (2–8 °C unless the goods says otherwise). Readings must come every 5 minutes or more often.
 */
export const COLD_CHAIN_DEFAULT_RANGE = { min: 2, max: 8 } as const;
export const COLD_CHAIN_MAX_GAP_SECONDS = 300;
export const COLD_CHAIN_MAX_READINGS = 20_000;

export interface TemperaturePoint {
  /** ISO time (UTC). */
  t: string;
  c: number;
}

export interface Excursion {
  from: string;
  to: string;
  /** The reading furthest outside the range. */
  peak: number;
}

export interface TemperatureLog {
  readings: TemperaturePoint[];
  maxGapSeconds: number;
  excursions: Excursion[];
}

export type TemperatureLogResult = { ok: true; log: TemperatureLog } | { ok: false; errors: string[] };

/** A logger's time: ISO with a zone, or "YYYY-MM-DD HH:mm[:ss]" / "YYYY/MM/DD …" read as Beijing time. */
export function parseLoggerTime(text: string): Date | null {
  const value = text.trim();
  const local = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (local) {
    const [y, mo, d, h, mi] = local.slice(1, 6).map(Number) as [number, number, number, number, number];
    const s = local[6] ? Number(local[6]) : 0;
    const date = new Date(Date.UTC(y, mo - 1, d, h - 8, mi, s));
    const back = new Date(date.getTime() + 8 * 3600_000);
    if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
    return date;
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

const HEADER = /时间|time|date/i;

/**
 * Reads the CSV (a header row is optional; a comma, tab or semicolon separates time and °C) and judges
 * it: every row readable, times increasing, no gap over 5 minutes. Excursions are the runs of readings
 * outside [min, max]; they do not refuse the record, the buyer decides on them.
 */
export function readTemperatureLog(text: string, range: { min: number; max: number }): TemperatureLogResult {
  const errors: string[] = [];
  const readings: TemperaturePoint[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let previous: Date | null = null;
  let maxGap = 0;
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    const cells = line.split(/[,\t;，]/).map((c) => c.trim().replace(/^"|"$/g, ''));
    if (readings.length === 0 && errors.length === 0 && HEADER.test(cells[0] ?? '')) continue;
    const row = index + 1;
    const at = parseLoggerTime(cells[0] ?? '');
    const celsius = Number((cells[1] ?? '').replace(/°?C$/i, ''));
    if (
      !at ||
      cells[1] === undefined ||
      cells[1] === '' ||
      !Number.isFinite(celsius) ||
      Math.abs(celsius) > 100
    ) {
      errors.push(`第${row}行格式不正确，应为“时间,温度(°C)”`);
      if (errors.length >= 5) break;
      continue;
    }
    if (previous) {
      const gap = (at.getTime() - previous.getTime()) / 1000;
      if (gap <= 0) errors.push(`第${row}行的时间不晚于上一行`);
      else if (gap > COLD_CHAIN_MAX_GAP_SECONDS)
        errors.push(`第${row}行与上一条记录间隔${Math.round(gap / 60)}分钟，超过5分钟`);
      maxGap = Math.max(maxGap, gap);
      if (errors.length >= 5) break;
    }
    previous = at;
    readings.push({ t: at.toISOString(), c: Math.round(celsius * 10) / 10 });
    if (readings.length > COLD_CHAIN_MAX_READINGS) {
      errors.push(`温度记录不能超过${COLD_CHAIN_MAX_READINGS}条`);
      break;
    }
  }
  if (errors.length === 0 && readings.length < 2) errors.push('温度记录至少需要2条读数');
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, log: { readings, maxGapSeconds: maxGap, excursions: excursionsOf(readings, range) } };
}

/** Runs of consecutive readings outside the range, each with its worst reading. */
export function excursionsOf(
  readings: readonly TemperaturePoint[],
  range: { min: number; max: number },
): Excursion[] {
  const runs: Excursion[] = [];
  let current: Excursion | null = null;
  const distance = (c: number) => (c > range.max ? c - range.max : range.min - c);
  for (const r of readings) {
    if (r.c < range.min || r.c > range.max) {
      if (!current) {
        current = { from: r.t, to: r.t, peak: r.c };
        runs.push(current);
      }
      current.to = r.t;
      if (distance(r.c) > distance(current.peak)) current.peak = r.c;
    } else current = null;
  }
  return runs;
}

/** The temperatures a goods' 冷链 range may name, °C. */
export const COLD_CHAIN_LIMITS = { min: -30, max: 40 } as const;

/** Why a °C value cannot bound a goods' range (`what` names the field), or null. One decimal at most. */
export function coldTemperatureError(celsius: number, what = '温度'): string | null {
  if (!Number.isFinite(celsius)) return `${what}必须是数字`;
  if (celsius < COLD_CHAIN_LIMITS.min || celsius > COLD_CHAIN_LIMITS.max)
    return `${what}须在${COLD_CHAIN_LIMITS.min}℃至${COLD_CHAIN_LIMITS.max}℃之间`;
  if (Math.abs(celsius * 10 - Math.round(celsius * 10)) > 1e-6) return `${what}最多保留一位小数`;
  return null;
}

export const COLD_RANGE_ORDER = '最低温度须低于最高温度';

/**
 * The refusal (field and message) of a goods' 冷链 range in °C, or null: each bound within −30…40 °C
 * with one decimal at most, the lowest below the highest.
 */
export function coldRangeError(range: {
  min: number;
  max: number;
}): { field: string; message: string } | null {
  const low = coldTemperatureError(range.min, '最低温度');
  if (low) return { field: 'cold_min', message: low };
  const high = coldTemperatureError(range.max, '最高温度');
  if (high) return { field: 'cold_max', message: high };
  if (range.min >= range.max) return { field: 'cold_min', message: COLD_RANGE_ORDER };
  return null;
}

/** °C (one decimal) ↔ the tenths of a °C the database keeps. */
export const celsiusToTenths = (celsius: number) => Math.round(celsius * 10);
export const tenthsToCelsius = (tenths: number) => tenths / 10;
