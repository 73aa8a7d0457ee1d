import type { CartLine } from '../../cart/api/types';

export type OrderStatus = 'unpaid' | 'to_ship' | 'shipped' | 'completed' | 'cancelled' | 'pending_approval';
export type OrderAction =
  'pay' | 'cancel' | 'confirm' | 'logistics' | 'after_sale' | 'rebuy' | 'upload_receipt';
export type PayMethod = 'balance' | 'credit' | 'online';

/** A GSP sales record line: batch, expiry and the money allocated to it. */
export interface OrderLine {
  id: number;
  goods_id: number;
  goods_name: string;
  spec: string;
  dosage_form: string;
  manufacturer: string;
  approval_number: string;
  unit: string;
  batch_no: string;
  produced_on: string;
  expires_on: string;
  quantity: number;
  price: string;
  amount: string;
  manjian_share: string;
  coupon_share: string;
  red_packet_share: string;
  cash_voucher_share: string;
  paid_amount: string;
  is_gift: 0 | 1;
  line_type: number;
  goods_image: string;
  /** Units still open to an after-sales request. */
  refundable_quantity: number;
}

export interface OrderAmounts {
  goods_amount: string;
  manjian_amount: string;
  coupon_amount: string;
  shipping_amount: string;
  red_packet_amount: string;
  cash_voucher_amount: string;
  payable_amount: string;
}

export interface OrderSummary extends OrderAmounts {
  id: number;
  order_no: string;
  status: OrderStatus;
  status_name: string;
  created_at: string;
  paid_at: string | null;
  pay_method: PayMethod | null;
  pay_method_name: string | null;
  goods_count: number;
  total_number: number;
  has_special: 0 | 1;
  receipt_status: string;
  receipt_status_name: string;
  expires_at: string | null;
  seconds_left: number;
  /** 连锁采购审批: none | pending | approved | rejected | withdrawn, its label, and a pending order's deadline. */
  approval_status: string;
  approval_status_name: string;
  approval_expires_at: string | null;
  lines: OrderLine[];
  actions: OrderAction[];
}

export interface TimelineItem {
  time: string;
  kind: string;
  text: string;
}

export interface OrderDetail extends OrderSummary {
  amounts: OrderAmounts;
  address: { consignee: string; phone: string; address: string };
  invoice: { type: number; title: string; tax_number: string };
  remark: string;
  cancel_reason: string;
  logistics: { company: string; no: string; shipped_at: string | null };
  timeline: TimelineItem[];
  receipt: { status: string; image: string; note: string };
  after_sales: {
    id: number;
    after_sale_no: string;
    kind: AfterSaleKind;
    kind_name: string;
    status: AfterSaleStatus;
    status_name: string;
  }[];
}

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}

export interface OrderPage extends Paged<OrderSummary> {
  counts: Record<'all' | OrderStatus, number>;
}

export interface ReceiptOrder extends OrderSummary {
  receipt_image: string;
  receipt_note: string;
}

export type AfterSaleKind = 'return_refund' | 'refund_only' | 'exchange';
export type AfterSaleStatus = 'applied' | 'approved' | 'returned' | 'refunded' | 'rejected';

export interface AfterSale {
  id: number;
  after_sale_no: string;
  order_id: number;
  order_no: string;
  kind: AfterSaleKind;
  kind_name: string;
  status: AfterSaleStatus;
  status_name: string;
  reason: string;
  refund_amount: string;
  estimated_refund: string;
  created_at: string;
  lines: {
    id: number;
    order_line_id: number;
    goods_id: number;
    goods_name: string;
    spec: string;
    manufacturer: string;
    unit: string;
    batch_no: string;
    expires_on: string;
    price: string;
    quantity: number;
    refund_amount: string;
  }[];
}

export interface AfterSaleDetail extends AfterSale {
  photos: string[];
  refuse_reason: string;
  updated_at: string;
  next_statuses: AfterSaleStatus[];
  refunds: { destination: string; destination_name: string; amount: string }[];
}

export interface Address {
  id: number;
  consignee: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  full_address: string;
  is_default: 0 | 1;
}

export interface DiscountOption {
  id: number;
  name: string;
  amount: string;
  threshold: string;
  desc?: string;
  type?: number;
  valid_to: string;
  usable: 0 | 1;
  reason: string | null;
  selected: 0 | 1;
}

export interface PaymentMethodOption {
  method: PayMethod;
  name: string;
  available: string | null;
  limit?: string;
  overdue?: string;
  usable: 0 | 1;
  reason: string | null;
}

export interface PreviewLine extends CartLine {
  batches: { goods_id: number; batch_no: string; expires_on: string; number: number }[];
  coupon_amount: string;
  paid_amount: string;
}

/** POST /api/cart/checkout: the order preview of step 2. */
export interface CheckoutPreview {
  lines: PreviewLine[];
  gifts: { goods_id: number; name: string; unit: string; number: number }[];
  amounts: OrderAmounts & { no_trans_order_amount: string };
  addresses: Address[];
  invoice: { title: string; tax_number: string; types: { id: number; name: string }[] };
  coupons: DiscountOption[];
  red_packet: { balance: string; used: string };
  cash_vouchers: DiscountOption[];
  payment_methods: PaymentMethodOption[];
  price_changes: { id: number; goods_id: number; name: string; from: string; to: string }[];
  refusals: { id: number; goods_id: number; name: string; reason: string }[];
  errors: { field: string; message: string }[];
  /** Chosen discounts the order would not use because they would take nothing off. */
  notices?: { field: string; message: string }[];
  has_special: 0 | 1;
  receipt_required: 0 | 1;
  can_submit: 0 | 1;
}

export interface DiscountChoice {
  coupon_id?: number;
  red_packet?: string;
  cash_voucher_id?: number;
}

export interface CreateOrderInput extends DiscountChoice {
  ids: number[];
  address_id: number;
  invoice_type: 0 | 1;
  remark: string;
  idempotency_key: string;
  pay_method?: PayMethod;
}

export interface CreateOrderResult {
  order_id: number;
  order_no: string;
  status: OrderStatus;
  payable_amount: string;
  has_special: 0 | 1;
  expires_at: string;
  pay: Record<string, unknown> | null;
}
