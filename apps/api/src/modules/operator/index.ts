export { staffHolding } from './staff-admin.service';
