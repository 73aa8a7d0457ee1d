import type {
  AfterSaleDetailAnswer,
  AfterSaleListAnswer,
  AfterSaleSummary,
  CheckoutAddress,
  CheckoutPreviewAnswer,
  DiscountOption,
  OrderAmounts,
  OrderCreateAnswer,
  OrderDetailAnswer,
  OrderLine,
  OrderListAnswer,
  OrderSummary,
  ParcelView,
  PaymentMethodOption,
  PayMethod,
  PreviewLine,
  ReceiptListAnswer,
  ReceiptOrder,
  TimelineItem,
} from '@yaocai/contract';

/** What the order calls answer: the API's contract (packages/contract/src/orders/*). */
export type {
  DiscountOption,
  OrderAmounts,
  OrderLine,
  OrderSummary,
  ParcelView,
  PaymentMethodOption,
  PayMethod,
  PreviewLine,
  ReceiptOrder,
  TimelineItem,
};
export type { AfterSaleKind, AfterSaleStatus, OrderStatus } from '@yaocai/domain';
export type OrderDetail = OrderDetailAnswer;
export type OrderPage = OrderListAnswer;
export type ReceiptPage = ReceiptListAnswer;
export type AfterSale = AfterSaleSummary;
export type AfterSalePage = AfterSaleListAnswer;
export type AfterSaleDetail = AfterSaleDetailAnswer;
export type Address = CheckoutAddress;
export type CheckoutPreview = CheckoutPreviewAnswer;
export type CreateOrderResult = OrderCreateAnswer;

/** The steps `actions` of an order may offer (the buttons the order pages know). */
export type OrderAction =
  'pay' | 'cancel' | 'confirm' | 'logistics' | 'after_sale' | 'rebuy' | 'upload_receipt';

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
