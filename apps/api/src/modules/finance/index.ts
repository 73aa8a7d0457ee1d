/** The finance desk (财务): bank transfers, grants, credit limits, payments and statements. */
export { financeDeskRoutes } from './desk.routes';
export { statementRoutes } from './statement.routes';
export { transferRoutes } from './transfers.routes';
export { monthBounds, statementOf } from './statement.service';
