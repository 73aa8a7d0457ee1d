import type {
  AfterSaleDetailAnswer,
  AfterSaleListAnswer,
  AfterSaleSummary,
  CheckoutAddress,
  CheckoutPreviewAnswer,
  CheckoutPreviewInput,
  DiscountOption,
  OrderAmounts,
  OrderCreateAnswer,
  OrderCreateInput,
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

/**
 * The discounts chosen on the checkout page as it holds them (typed values it reads back); they must
 * fit the contract's POST /api/cart/checkout and /api/order/create bodies.
 */
export interface DiscountChoice extends Pick<
  CheckoutPreviewInput,
  'coupon_id' | 'red_packet' | 'cash_voucher_id'
> {
  coupon_id?: number;
  /** Yuan text ("5.00"). */
  red_packet?: string;
  cash_voucher_id?: number;
}

/** POST /api/order/create as the checkout page fills it. */
export type CreateOrderInput = OrderCreateInput & DiscountChoice;
