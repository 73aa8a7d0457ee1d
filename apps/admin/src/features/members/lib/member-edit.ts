import { MEMBER_FILTERS, type MemberUpdateInput, type OperatorMember } from '@yaocai/contract';
import { parseYuan } from '@yaocai/domain';

export type MemberFilter = (typeof MEMBER_FILTERS)[number];

export const MEMBER_TABS: readonly { key: MemberFilter | 'all'; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'passed', label: '已审核' },
  { key: 'unpassed', label: '未审核' },
  { key: 'disabled', label: '已停用' },
];

export function isMemberFilter(value: unknown): value is MemberFilter {
  return (MEMBER_FILTERS as readonly unknown[]).includes(value);
}

/** The select's "none" choice: the API takes 0 as "no own manager" (the default hotline serves). */
export const NO_MANAGER = 0;

/** The edit modal's values. */
export interface MemberEditValues {
  is_special: boolean;
  credit_limit: string;
  account_manager_id?: number | null;
}

export function memberEditValues(member: OperatorMember): MemberEditValues {
  return {
    is_special: member.is_special === 1,
    credit_limit: member.credit_limit,
    account_manager_id: member.account_manager_id ?? NO_MANAGER,
  };
}

/** 0 to 1亿 yuan, at most two decimals (as the API takes it). */
export const CREDIT_PATTERN = /^\s*\d{1,9}(\.\d{1,2})?\s*$/;

/**
 * What the modal changed, and only that: the audit log then shows the one setting staff touched, and
 * an untouched field is never written back. "5000" and "5000.00" are the same limit.
 */
export function memberChanges(member: OperatorMember, values: MemberEditValues): MemberUpdateInput {
  const changes: MemberUpdateInput = {};
  const special = values.is_special ? 1 : 0;
  if (special !== member.is_special) changes.is_special = special;
  const credit = values.credit_limit.trim();
  if (parseYuan(credit) !== parseYuan(member.credit_limit)) changes.credit_limit = credit;
  const manager = values.account_manager_id ?? NO_MANAGER;
  if (manager !== (member.account_manager_id ?? NO_MANAGER)) changes.account_manager_id = manager;
  return changes;
}
