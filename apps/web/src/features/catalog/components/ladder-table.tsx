import type { LadderPrice } from '../api/types';
import { activeTierNumber, ladderInFen } from '../lib/ladder';
import { formatYuan } from '@yaocai/domain';

/** 阶梯价: 数量 ≥ N → 单价, the tier of the quantity entered marked. */
export function LadderTable({
  ladder,
  basePrice,
  quantity,
  unit,
}: {
  ladder: LadderPrice[];
  basePrice: string;
  quantity: number;
  unit: string;
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
      </tbody>
    </table>
  );
}
