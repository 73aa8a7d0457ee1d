import { AppError, invalid } from '../lib/http-errors';

/** Why a line cannot be bought, with the HTTP status a refusal to add or order it carries. */
export interface Refusal {
  status: number;
  message: string;
}

/** The error a refusal is answered with: 422 on the quantity, else its own status. */
export function refusalError(refusal: Refusal): AppError {
  return refusal.status === 422
    ? invalid('number', refusal.message)
    : new AppError(refusal.status, refusal.message);
}
