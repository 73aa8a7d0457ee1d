import type { GoodsKind } from '../data/content';
import type { MakerKind } from '../data/manufacturers';

export interface MakerRef {
  id: number;
  name: string;
  shortName: string;
  province: string;
  kinds: MakerKind[];
  brandId: number | null;
}

/** What a goods is, before its commercial terms (price, packs, batches) are chosen. */
export interface Draft {
  kind: GoodsKind;
  name: string;
  tradeName: string;
  spec: string;
  unit: string;
  dosageForm: string;
  scopeClass: string;
  /** Leaf category name within the kind's tree. */
  category: string;
  maker: MakerRef;
  /** Supply price before the wholesale mark-up, fen. */
  supplyPrice: number;
  approvalNumber: string;
  origin: string;
  deviceClass: string;
  type: 0 | 1;
  instructions: string;
  shelfMonths: number;
  /** The base item with its first manufacturer and first spec: the one buyers know. */
  primary: boolean;
  /** Goods sold by the piece in bulk (cheap consumables), packed in bigger middle packs. */
  consumable: boolean;
}

export interface Candidate {
  key: string;
  make(primary: boolean): Draft;
}

/**
 * The primaries first, then random draws; a draw that repeats an earlier combination is retried a few
 * times, after which a repeat is accepted (a 100,000-goods catalogue lists some products twice, as
 * real platforms do when several suppliers carry them).
 */
export function collect(count: number, primaries: Candidate[], draw: () => Candidate): Draft[] {
  const used = new Set<string>();
  const out: Draft[] = [];
  for (const candidate of primaries) {
    if (out.length >= count) return out;
    used.add(candidate.key);
    out.push(candidate.make(true));
  }
  while (out.length < count) {
    let candidate = draw();
    for (let retry = 0; retry < 12 && used.has(candidate.key); retry++) candidate = draw();
    used.add(candidate.key);
    out.push(candidate.make(false));
  }
  return out;
}
