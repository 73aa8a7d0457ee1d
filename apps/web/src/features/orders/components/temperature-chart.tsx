import type { TemperatureRecordView } from '@yaocai/contract';
import { formatTime } from '@yaocai/web-kit/format';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/** The transit temperature curve with the allowed band; loaded on its own so only cold-chain orders carry recharts. */
export default function TemperatureChart({ record }: { record: TemperatureRecordView }) {
  const data = record.readings.map((r) => ({ time: formatTime(r.t).slice(5), c: r.c }));
  const low = Math.min(record.lowest_c, record.min_c) - 1;
  const high = Math.max(record.highest_c, record.max_c) + 1;
  return (
    <div className="temperature-chart" data-testid="temperature-chart">
      <ResponsiveContainer width="100%" height={240}>
        <LineChart data={data} margin={{ top: 12, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#eee" />
          <ReferenceArea y1={record.min_c} y2={record.max_c} fill="#52c41a" fillOpacity={0.08} />
          <ReferenceLine
            y={record.max_c}
            stroke="#faad14"
            strokeDasharray="4 4"
            label={`${record.max_c}°C`}
          />
          <ReferenceLine
            y={record.min_c}
            stroke="#1677ff"
            strokeDasharray="4 4"
            label={`${record.min_c}°C`}
          />
          <XAxis dataKey="time" tick={{ fontSize: 12, fill: '#666' }} minTickGap={32} />
          <YAxis
            domain={[Math.floor(low), Math.ceil(high)]}
            tick={{ fontSize: 12, fill: '#666' }}
            width={40}
            unit="°C"
          />
          <Tooltip formatter={(value) => [`${Number(value)}°C`, '温度']} />
          <Line
            type="monotone"
            dataKey="c"
            stroke="#e4393c"
            dot={false}
            strokeWidth={2}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
