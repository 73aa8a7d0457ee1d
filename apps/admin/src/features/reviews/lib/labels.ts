import { COMPANY_TYPES, REVIEW_STATUS_LABELS } from '@yaocai/contract';

/** Review status → tag colour. */
export const REVIEW_STATUS_COLORS: Record<keyof typeof REVIEW_STATUS_LABELS, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
};

export function reviewStatusLabel(status: string): string {
  return REVIEW_STATUS_LABELS[status as keyof typeof REVIEW_STATUS_LABELS] ?? status;
}

export function companyTypeLabel(type: string): string {
  return COMPANY_TYPES[type as keyof typeof COMPANY_TYPES] ?? type;
}

/** A document's own review state (the contract sends the code only). */
export const DOCUMENT_STATUS: Record<string, { label: string; color: string }> = {
  pending: { label: '待审核', color: 'processing' },
  approved: { label: '已通过', color: 'success' },
  rejected: { label: '已驳回', color: 'error' },
  replaced: { label: '已被替换', color: 'default' },
};

/** The scopes to tick when the page opens: what the company holds plus what its documents ask for. */
export function presetScopes(
  granted: readonly string[],
  requested: readonly string[],
  all: readonly string[],
) {
  const wanted = new Set([...granted, ...requested]);
  // Keep the order of all_scopes; anything outside it (an old scope) stays ticked at the end.
  return [
    ...all.filter((scope) => wanted.has(scope)),
    ...[...wanted].filter((scope) => !all.includes(scope)),
  ];
}
