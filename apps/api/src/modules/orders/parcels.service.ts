import {
  isSignedState,
  kuaidi100Code,
  PARCEL_SUBSCRIBE_ATTEMPTS,
  parcelStateLabel,
  parcelStateName,
  subscribeRetryDelayMs,
} from '@yaocai/domain';
import type { Database } from '../../db/client';
import type { CarrierPush, LogisticsProvider } from '../../providers/logistics/index';
import * as orders from './orders.repository';
import * as repo from './parcels.repository';

export type ParcelPurpose = 'order' | 'return' | 'replacement';

export const SUBSCRIPTION_LABELS: Record<string, string> = {
  pending: '订阅中',
  subscribed: '已订阅',
  failed: '订阅失败',
  unsupported: '不支持的物流公司',
};

/**
 * Records a parcel to follow (inside the shipping transaction; nothing leaves the machine here). The
 * subscription with the carrier service is made after the commit (`followDueParcels`).
 */
export async function recordParcel(
  db: Database,
  parcel: { orderId: number; afterSaleId?: number; purpose: ParcelPurpose; carrier: string; number: string },
  now: Date,
) {
  const carrierCode = kuaidi100Code(parcel.carrier);
  return repo.insertParcel(db, {
    orderId: parcel.orderId,
    afterSaleId: parcel.afterSaleId ?? null,
    purpose: parcel.purpose,
    carrier: parcel.carrier,
    carrierCode,
    number: parcel.number,
    subscription: carrierCode ? 'pending' : 'unsupported',
    nextSubscribeAt: now,
    createdAt: now,
    updatedAt: now,
  });
}

const SUBSCRIBE_LEASE_MS = 60_000;
export const SUBSCRIBE_BATCH = 20;

/**
 * Subscribes the parcels due for it with the provider, outside any transaction: each is leased first
 * (so instances never subscribe one twice at once), a refusal or an outage is retried later with a
 * growing wait, and after PARCEL_SUBSCRIBE_ATTEMPTS the parcel is marked failed for staff to see.
 */
export async function followDueParcels(db: Database, provider: LogisticsProvider, now = new Date()) {
  const due = await repo.claimDueSubscriptions(
    db,
    now,
    new Date(now.getTime() + SUBSCRIBE_LEASE_MS),
    SUBSCRIBE_BATCH,
  );
  let subscribed = 0;
  for (const parcel of due) {
    try {
      await provider.subscribe({ carrierCode: parcel.carrierCode, number: parcel.number });
      await repo.updateParcel(db, parcel.id, {
        subscription: 'subscribed',
        provider: provider.name,
        subscribeError: '',
        updatedAt: now,
      });
      subscribed++;
    } catch (error) {
      const failed = parcel.attempts >= PARCEL_SUBSCRIBE_ATTEMPTS;
      await repo.updateParcel(db, parcel.id, {
        subscription: failed ? 'failed' : 'pending',
        provider: provider.name,
        subscribeError: (error instanceof Error ? error.message : String(error)).slice(0, 200),
        nextSubscribeAt: new Date(now.getTime() + subscribeRetryDelayMs(parcel.attempts)),
        updatedAt: now,
      });
    }
  }
  return { attempted: due.length, subscribed };
}

/** Staff ask for another round of attempts on a failed subscription. */
export async function retrySubscription(db: Database, id: number, now = new Date()) {
  await repo.updateParcel(db, id, { subscription: 'pending', subscribeAttempts: 0, nextSubscribeAt: now });
}

/** The parcels a push is about: its number, with the carrier's code when several parcels share it. */
async function parcelsOfPush(db: Database, push: CarrierPush) {
  const byNumber = await repo.parcelsByNumber(db, push.number);
  const sameCarrier = byNumber.filter((p) => p.carrierCode === push.carrierCode);
  // 快递100 may correct a wrong company code (autoCheck): the number alone then names the parcel.
  return sameCarrier.length > 0 ? sameCarrier : byNumber;
}

/** What happens when a parcel is signed for, per its purpose (the 换货 flow adds its own). */
export type SignedHook = (db: Database, parcel: repo.ParcelRow, at: Date) => Promise<void>;

const signedHooks: Partial<Record<string, SignedHook>> = {
  order: async (db, parcel, at) => {
    await orders.insertEvent(
      db,
      parcel.orderId,
      'signed',
      `快件已签收（${parcel.carrier} ${parcel.number}）`,
      at,
    );
  },
};

export function onParcelSigned(purpose: ParcelPurpose, hook: SignedHook) {
  signedHooks[purpose] = hook;
}

/**
 * Applies a verified push: its steps are stored once whatever the pushes repeat or the order they
 * arrive in, the parcel's state is that of its newest step, and the first push that shows it signed
 * for records the signing (on the order's timeline for an order's parcel).
 */
export async function applyPush(db: Database, push: CarrierPush, now = new Date()) {
  const targets = await parcelsOfPush(db, push);
  for (const target of targets) {
    await db.transaction(async (tx) => {
      const parcel = await repo.lockParcel(tx, target.id);
      if (!parcel) return;
      await repo.insertSteps(tx, parcel.id, push.steps);
      const [newest] = await repo.stepsOf(tx, [parcel.id]);
      const pushNewest = push.steps.reduce((t, s) => Math.max(t, s.at.getTime()), 0);
      const pushIsLatest = !newest || pushNewest >= newest.at.getTime();
      const state = newest?.state || (pushIsLatest ? push.state : '') || parcel.state;
      const monitorEnded = push.monitor === 'abort' && !parcel.signedAt;
      await repo.updateParcel(tx, parcel.id, {
        state,
        updatedAt: now,
        // 快递100 gave up (no record for days): subscribe again later, as its documentation asks.
        ...(monitorEnded
          ? { subscription: 'pending', nextSubscribeAt: new Date(now.getTime() + 30 * 60_000) }
          : {}),
      });
      const signingSteps = push.steps.filter((s) => isSignedState(s.state)).sort((a, b) => +a.at - +b.at);
      const signed =
        signingSteps[0]?.at ??
        (push.signed || isSignedState(push.state) ? new Date(pushNewest || now.getTime()) : null);
      if (signed && (await repo.markSigned(tx, parcel.id, signed))) {
        await signedHooks[parcel.purpose]?.(tx, parcel, signed);
      }
    });
  }
  return targets.length;
}

/** A parcel as the pages show it; `steps` may hold other parcels' steps too (only its own count). */
export function parcelView(parcel: repo.ParcelRow, steps: repo.ParcelStepRow[]) {
  const own = steps.filter((s) => s.parcelId === parcel.id);
  return {
    id: parcel.id,
    purpose: parcel.purpose,
    carrier: parcel.carrier,
    number: parcel.number,
    state: parcel.state,
    state_name: parcelStateName(parcel.state, own.length),
    signed_at: parcel.signedAt?.toISOString() ?? null,
    subscription: parcel.subscription,
    subscription_name: SUBSCRIPTION_LABELS[parcel.subscription] ?? parcel.subscription,
    /** Newest first. */
    steps: own.map((s) => ({
      time: s.at.toISOString(),
      place: s.place,
      text: s.text,
      state: s.state,
      state_name: parcelStateLabel(s.state),
    })),
  };
}

/** The parcels of orders (or of one after-sale) with their steps, as the pages show them. */
export async function parcelViews(db: Database, rows: repo.ParcelRow[]) {
  const steps = await repo.stepsOf(
    db,
    rows.map((p) => p.id),
  );
  return rows.map((p) => parcelView(p, steps));
}

export async function orderParcels(db: Database, orderId: number) {
  const rows = await repo.parcelsOfOrders(db, [orderId]);
  return parcelViews(
    db,
    rows.filter((p) => p.purpose === 'order'),
  );
}
