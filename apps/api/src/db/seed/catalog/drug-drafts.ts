import { DRUGS, type DrugData, type DrugScope } from '../data/drugs';
import type { MakerKind } from '../data/manufacturers';
import { hashString, type Random } from '../random';
import { drugApprovalNumber } from './codes';
import { drugInstructions } from './instructions';
import { collect, type Candidate, type Draft, type MakerRef } from './types';

const POOL_KIND: Record<DrugScope, MakerKind> = {
  中成药: 'tcm',
  化学药制剂: 'chem',
  抗生素制剂: 'anti',
  生物制品: 'bio',
};
const PACK_COUNTS = [6, 8, 10, 12, 14, 16, 18, 20, 24, 28, 30, 36, 40, 42, 48, 50, 60, 72, 84, 100];
const LIQUID_FORMS = ['合剂', '口服溶液剂', '糖浆剂', '混悬剂', '滴剂', '滴眼剂', '注射剂'];

/** The real approval number of the best-known product, so the demo's hero item reads right. */
const KNOWN_APPROVALS: Record<string, string> = { '感冒灵颗粒|华润三九': '国药准字Z44021940' };

export const shelfMonthsOf = (drug: DrugData) =>
  drug.scope === '生物制品' || LIQUID_FORMS.includes(drug.dosageForm) ? 24 : 36;

/** "0.25g*24粒" in another pack size, e.g. "0.25g*36粒", with the price scaled to match. */
function packVariant(spec: string, price: number, random: Random) {
  const match = /^(.*\*)(\d+)([^\d*]+)$/.exec(spec);
  if (!match) return null;
  const count = Number(match[2]);
  const options = PACK_COUNTS.filter((n) => n !== count && n >= count / 2 && n <= count * 2.5);
  if (options.length === 0) return null;
  const next = random.pick(options);
  // Bigger packs are a little cheaper per unit, as in real price lists.
  const scaled = Math.round(((price * next) / count) * (next > count ? 0.96 : 1.02));
  return { spec: `${match[1]}${next}${match[3]}`, price: scaled };
}

export function drugDrafts(
  count: number,
  random: Random,
  makerByShort: Map<string, MakerRef>,
  makers: MakerRef[],
) {
  const allowed = new Map<DrugData, { listed: MakerRef[]; all: MakerRef[] }>();
  const makersOf = (drug: DrugData) => {
    let entry = allowed.get(drug);
    if (!entry) {
      const listed = drug.makers.map((short) => {
        const maker = makerByShort.get(short);
        if (!maker) throw new Error(`unknown manufacturer ${short} of ${drug.name}`);
        return maker;
      });
      const pool = drug.exclusive
        ? []
        : makers.filter((m) => m.kinds.includes(POOL_KIND[drug.scope]) && !listed.includes(m));
      const own = random.fork(drug.name);
      entry = { listed, all: [...listed, ...own.sample(pool, own.int(12, 45))] };
      allowed.set(drug, entry);
    }
    return entry;
  };

  const candidate = (
    drug: DrugData,
    spec: string,
    supply: number,
    maker: MakerRef,
    listedIndex: number,
  ): Candidate => ({
    key: `${drug.name}|${spec}|${maker.id}`,
    make: (primary) => {
      const h = hashString(`${drug.name}|${maker.id}`);
      // The first listed maker sets the reference price; others sell a little under it, generics more so.
      const factor = listedIndex === 0 ? 1 : listedIndex > 0 ? 0.88 + (h % 17) / 100 : 0.72 + (h % 29) / 100;
      const approvalNumber =
        KNOWN_APPROVALS[`${drug.name}|${maker.shortName}`] ??
        drugApprovalNumber(
          drug.approvalLetter,
          maker.province,
          `${drug.name}|${drug.dosageForm}|${maker.id}`,
        );
      const shelfMonths = shelfMonthsOf(drug);
      return {
        kind: 'drug',
        name: drug.name,
        tradeName: listedIndex === 0 ? drug.tradeName : '',
        spec,
        unit: drug.unit,
        dosageForm: drug.dosageForm,
        scopeClass: drug.scope,
        category: drug.category,
        maker,
        supplyPrice: Math.max(50, Math.round(supply * factor)),
        approvalNumber,
        origin: '',
        deviceClass: '',
        type: drug.type,
        instructions: drugInstructions(drug, spec, approvalNumber, maker.name, shelfMonths),
        shelfMonths,
        primary,
        consumable: false,
      };
    },
  });

  // 感冒灵颗粒 by 华润三九 leads the catalogue; every other base item follows with its first maker.
  const [hero, ...rest] = DRUGS;
  const primaries = [hero, ...random.shuffle(rest)].map((drug) =>
    candidate(drug, drug.specs[0].spec, drug.specs[0].price, makersOf(drug).listed[0], 0),
  );
  const draw = () => {
    const drug = random.pick(DRUGS);
    const { listed, all } = makersOf(drug);
    const maker = random.chance(0.3) ? random.pick(listed) : random.pick(all);
    let { spec, price } = random.pick(drug.specs);
    if (random.chance(0.5)) ({ spec, price } = packVariant(spec, price, random) ?? { spec, price });
    return candidate(drug, spec, price, maker, listed.indexOf(maker));
  };
  return collect(count, primaries, draw);
}

export const isHeroDraft = (draft: Draft) =>
  draft.primary && draft.name === DRUGS[0].name && draft.maker.shortName === DRUGS[0].makers[0];
