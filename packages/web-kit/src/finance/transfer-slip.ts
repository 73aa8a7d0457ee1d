import type { Dayjs } from 'dayjs';

/** The bank slip of an offline transfer as both forms take it (the buyer's 自助登记, finance's 登记汇款). */
export interface TransferSlipValues {
  amount: string;
  bank_name: string;
  bank_ref: string;
  paid_on?: Dayjs;
  voucher?: string;
  note: string;
}

export const EMPTY_SLIP: TransferSlipValues = { amount: '', bank_name: '', bank_ref: '', note: '' };

/** The slip's fields as the transfer endpoints take them: the day as YYYY-MM-DD, nothing as ''. */
export const slipInput = (v: TransferSlipValues) => ({
  amount: v.amount,
  bank_name: v.bank_name,
  bank_ref: v.bank_ref,
  paid_on: v.paid_on?.format('YYYY-MM-DD') ?? '',
  voucher: v.voucher ?? '',
  note: v.note,
});
