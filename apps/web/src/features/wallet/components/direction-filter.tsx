import { Radio } from 'antd';

/** 全部 / 收入 / 支出 over a ledger (use_type 0, 1, 2 of the wallet endpoints). */
export function DirectionFilter({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  return (
    <Radio.Group
      className="wallet-filter"
      optionType="button"
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      options={[
        { value: 0, label: '全部' },
        { value: 1, label: '收入' },
        { value: 2, label: '支出' },
      ]}
    />
  );
}
