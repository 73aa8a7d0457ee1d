import type { SalesRecord, salesRecordsQuery, SalesRecordsAnswer } from '@yaocai/contract';
import { formatYuan } from '@yaocai/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { shanghaiDayEnd, shanghaiDayStart } from '../../lib/shanghai-day';
import { salesRecordPage, type SalesRecordFilter } from './operator-orders.repository';

/** GSP 销售记录: every line sold with its batch, searchable by batch for a recall and exportable. */

const PAGE_SIZE = 50;
const EXPORT_MAX = 50_000;

type Query = z.output<typeof salesRecordsQuery>;

const filterOf = (q: Omit<Query, 'page'>): SalesRecordFilter => ({
  batchNo: q.batch_no,
  keyword: q.keyword,
  from: q.date_from ? shanghaiDayStart(q.date_from) : undefined,
  until: q.date_to ? shanghaiDayEnd(q.date_to) : undefined,
});

type Row = Awaited<ReturnType<typeof salesRecordPage>>['rows'][number];

function record({ line, orderNo, paidAt, company, username }: Row): SalesRecord {
  return {
    id: line.id,
    paid_at: paidAt ? paidAt.toISOString() : '',
    order_no: orderNo,
    company,
    username,
    goods_name: line.goodsName,
    spec: line.spec,
    dosage_form: line.dosageForm,
    manufacturer: line.manufacturer,
    approval_number: line.approvalNumber,
    batch_no: line.batchNo,
    produced_on: line.producedOn,
    expires_on: line.expiresOn,
    quantity: line.quantity,
    unit: line.unit,
    unit_price: formatYuan(line.unitPrice),
    amount: formatYuan(line.amount),
  };
}

export async function salesRecords(db: Database, q: Query): Promise<SalesRecordsAnswer> {
  const { rows, total } = await salesRecordPage(db, filterOf(q), (q.page - 1) * PAGE_SIZE, PAGE_SIZE);
  return { list: rows.map(record), total, page: q.page, page_size: PAGE_SIZE };
}

const shanghaiTime = (iso: string) =>
  iso ? new Date(new Date(iso).getTime() + 8 * 3600 * 1000).toISOString().slice(0, 19).replace('T', ' ') : '';

/** The record as sheet rows in the order of SALES_RECORD_COLUMNS. */
export async function salesRecordRows(db: Database, q: Omit<Query, 'page'>): Promise<(string | number)[][]> {
  const { rows } = await salesRecordPage(db, filterOf(q), 0, EXPORT_MAX);
  return rows
    .map(record)
    .map((r) => [
      shanghaiTime(r.paid_at),
      r.order_no,
      r.company,
      r.goods_name,
      r.spec,
      r.dosage_form,
      r.manufacturer,
      r.approval_number,
      r.batch_no,
      r.produced_on,
      r.expires_on,
      r.quantity,
      r.unit,
      r.unit_price,
      r.amount,
    ]);
}
