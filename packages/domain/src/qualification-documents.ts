/** Which copy of each qualification document is in force, and what the member is warned about. */

export interface DocumentCopy {
  id: number;
  kind: string;
  /** pending | approved | rejected | replaced */
  status: string;
}

export interface DocumentInForce<T extends DocumentCopy> {
  current: T;
  /** A newer copy of an approved document awaiting (or refused by) review; the approved one stays in force. */
  replacement: T | null;
}

/**
 * Per kind, in `kindOrder` (others after): the newest approved copy with the newest later pending or
 * rejected copy beside it; a kind never approved shows its newest copy that was not replaced.
 */
export function documentsInForce<T extends DocumentCopy>(
  copies: readonly T[],
  kindOrder: readonly string[] = [],
): DocumentInForce<T>[] {
  const rank = (kind: string) => {
    const i = kindOrder.indexOf(kind);
    return i < 0 ? kindOrder.length : i;
  };
  const kinds = [...new Set(copies.map((c) => c.kind))].sort((a, b) => rank(a) - rank(b));
  const result: DocumentInForce<T>[] = [];
  for (const kind of kinds) {
    const newestFirst = copies.filter((c) => c.kind === kind).sort((a, b) => b.id - a.id);
    const approved = newestFirst.find((c) => c.status === 'approved');
    if (approved) {
      const replacement =
        newestFirst.find((c) => c.id > approved.id && (c.status === 'pending' || c.status === 'rejected')) ??
        null;
      result.push({ current: approved, replacement });
    } else {
      const latest = newestFirst.find((c) => c.status !== 'replaced');
      if (latest) result.push({ current: latest, replacement: null });
    }
  }
  return result;
}

/** The warning for an approved document in force that expires within the warning window or has expired. */
export function documentExpiryWarning(doc: {
  kind: string;
  expiresOn: string;
  daysLeft: number;
  replacementPending: boolean;
}): string {
  const tail = doc.replacementPending ? '，新证照审核中' : '，请尽快更新';
  return doc.daysLeft < 0
    ? `您的${doc.kind}已于${doc.expiresOn}过期，暂不能下单${tail}`
    : `您的${doc.kind}将于${doc.daysLeft}天后（${doc.expiresOn}）过期${tail}`;
}
