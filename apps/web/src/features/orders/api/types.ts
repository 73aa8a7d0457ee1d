import type { DiscountChoice } from '@yaocai/web-kit/checkout';
import type {
  AfterSaleDetailAnswer,
  AfterSaleListAnswer,
  AfterSaleSummary,
  CheckoutAddress,
  CheckoutPreviewAnswer,
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

/** The discounts chosen at checkout (shared with the phone checkout). */
export type { DiscountChoice };

/** POST /api/order/create as the checkout page fills it. */
export type CreateOrderInput = OrderCreateInput & DiscountChoice;
