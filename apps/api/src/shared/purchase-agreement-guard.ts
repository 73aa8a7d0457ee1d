import { CONTRACT_NOT_SIGNED } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { onRequestHookHandler } from 'fastify';
import type { Database } from '../db/client';
import { namedStatement } from '../db/named-statement';
import { AppError } from '../lib/http-errors';

// Every order, payment and cart import asks this first: a named statement.
const agreementSigned = namedStatement<{ memberId: number }, { signed: boolean }>(
  'agreement_signed',
  () => sql`select contract_signed as signed from members where id = ${sql.placeholder('memberId')}`,
);

export async function isAgreementSigned(db: Database, memberId: number) {
  const [row] = await agreementSigned(db, { memberId });
  return row?.signed ?? false;
}

export const CONTRACT_REFUSAL = '请先签署电子合同（药品购销协议）后再采购';

/** 459 for a member who has not signed the purchase agreement (cart, checkout, orders, payment). */
export async function assertAgreementSigned(db: Database, memberId: number) {
  if (!(await isAgreementSigned(db, memberId)))
    throw new AppError(CONTRACT_NOT_SIGNED, CONTRACT_REFUSAL, CONTRACT_NOT_SIGNED);
}

/**
 * onRequest hook of the buying routes (add to cart, checkout, order, payment): a member who has not
 * signed the purchase agreement gets 459 before the body is read. Visitors pass on to the access check.
 * A viewer read as signed needs no second look (a signature is never withdrawn); one read as unsigned
 * may have signed since, so the database decides.
 */
export const requireSignedAgreement =
  (db: Database): onRequestHookHandler =>
  async (request) => {
    const viewer = request.viewer;
    if (viewer && !viewer.contractSigned) await assertAgreementSigned(db, viewer.memberId);
  };
