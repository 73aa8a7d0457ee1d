export { applyAfterSale } from './after-sale.service';
export { recentOrdersOf, salesDashboard } from './operator-orders.service';
export { cancelOrder, checkReceipt, confirmReceipt, shipOrder, uploadReceipt } from './order-actions.service';
export { storeOrderGate } from './order-approval.service';
export { cancelUnpaid, sweepExpiredOrders, sweepIntervalMs } from './order-cancel.service';
export { afterSaleFeed, orderFeed, orderFeedPage } from './order-feed.service';
export type { FeedCursor, FeedOrder } from './order-feed.service';
export { orderList } from './order-query.service';
export {
  findAddresses,
  findInvoiceTitle,
  findOrder,
  findOrderAnyMember,
  findOrderByKey,
  findOrderLines,
  fullAddress,
  insertEvent,
  transition,
} from './orders.repository';
export { writeNewOrder } from './order-write.repository';
export type { NewOrderLine } from './order-write.repository';
export { lastTwelveMonths, monthlyPurchases } from './purchase-stats.service';
export { approveAfterSale, receiveReturn, refundAfterSale } from './refund.service';
export { autoConfirmSignedOrders } from './auto-confirm.service';
export { followDueParcels } from './parcels.service';
export { sandboxPush } from './parcel-notify.service';
export { findSellableBatches } from './stock.repository';
export { groupByGoods, planBatches, reserveStock } from './stock.service';
export type { BatchPiece } from './stock.service';
export { shipTraceLines } from './trace-ship.service';
export { codesByLine as shippedCodesByLine } from './trace.repository';
export { enterReturnParcel, shipReplacement } from './exchange.service';
