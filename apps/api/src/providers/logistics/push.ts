import { createHash } from 'node:crypto';
import { z } from 'zod';

/** 快递100's push signature: uppercase MD5 of the param JSON followed by the salt. */
export function pushSign(param: string, salt: string): string {
  return createHash('md5')
    .update(param + salt, 'utf8')
    .digest('hex')
    .toUpperCase();
}

export interface PushStep {
  at: Date;
  place: string;
  text: string;
  state: string;
}

/** A verified push: which parcel, its state now, all its steps (any order). */
export interface CarrierPush {
  carrierCode: string;
  number: string;
  state: string;
  signed: boolean;
  /** polling | shutdown | abort | updateall */
  monitor: string;
  steps: PushStep[];
}

const text = z.union([z.string(), z.number()]).transform(String);
const pushParam = z.object({
  status: text.optional().default(''),
  lastResult: z.object({
    state: text.optional().default(''),
    ischeck: text.optional().default('0'),
    com: z.string(),
    nu: text,
    data: z
      .array(
        z.object({
          context: z.string(),
          time: z.string().optional(),
          ftime: z.string().optional(),
          areaName: z.string().nullish(),
          status: z.string().nullish(),
          statusCode: text.nullish(),
        }),
      )
      .default([]),
  }),
});

/** "2026-05-01 08:30:00" (Beijing time, as 快递100 writes it) → a Date; null when unreadable. */
export function beijingTime(value: string | undefined): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec((value ?? '').trim());
  if (!m) return null;
  const at = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? '00'}+08:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The push's param JSON read into a CarrierPush; null when it is not one. */
export function parsePush(param: string): CarrierPush | null {
  let json: unknown;
  try {
    json = JSON.parse(param);
  } catch {
    return null;
  }
  const parsed = pushParam.safeParse(json);
  if (!parsed.success) return null;
  const { lastResult, status } = parsed.data;
  const steps: PushStep[] = [];
  for (const d of lastResult.data) {
    const at = beijingTime(d.ftime ?? d.time) ?? beijingTime(d.time);
    if (!at || !d.context.trim()) continue;
    steps.push({
      at,
      place: (d.areaName ?? '').slice(0, 100),
      text: d.context.trim().slice(0, 500),
      state: (d.statusCode ?? '').slice(0, 8),
    });
  }
  return {
    carrierCode: lastResult.com.trim().toLowerCase(),
    number: lastResult.nu.trim(),
    state: lastResult.state.slice(0, 8),
    signed: lastResult.ischeck === '1',
    monitor: status,
    steps,
  };
}

/** A Date as 快递100 writes times: "2026-05-01 08:30:00", Beijing time. */
export function beijingText(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * A push in 快递100's format (resultv2=1: steps newest first, each with areaName and statusCode) with
 * its signature: what the sandbox carrier sends, and what tests and the seed send through the same door.
 */
export function buildPush(
  parcel: { carrierCode: string; number: string },
  steps: PushStep[],
  salt: string,
  state = steps.reduce<PushStep | null>((a, s) => (!a || s.at >= a.at ? s : a), null)?.state ?? '0',
) {
  const signed = /^3(\d\d)?$/.test(state);
  const data = [...steps]
    .sort((a, b) => +b.at - +a.at)
    .map((s) => ({
      context: s.text,
      time: beijingText(s.at),
      ftime: beijingText(s.at),
      status: '',
      statusCode: s.state,
      areaCode: '',
      areaName: s.place,
    }));
  const param = JSON.stringify({
    status: signed ? 'shutdown' : 'polling',
    billstatus: '',
    message: '',
    autoCheck: '0',
    comOld: '',
    comNew: '',
    lastResult: {
      message: 'ok',
      state,
      status: '200',
      condition: '',
      ischeck: signed ? '1' : '0',
      com: parcel.carrierCode || 'sandbox',
      nu: parcel.number,
      data,
    },
  });
  return { param, sign: pushSign(param, salt) };
}
