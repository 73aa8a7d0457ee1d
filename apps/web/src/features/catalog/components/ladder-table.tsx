import type { LadderPrice } from '../api/types';
import { activeTierNumber, ladderInFen } from '../lib/ladder';
import { discountText, formatYuan, LADDER_DISPLAY, parseYuan } from '@yaocai/domain';

/** 阶梯价: 数量 ≥ N → 单价, the tier of the quantity entered marked. */
export function LadderTable({
  ladder,
  basePrice,
  quantity,
  unit,
  display = LADDER_DISPLAY.UNIT_PRICE,
}: {
  ladder: LadderPrice[];
  basePrice: string;
  quantity: number;
  unit: string;
  /** ladder_price_type: 2 adds each tier's discount off the supply price. */
  display?: number;
}) {
  const tiers = ladderInFen(ladder);
  if (tiers.length === 0) return null;
  const active = activeTierNumber(ladder, quantity);
  const firstNumber = tiers[0].number;
  return (
    <table className="ladder-table" data-testid="ladder-table">
      <tbody>
        <tr>
          <th>采购数量</th>
          {firstNumber > 1 && (
            <td className={active === null ? 'is-active' : undefined}>
              1-{firstNumber - 1}
              {unit}
            </td>
          )}
          {tiers.map((t) => (
            <td key={t.number} className={active === t.number ? 'is-active' : undefined}>
              ≥{t.number}
              {unit}
            </td>
          ))}
        </tr>
        <tr>
          <th>单价</th>
          {firstNumber > 1 && <td className={active === null ? 'is-active' : undefined}>¥{basePrice}</td>}
          {tiers.map((t) => (
            <td
              key={t.number}
              className={active === t.number ? 'is-active ladder-table__price' : 'ladder-table__price'}
            >
              ¥{formatYuan(t.price)}
            </td>
          ))}
        </tr>
        {display === LADDER_DISPLAY.DISCOUNT && (
          <tr data-testid="ladder-discounts">
            <th>折扣</th>
            {firstNumber > 1 && <td className={active === null ? 'is-active' : undefined}>原价</td>}
            {tiers.map((t) => (
              <td key={t.number} className={active === t.number ? 'is-active' : undefined}>
                {discountText(t.price, parseYuan(basePrice) ?? 0) ?? '—'}
              </td>
            ))}
          </tr>
        )}
      </tbody>
    </table>
  );
}
