import { Card, Empty } from 'antd';
import type { DashboardAnswer } from '@yaocai/contract';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatYuan, yuanToNumber } from '@yaocai/web-kit/format';

type Series = DashboardAnswer['series'];

/** Chart points: day as MM-DD, sales as a number for the axis (labels still show the API's yuan). */
export function chartPoints(series: Series) {
  return series.map((point) => ({
    day: point.day.slice(5),
    orders: point.orders,
    sales: yuanToNumber(point.sales),
    salesText: point.sales,
  }));
}

export function SalesChart({ series, loading }: { series?: Series; loading: boolean }) {
  const points = chartPoints(series ?? []);
  return (
    <Card title="近30天销售趋势" loading={loading} data-testid="sales-chart">
      {points.length === 0 ? (
        <Empty description="暂无数据" />
      ) : (
        <div style={{ width: '100%', height: 320 }}>
          <ResponsiveContainer>
            <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="day" tick={{ fontSize: 12 }} />
              <YAxis
                yAxisId="sales"
                tick={{ fontSize: 12 }}
                tickFormatter={(v: number) => `¥${v}`}
                width={80}
              />
              <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tick={{ fontSize: 12 }} />
              <Tooltip
                formatter={(value, name, item) =>
                  name === '销售额'
                    ? [formatYuan((item.payload as { salesText: string }).salesText), name]
                    : [`${String(value)} 单`, name]
                }
              />
              <Legend />
              <Bar
                yAxisId="orders"
                dataKey="orders"
                name="订单数"
                fill="#91caff"
                barSize={14}
                isAnimationActive={false}
              />
              <Line
                yAxisId="sales"
                dataKey="sales"
                name="销售额"
                stroke="#1677ff"
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </div>
      )}
    </Card>
  );
}
