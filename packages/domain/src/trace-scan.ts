/**
 * Sorting the codes scanned off a parcel against the codes expected in it — the buyer's 扫码验收 of an
 * order and the warehouse's check of a returned parcel both do it: a code not expected is a stranger
 * (flagged, never taken in), a code scanned twice in one session a duplicate, one taken in before
 * `already`, the rest matched.
 */
export type ScanStatus = 'matched' | 'stranger' | 'duplicate' | 'already';

export interface ScannedCode<Row> {
  /** The code as scanned, trimmed. */
  code: string;
  status: ScanStatus;
  /** The expected code it stands for (any status but stranger). */
  row: Row | undefined;
}

export function classifyScans<Row extends { id: number }>(
  scanned: readonly string[],
  expectedOf: (code: string) => Row | undefined,
  takenIn: (row: Row) => boolean,
): ScannedCode<Row>[] {
  const seen = new Set<number>();
  return scanned
    .map((c) => c.trim())
    .filter((c) => c !== '')
    .map((code) => {
      const row = expectedOf(code);
      const status: ScanStatus = !row
        ? 'stranger'
        : seen.has(row.id)
          ? 'duplicate'
          : takenIn(row)
            ? 'already'
            : 'matched';
      if (row) seen.add(row.id);
      return { code, status, row };
    });
}

/** Per group of expected codes (a line): how many are in — before or by this scan — and which are missing. */
export function scanTally<Row extends { id: number; code: string }>(
  expected: readonly Row[],
  scans: readonly ScannedCode<Row>[],
  takenIn: (row: Row) => boolean,
) {
  const matched = new Set(scans.filter((s) => s.status === 'matched').map((s) => s.row!.id));
  const isIn = (row: Row) => takenIn(row) || matched.has(row.id);
  return {
    in: expected.filter(isIn).length,
    missing: expected.filter((r) => !isIn(r)).map((r) => r.code),
  };
}
