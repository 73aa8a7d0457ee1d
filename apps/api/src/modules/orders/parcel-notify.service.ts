import { timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import {
  beijingText,
  buildPush,
  parsePush,
  pushSign,
  type LogisticsProvider,
  type PushStep,
} from '../../providers/logistics/index';
import { applyPush } from './parcels.service';
import * as repo from './parcels.repository';

/** 快递100's acknowledgement of a push (result false makes it push again later). */
export interface PushAck {
  result: boolean;
  returnCode: string;
  message: string;
}

const OK: PushAck = { result: true, returnCode: '200', message: '成功' };

function signMatches(param: string, sign: string, salt: string) {
  const expected = Buffer.from(pushSign(param, salt));
  const given = Buffer.from(sign.trim().toUpperCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A push to POST /api/logistics/notify/kuaidi100 (快递100's, or the sandbox carrier's in the same
 * format): a push without the right sign changes nothing; a good one is stored idempotently.
 * `accepting` is false where pushes must not be taken (the sandbox's public salt in production).
 */
export async function receivePush(
  db: Database,
  provider: LogisticsProvider,
  body: { param: string; sign?: string },
  accepting: boolean,
  now = new Date(),
): Promise<PushAck> {
  if (!accepting) return { result: false, returnCode: '500', message: '未启用物流推送' };
  if (!body.sign || !signMatches(body.param, body.sign, provider.salt)) {
    return { result: false, returnCode: '500', message: '签名错误' };
  }
  const push = parsePush(body.param);
  if (!push) return { result: false, returnCode: '500', message: '参数格式错误' };
  await applyPush(db, push, now);
  return OK;
}

/**
 * The sandbox carrier's push of one more step of a parcel: like 快递100 it sends the parcel's whole
 * track (the stored steps and the new one), signed with the sandbox salt, through the same door.
 */
export async function sandboxPush(
  db: Database,
  provider: LogisticsProvider,
  parcelId: number,
  step: { state: string; place: string; text: string; at?: Date },
  now = new Date(),
) {
  const parcel = await repo.findParcel(db, parcelId);
  if (!parcel) throw notFound('包裹');
  const stored: PushStep[] = (await repo.stepsOf(db, [parcel.id])).map((s) => ({
    at: s.at,
    place: s.place,
    text: s.text,
    state: s.state,
  }));
  // Whole seconds, as 快递100 writes them, so the same step pushed again is the same row.
  const at = new Date(Math.floor((step.at ?? now).getTime() / 1000) * 1000);
  const pushed = { at, place: step.place, text: step.text, state: step.state };
  const body = buildPush(parcel, [...stored, pushed], provider.salt, step.state);
  const ack = await receivePush(db, provider, body, true, now);
  return { parcel_id: parcel.id, result: ack.result, time: beijingText(at) };
}
