export { staffHolding } from './staff-admin.service';
export { approveReview } from './review.service';
