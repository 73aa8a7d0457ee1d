import type { MemberCentreAnswer } from '@yaocai/contract';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

type Purchases = MemberCentreAnswer['purchases'];

const axisYuan = (v: number) => (v >= 10_000 ? `${(v / 10_000).toFixed(v >= 100_000 ? 0 : 1)}万` : String(v));

/** 近12个月采购额: one bar per month (yuan), loaded on its own so other pages never carry recharts. */
export default function PurchasesChart({ purchases }: { purchases: Purchases }) {
  const data = purchases.map((p) => ({
    month: `${Number(p.month.slice(5))}月`,
    label: p.month,
    amount: Number(p.amount),
    orders: p.orders,
  }));
  return (
    <div className="mc-chart" data-testid="purchases-chart">
      <ResponsiveContainer width="100%" height={220}>
        <BarChart data={data} margin={{ top: 20, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#eee" />
          <XAxis
            dataKey="month"
            tick={{ fontSize: 12, fill: '#666' }}
            tickLine={false}
            axisLine={{ stroke: '#ddd' }}
          />
          <YAxis
            tickFormatter={axisYuan}
            tick={{ fontSize: 12, fill: '#666' }}
            tickLine={false}
            axisLine={false}
            width={56}
          />
          <Tooltip
            cursor={{ fill: 'rgba(228,57,60,0.06)' }}
            formatter={(value) => [`¥${Number(value).toFixed(2)}`, '采购额']}
            labelFormatter={(_, payload) => {
              const row = payload?.[0]?.payload as (typeof data)[number] | undefined;
              return row ? `${row.label}（${row.orders}笔订单）` : '';
            }}
          />
          <Bar
            dataKey="amount"
            fill="#e4393c"
            radius={[3, 3, 0, 0]}
            maxBarSize={28}
            isAnimationActive={false}
          >
            <LabelList
              dataKey="amount"
              position="top"
              formatter={(v) => (Number(v) > 0 ? `¥${Number(v).toFixed(0)}` : '')}
              style={{ fontSize: 11, fill: '#999' }}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
