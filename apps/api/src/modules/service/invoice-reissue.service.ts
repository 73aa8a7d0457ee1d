import { formatYuan, taxOfInclusive } from '@yaocai/domain';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import type { InvoiceLine } from './invoice-lines';
import { issue } from './invoice.service';
import * as repo from './invoice.repository';
import { notify } from './message.service';

/** What of a blue invoice is still in force: its lines less what red invoices reversed, per goods line. */
export function linesInForce(blue: InvoiceLine[], reds: InvoiceLine[][]): InvoiceLine[] {
  const key = (l: InvoiceLine) => [l.name, l.category, l.spec, l.unit, l.rate].join('\u0001');
  const sums = new Map<string, InvoiceLine>();
  for (const l of [...blue, ...reds.flat()]) {
    const k = key(l);
    const had = sums.get(k);
    sums.set(
      k,
      had ? { ...had, quantity: had.quantity + l.quantity, amount: had.amount + l.amount } : { ...l },
    );
  }
  return [...sums.values()]
    .filter((l) => l.amount > 0)
    .map((l) => ({ ...l, tax: taxOfInclusive(l.amount, l.rate) }));
}

/**
 * 冲红并重开: staff void a blue invoice in force with a red one for what it still carries (negative
 * amounts, linked to it) and issue a new blue one for the same lines with the corrected title and tax
 * number, in one transaction (the caller's audited one). The buyer reads both in /dzfp.
 */
export async function voidAndReissue(
  db: Database,
  id: number,
  input: { title: string; taxNumber: string; reason: string },
  at = new Date(),
) {
  return db.transaction(async (tx) => {
    const blue = await repo.lockInvoice(tx, id);
    if (!blue || blue.kind !== 'blue') throw notFound('蓝字发票');
    if (blue.voidedAt) throw conflict('该发票已冲红作废，请勿重复操作');
    const reds = await repo.redsOf(tx, id);
    const lines = linesInForce(
      blue.lines as InvoiceLine[],
      reds.map((r) => r.lines as InvoiceLine[]),
    );
    if (lines.length === 0) throw conflict('该发票已全额冲红，无需重开');
    await repo.markVoided(tx, id, at, input.reason);
    const base = { memberId: blue.memberId, orderId: blue.orderId };
    const red = await issue(
      tx,
      { ...base, kind: 'red', originalId: id, title: blue.title, taxNumber: blue.taxNumber },
      lines.map((l) => ({ ...l, quantity: -l.quantity, amount: -l.amount, tax: -l.tax })),
      at,
    );
    const fresh = await issue(
      tx,
      { ...base, kind: 'blue', title: input.title, taxNumber: input.taxNumber },
      lines,
      at,
    );
    if (!red || !fresh) throw conflict('发票已变化，请刷新后重试');
    await notify(
      tx,
      blue.memberId,
      {
        kind: 'invoice',
        title: '电子发票已冲红并重新开具',
        content: `发票${blue.invoiceNo}已冲红（红字发票${red.invoiceNo}），已重新开具发票${fresh.invoiceNo}，抬头「${input.title}」，价税合计${formatYuan(fresh.amount)}元。`,
        link: '/dzfp',
      },
      at,
    );
    return { red_id: red.id, red_no: red.invoiceNo, blue_id: fresh.id, blue_no: fresh.invoiceNo };
  });
}
