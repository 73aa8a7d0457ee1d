import type { RecurringPlan, recurringBody } from '@yaocai/contract';
import {
  catchUpRunOn,
  firstRunOn,
  followingRunOn,
  formatDate,
  RECURRING_EVERY_LABELS,
  RECURRING_PAY_LABELS,
  toCalendarDate,
  WEEKDAY_LABELS,
  type RecurringEvery,
  type RecurringPay,
} from '@yaocai/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { conflict, invalid, notFound } from '../../lib/http-errors';
import type { Viewer } from '../../shared/viewer';
import { goodsCards } from '../catalog/index';
import { findAddresses, fullAddress } from '../orders/index';
import * as repo from './recurring.repository';

type PlanBody = z.output<typeof recurringBody>;
const MAX_PLANS = 20;
const today = (now: Date) => toCalendarDate(now);
const text = formatDate;

export function scheduleText(every: RecurringEvery, day: number) {
  return every === 'month' ? `每月${day}日` : `${RECURRING_EVERY_LABELS[every]}${WEEKDAY_LABELS[day]}`;
}

async function toPlans(db: Database, viewer: Viewer, plans: repo.PlanRow[]): Promise<RecurringPlan[]> {
  const goodsIds = [...new Set(plans.flatMap((p) => p.lines.map((l) => l.goods_id)))];
  const [cards, addresses, runs] = await Promise.all([
    goodsCards(db, goodsIds, viewer),
    findAddresses(db, viewer.memberId),
    repo.findRuns(
      db,
      plans.map((p) => p.id),
    ),
  ]);
  const cardOf = new Map(cards.map((c) => [c.id, c]));
  const addressOf = new Map(addresses.map((a) => [a.id, a]));
  return plans.map((p) => {
    const every = p.every as RecurringEvery;
    const address = addressOf.get(p.addressId);
    return {
      id: p.id,
      name: p.name,
      lines: p.lines.map((l) => {
        const card = cardOf.get(l.goods_id);
        return {
          goods_id: l.goods_id,
          number: l.number,
          name: card?.name ?? '该商品已下架',
          spec: card?.ypgg ?? '',
          manufacturer: card?.sccj ?? '',
          price: card?.base_price ?? null,
        };
      }),
      every,
      every_name: RECURRING_EVERY_LABELS[every],
      day: p.day,
      schedule: scheduleText(every, p.day),
      address_id: p.addressId,
      address: address ? `${address.consignee} ${address.phone} ${fullAddress(address)}` : '',
      pay: p.pay as RecurringPay,
      pay_name: RECURRING_PAY_LABELS[p.pay as RecurringPay],
      status: p.status === 'paused' ? 'paused' : 'active',
      next_run_on: p.status === 'paused' ? null : p.nextRunOn,
      runs: runs
        .filter((r) => r.planId === p.id)
        .slice(0, 5)
        .map((r) => ({
          run_on: r.runOn,
          status: r.status === 'failed' ? 'failed' : 'ordered',
          order_id: r.orderId,
          summary: r.summary,
        })),
    };
  });
}

export async function myPlans(db: Database, viewer: Viewer) {
  return { list: await toPlans(db, viewer, await repo.findPlans(db, viewer.memberId)) };
}

async function ownPlan(db: Database, viewer: Viewer, id: number) {
  const plan = await repo.findPlan(db, viewer.memberId, id);
  if (!plan) throw notFound('定期采购计划');
  return plan;
}

/** The address must be the member's own and every goods one it may see now. */
async function checkBody(db: Database, viewer: Viewer, body: PlanBody) {
  const addresses = await findAddresses(db, viewer.memberId);
  if (!addresses.some((a) => a.id === body.address_id)) throw invalid('address_id', '收货地址不存在');
  const ids = body.lines.map((l) => l.goods_id);
  const seen = new Set((await goodsCards(db, ids, viewer)).map((c) => c.id));
  const unseen = ids.findIndex((id) => !seen.has(id));
  if (unseen >= 0) throw invalid(`lines.${unseen}.goods_id`, '商品不存在或已下架');
}

const valuesOf = (body: PlanBody, now: Date): repo.PlanValues => ({
  name: body.name,
  lines: body.lines.map((l) => ({ goods_id: l.goods_id, number: l.number })),
  every: body.every,
  day: body.day,
  addressId: body.address_id,
  pay: body.pay,
  nextRunOn: text(firstRunOn(body.every, body.day, today(now))),
});

async function one(db: Database, viewer: Viewer, plan: repo.PlanRow) {
  return (await toPlans(db, viewer, [plan]))[0];
}

export async function createPlan(db: Database, viewer: Viewer, body: PlanBody, now = new Date()) {
  await checkBody(db, viewer, body);
  if ((await repo.findPlans(db, viewer.memberId)).length >= MAX_PLANS) {
    throw conflict(`最多建立${MAX_PLANS}个定期采购计划`);
  }
  return one(db, viewer, await repo.insertPlan(db, viewer.memberId, valuesOf(body, now)));
}

export async function updatePlan(db: Database, viewer: Viewer, id: number, body: PlanBody, now = new Date()) {
  await ownPlan(db, viewer, id);
  await checkBody(db, viewer, body);
  return one(db, viewer, await repo.updatePlan(db, id, valuesOf(body, now)));
}

export async function pausePlan(db: Database, viewer: Viewer, id: number) {
  await ownPlan(db, viewer, id);
  return one(db, viewer, await repo.updatePlan(db, id, { status: 'paused' }));
}

/** Resumed, the plan orders next on its first day from today on (days missed while paused are not made). */
export async function resumePlan(db: Database, viewer: Viewer, id: number, now = new Date()) {
  const plan = await ownPlan(db, viewer, id);
  const every = plan.every as RecurringEvery;
  const next = catchUpRunOn(every, plan.day, toCalendarDate(plan.nextRunOn), today(now));
  return one(db, viewer, await repo.updatePlan(db, id, { status: 'active', nextRunOn: text(next) }));
}

/** 跳过下次: the next day is left out; the plan orders on the one after. */
export async function skipNext(db: Database, viewer: Viewer, id: number, now = new Date()) {
  const plan = await ownPlan(db, viewer, id);
  if (plan.status !== 'active') throw conflict('计划已暂停，无需跳过');
  const every = plan.every as RecurringEvery;
  const next = catchUpRunOn(every, plan.day, toCalendarDate(plan.nextRunOn), today(now));
  return one(
    db,
    viewer,
    await repo.updatePlan(db, id, { nextRunOn: text(followingRunOn(every, plan.day, next)) }),
  );
}

export async function deletePlan(db: Database, viewer: Viewer, id: number) {
  await ownPlan(db, viewer, id);
  await repo.deletePlan(db, id);
  return { id };
}
