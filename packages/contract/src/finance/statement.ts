import { z } from 'zod';
import { yuan } from '../envelope';
import { idField } from '../form-fields';

/** 对账单: a company's money for one month (China time), adding up to its ledgers to the fen. */

const monthField = z.string({ error: '请选择月份' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式应为YYYY-MM');

export const STATEMENT_FORMATS = ['xlsx', 'pdf'] as const;
const formatField = z.enum(STATEMENT_FORMATS, { error: '导出格式应为 xlsx 或 pdf' }).default('xlsx');

/** GET /api/operator/finance/statement */
export const operatorStatementQuery = z.object({ company_id: idField('单位'), month: monthField });
export const operatorStatementExportQuery = operatorStatementQuery.extend({ format: formatField });
/** GET /api/user/finance/statement */
export const memberStatementQuery = z.object({ month: monthField });
export const memberStatementExportQuery = memberStatementQuery.extend({ format: formatField });
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

const kindSum = z.object({ kind: z.string(), kind_name: z.string(), count: z.number().int(), amount: yuan });

export const statementAnswer = z.object({
  company_id: z.number().int(),
  company: z.string(),
  username: z.string(),
  month: z.string(),
  /** First and last day of the month. */
  from: z.string(),
  to: z.string(),
  balance: z.object({
    opening: yuan,
    /** Each kind of balance entry in the month (recharge, pay, refund, repay, grant), signed. */
    movements: z.array(kindSum),
    closing: yuan,
  }),
  orders: z.object({ count: z.number().int(), amount: yuan }),
  /** Orders paid in the month, per method. */
  payments: z.array(
    z.object({ method: z.string(), method_name: z.string(), count: z.number().int(), amount: yuan }),
  ),
  refunds: z.object({ to_balance: yuan, to_credit: yuan, online: yuan, total: yuan }),
  transfers: z.array(
    z.object({ purpose: z.string(), purpose_name: z.string(), count: z.number().int(), amount: yuan }),
  ),
  credit: z.object({ opening: yuan, used: yuan, repaid: yuan, refunded: yuan, closing: yuan }),
  /** The month's balance entries in order, with the balance after each. */
  lines: z.array(
    z.object({
      created_at: z.string(),
      kind: z.string(),
      kind_name: z.string(),
      amount: yuan,
      balance_after: yuan,
      order_no: z.string().nullable(),
      note: z.string(),
    }),
  ),
});
export type StatementAnswer = z.infer<typeof statementAnswer>;
