import type {
  StoreCreateAnswer,
  storeCreateBody,
  StoreListAnswer,
  StoreOrdersAnswer,
  StoreUpdateInput,
} from '@yaocai/contract';
import { DRUG_SCOPES, formatYuan } from '@yaocai/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { forbidden, invalid, notFound } from '../../lib/http-errors';
import { isUniqueViolation } from '../../lib/unique-numbers';
import { orderList } from '../orders/index';
import { checkRegistration, createBuyer, type BuyerInput } from './registration.service';
import { policyViews } from './store-policy.service';
import * as repo from './stores.repository';
import type { Viewer } from '../../shared/viewer';

const STORE_ORDERS_PAGE_SIZE = 10;

const REVIEW_NAMES = { approved: '已通过', pending: '审核中', rejected: '未通过' } as const;

function reviewStatus(isPassed: number, reviewNote: string): keyof typeof REVIEW_NAMES {
  if (isPassed === 1) return 'approved';
  return reviewNote ? 'rejected' : 'pending';
}

/** 多门店管理: the headquarters' stores; anyone else has none. */
export async function storeList(db: Database, viewer: Viewer): Promise<StoreListAnswer> {
  const hq = await repo.findHeadquarters(db, viewer.memberId);
  if (hq?.kind !== 'chain') return { is_chain: 0, scopes: [], list: [] };
  const rows = await repo.listStores(db, viewer.memberId);
  const policies = await policyViews(
    db,
    rows.map((s) => s.id),
  );
  return {
    is_chain: 1,
    scopes: hq.scopes,
    list: rows.map((s) => {
      const status = reviewStatus(s.isPassed, s.reviewNote);
      return {
        id: s.id,
        username: s.username,
        company: s.company,
        name: s.contactName,
        phone: s.contactPhone,
        region: s.region,
        city: s.city,
        district: s.district,
        address: s.address,
        is_passed: s.isPassed,
        review_status: status,
        review_status_name: REVIEW_NAMES[status],
        review_note: s.reviewNote,
        order_count: Number(s.orderCount),
        order_amount: formatYuan(Number(s.orderAmount)),
        last_order_at: s.lastOrderAt ? new Date(s.lastOrderAt).toISOString() : null,
        cart: Number(s.cart),
        created_at: s.createdAt.toISOString(),
        policy: policies.get(s.id)!,
      };
    }),
  };
}

/** One of the viewer's own stores; any other member is 404, whoever asks. */
async function ownStore(db: Database, viewer: Viewer, storeId: number) {
  const store = await repo.findOwnStore(db, viewer.memberId, storeId);
  if (!store) throw notFound('门店');
  return store;
}

export async function updateStore(db: Database, viewer: Viewer, storeId: number, input: StoreUpdateInput) {
  const store = await ownStore(db, viewer, storeId);
  await repo.updateStoreContact(db, store.viewer.companyId, input);
  return null;
}

/** A store's orders, newest first, read through the order centre as the store would see them. */
export async function storeOrders(
  db: Database,
  viewer: Viewer,
  storeId: number,
  page: number,
): Promise<StoreOrdersAnswer> {
  const store = await ownStore(db, viewer, storeId);
  const orders = await orderList(db, store.viewer, { page, pageSize: STORE_ORDERS_PAGE_SIZE });
  return {
    store: { id: store.viewer.memberId, username: store.viewer.username, company: store.company },
    list: orders.list.map((o) => {
      const names = [...new Set(o.lines.filter((l) => !l.is_gift).map((l) => l.goods_name))];
      const shown = names.slice(0, 2).join('、');
      return {
        id: o.id,
        order_no: o.order_no,
        status: o.status,
        status_name: o.status_name,
        created_at: o.created_at,
        payable_amount: o.payable_amount,
        goods_count: o.goods_count,
        total_number: o.total_number,
        goods_summary: names.length > 2 ? `${shown}等${names.length}种` : shown,
      };
    }),
    total: orders.total,
    page: orders.page,
    page_size: orders.page_size,
  };
}

const USERNAME_TAKEN = '该用户名已被注册，请换一个';

/**
 * 多门店注册: a headquarters opens an account for a store under itself. The store is registered like
 * any buyer (registration.service: the same checks and createBuyer) as a pharmacy asking for the
 * headquarters' scopes, then made the headquarters' store (kind store, parent, account manager,
 * customer group) in the same transaction. It logs in with its own password and waits for review.
 */
export async function addStore(
  db: Database,
  viewer: Viewer,
  input: z.output<typeof storeCreateBody>,
  now = new Date(),
): Promise<StoreCreateAnswer> {
  const hq = await repo.findHeadquarters(db, viewer.memberId);
  if (hq?.kind !== 'chain') throw forbidden('仅连锁总部可以添加门店');
  const buyer: BuyerInput = {
    ...input,
    company_type: 'pharmacy',
    scopes: hq.scopes.length > 0 ? hq.scopes : [...DRUG_SCOPES],
    agree: '1',
  };
  const passwordHash = await checkRegistration(db, buyer, now);
  try {
    const created = await db.transaction(async (tx) => {
      const ids = await createBuyer(tx, buyer, passwordHash, now);
      await repo.makeStore(tx, ids, {
        headquartersId: viewer.memberId,
        accountManagerId: hq.accountManagerId,
        customerGroup: hq.customerGroup,
      });
      return ids;
    });
    return {
      id: created.memberId,
      username: input.username,
      company: input.company,
      review_status: 'pending',
    };
  } catch (error) {
    // Two stores asking for one username at once: the unique index lets one through.
    if (isUniqueViolation(error, 'members_username_uq')) throw invalid('username', USERNAME_TAKEN);
    throw error;
  }
}
