/**
 * Parcel tracking: the carriers the console ships with (and their 快递100 company codes), the states a
 * carrier reports, and when a parcel signed for completes its order by itself (自动确认收货).
 */

export interface Carrier {
  /** The name staff pick and buyers read. */
  name: string;
  /** 快递100's company code (lower case). */
  kuaidi100: string;
}

export const LOGISTICS_CARRIERS: readonly Carrier[] = [
  { name: '顺丰速运', kuaidi100: 'shunfeng' },
  { name: '京东物流', kuaidi100: 'jd' },
  { name: '中通快递', kuaidi100: 'zhongtong' },
  { name: '圆通速递', kuaidi100: 'yuantong' },
  { name: '申通快递', kuaidi100: 'shentong' },
  { name: 'EMS', kuaidi100: 'ems' },
  { name: '德邦快递', kuaidi100: 'debangkuaidi' },
  { name: '韵达快递', kuaidi100: 'yunda' },
  { name: '极兔速递', kuaidi100: 'jtexpress' },
];

export const LOGISTICS_COMPANY_NAMES = LOGISTICS_CARRIERS.map((c) => c.name);

/** The 快递100 company code of a carrier name ('' for a carrier 快递100 does not know by that name). */
export function kuaidi100Code(name: string): string {
  const wanted = name.trim().toUpperCase();
  return LOGISTICS_CARRIERS.find((c) => c.name.toUpperCase() === wanted)?.kuaidi100 ?? '';
}

/** The carrier name of a 快递100 company code ('' when unknown). */
export function carrierNameOf(code: string): string {
  return LOGISTICS_CARRIERS.find((c) => c.kuaidi100 === code.trim().toLowerCase())?.name ?? '';
}

/**
 * 快递100's parcel states (`state` of a push, `statusCode` of a step): 0 在途, 1 揽收, 2 疑难, 3 签收,
 * 4 退签, 5 派件, 6 退回, 7 转投, 8 清关, 14 拒签; a three-digit state (301 本人签收, …) refines the
 * state of its first digit.
 */
export const PARCEL_STATE_LABELS: Record<string, string> = {
  '0': '运输中',
  '1': '已揽收',
  '2': '疑难件',
  '3': '已签收',
  '4': '退签',
  '5': '派件中',
  '6': '退回中',
  '7': '转投',
  '8': '清关',
  '14': '拒签',
};

/** The base state of a 快递100 state code: '301' → '3', '14' stays '14', anything unknown → ''. */
export function baseParcelState(code: string): string {
  const value = code.trim();
  if (value in PARCEL_STATE_LABELS) return value;
  if (/^\d{3}$/.test(value)) {
    const two = value.slice(0, 2);
    if (two === '14') return '14';
    return value[0]! in PARCEL_STATE_LABELS ? value[0]! : '';
  }
  return '';
}

export function parcelStateLabel(code: string): string {
  return PARCEL_STATE_LABELS[baseParcelState(code)] ?? '';
}

/** Whether a 快递100 state means the consignee signed for the parcel (3 签收 and its refinements 301…). */
export function isSignedState(code: string): boolean {
  return baseParcelState(code) === '3';
}

/** A shipped order completes by itself this many days after its parcel was signed for. */
export const AUTO_CONFIRM_DAYS_AFTER_SIGNED = 7;

const DAY_MS = 86_400_000;

/** When a parcel signed for at `signedAt` completes its order by itself. */
export function autoConfirmAt(signedAt: Date): Date {
  return new Date(signedAt.getTime() + AUTO_CONFIRM_DAYS_AFTER_SIGNED * DAY_MS);
}

/** Whether an order whose parcel was signed for at `signedAt` is due for 自动确认收货 at `now`. */
export function autoConfirmDue(signedAt: Date | null, now: Date): boolean {
  return signedAt !== null && autoConfirmAt(signedAt).getTime() <= now.getTime();
}

/** Subscription attempts to 快递100 before a parcel is marked failed, and the wait before each retry. */
export const PARCEL_SUBSCRIBE_ATTEMPTS = 6;

export function subscribeRetryDelayMs(attempt: number): number {
  return Math.min(60, 2 ** Math.max(0, attempt - 1)) * 60_000;
}

/**
 * The label of a parcel's own state, shared by the storefront and the console: the carrier's state when it
 * has one, else 运输中 once the parcel itself has steps, else 待揽收.
 */
export function parcelStateName(code: string, ownStepCount: number): string {
  return parcelStateLabel(code) || (ownStepCount > 0 ? '运输中' : '待揽收');
}
