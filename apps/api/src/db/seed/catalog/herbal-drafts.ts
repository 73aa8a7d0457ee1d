import { HERBS, type HerbalData } from '../data/herbal';
import { hashString, type Random } from '../random';
import { foodLicenceNumber } from './codes';
import { herbalInstructions } from './instructions';
import { collect, type Candidate, type MakerRef } from './types';

/** Specialist growers that only pack their own crop. */
const SPECIALISTS: Record<string, string[]> = {
  百瑞源: ['枸杞子'],
  岷归药材: ['当归', '黄芪', '党参'],
};

const HERBAL_SHELF_MONTHS = 24;

/** Pack sizes by price: precious pieces come in small bags. */
const size = (label: string, grams: number) => ({ label, grams });
function sizesOf(herb: HerbalData): { label: string; grams: number }[] {
  if (herb.pricePer500g >= 100_000) return [size('10g/瓶', 10), size('50g/瓶', 50), size('100g/袋', 100)];
  if (herb.pricePer500g >= 30_000) return [size('100g/袋', 100), size('250g/袋', 250), size('500g/袋', 500)];
  if (herb.pricePer500g >= 8_000) return [size('250g/袋', 250), size('500g/袋', 500), size('1kg/袋', 1000)];
  return [size('500g/袋', 500), size('1kg/袋', 1000), size('250g/袋', 250)];
}

export function herbalDrafts(count: number, random: Random, makers: MakerRef[]) {
  const growers = makers.filter((m) => m.kinds.includes('herbal'));
  const general = growers.filter((m) => !SPECIALISTS[m.shortName]);
  const makersOf = (herb: HerbalData) => [
    ...general,
    ...growers.filter((m) => SPECIALISTS[m.shortName]?.includes(herb.name)),
  ];

  const candidate = (
    herb: HerbalData,
    originIndex: number,
    gradeIndex: number,
    sizeIndex: number,
    maker: MakerRef,
  ): Candidate => {
    const origin = herb.origins[originIndex];
    const grade = herb.grades[gradeIndex];
    const size = sizesOf(herb)[sizeIndex];
    const spec = `${grade} ${size.label}`;
    return {
      key: `${herb.name}|${origin}|${spec}|${maker.id}`,
      make: (primary) => {
        const h = hashString(`${herb.name}|${maker.id}`);
        // 道地 origin and select grades cost more; bigger bags a little less per gram.
        const factor =
          (originIndex === 0 ? 1.08 : 1) *
          (gradeIndex === 0 ? 1 : /精选|特级|头|松贝/.test(grade) ? 1.3 : 0.95 + (h % 10) / 100) *
          (size.grams >= 1000 ? 0.96 : 1) *
          (0.86 + (h % 27) / 100);
        const supplyPrice = Math.max(100, Math.round(((herb.pricePer500g * size.grams) / 500) * factor));
        const licence =
          herb.food && h % 10 < 4 ? foodLicenceNumber(maker.province, `${herb.name}|${maker.id}`) : '';
        return {
          kind: 'herbal',
          name: herb.name,
          tradeName: '',
          spec,
          unit: size.label.endsWith('瓶') ? '瓶' : '袋',
          dosageForm: '饮片',
          scopeClass: '中药饮片',
          category: herb.category,
          maker,
          supplyPrice,
          approvalNumber: licence,
          origin,
          deviceClass: '',
          type: 0,
          instructions: herbalInstructions({
            name: herb.name,
            spec,
            origin,
            effect: herb.effect,
            dose: herb.dose,
            maker: maker.name,
            licence,
          }),
          shelfMonths: HERBAL_SHELF_MONTHS,
          primary,
          consumable: false,
        };
      },
    };
  };

  const primaries = random
    .shuffle(HERBS)
    .map((herb) => candidate(herb, 0, 0, 0, random.pick(makersOf(herb))));
  const draw = () => {
    const herb = random.pick(HERBS);
    return candidate(
      herb,
      random.int(0, herb.origins.length - 1),
      random.int(0, herb.grades.length - 1),
      random.int(0, 2),
      random.pick(makersOf(herb)),
    );
  };
  return collect(count, primaries, draw);
}
