import { useState } from 'react';
import { Segmented, Select, Table, Tag, Tooltip } from 'antd';
import type { PlanGoods, PlanRow } from '@yaocai/contract';
import { filterPlanRows, planFilters, planStatusTag, type PlanFilter } from '../../lib/plan-import';

interface Props {
  rows: PlanRow[];
  dryRun: boolean;
  choices: Record<number, number>;
  onPick: (row: number, goodsId: number) => void;
  disabled?: boolean;
}

const priceText = (g: PlanGoods) => (g.price === null ? (g.price_tip ?? '—') : `¥${g.price}`);

function GoodsCell({ goods }: { goods: PlanGoods }) {
  return (
    <>
      <div className="plan-goods__name">{goods.name}</div>
      <div className="cell-grey">
        {goods.spec} ｜ {goods.manufacturer}
      </div>
    </>
  );
}

/** The candidates of an ambiguous row; goods the buyer may not buy are shown but cannot be picked. */
function CandidatePicker({
  row,
  value,
  onPick,
  disabled,
}: { row: PlanRow } & Pick<Props, 'onPick' | 'disabled'> & { value?: number }) {
  return (
    <Select<number>
      className="plan-picker"
      placeholder={`请选择（${row.candidates.length} 个候选）`}
      value={value}
      disabled={disabled}
      onChange={(id) => onPick(row.row, id)}
      popupMatchSelectWidth={420}
      data-testid={`plan-pick-${row.row}`}
      options={row.candidates.map((c) => ({
        value: c.id,
        disabled: c.is_buy === 0,
        label: `${c.name} ${c.spec} ${c.manufacturer}`,
        goods: c,
      }))}
      optionRender={({ data }) => {
        const c = (data as { goods: PlanGoods }).goods;
        return (
          <div className="plan-option">
            <div>
              {c.name} <span className="cell-grey">{c.spec}</span>
            </div>
            <div className="cell-grey">
              {c.manufacturer} ｜ {priceText(c)} ｜ {c.is_buy ? `库存 ${c.stock}${c.unit}` : c.buy_tip}
            </div>
          </div>
        );
      }}
    />
  );
}

/** The plan's rows as matched: what the row said, the goods it became (or the candidates), and why. */
export function PlanRowsTable({ rows, dryRun, choices, onPick, disabled }: Props) {
  const [filter, setFilter] = useState<PlanFilter>('all');
  const filters = planFilters(rows, dryRun);
  const current = filters.some((f) => f.value === filter) ? filter : 'all';
  return (
    <>
      {filters.length > 2 && (
        <Segmented<PlanFilter>
          className="plan-filter"
          size="small"
          value={current}
          options={filters}
          onChange={setFilter}
          data-testid="plan-filter"
        />
      )}
      <Table<PlanRow>
        rowKey="row"
        size="small"
        bordered
        className="plan-rows"
        dataSource={filterPlanRows(rows, current)}
        pagination={{ pageSize: 8, hideOnSinglePage: true, showSizeChanger: false }}
        onRow={(r) => ({ 'data-testid': `plan-row-${r.row}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: '行', dataIndex: 'row', width: 48, align: 'center' },
          {
            title: '采购计划',
            key: 'input',
            width: 200,
            render: (_, r) => (
              <>
                <div>{r.input.name || (r.input.code ? `商品编码 ${r.input.code}` : '—')}</div>
                <div className="cell-grey">
                  {[r.input.spec, r.input.manufacturer, r.input.approval_number].filter(Boolean).join(' ｜ ')}
                </div>
              </>
            ),
          },
          {
            title: '匹配商品',
            key: 'goods',
            render: (_, r) =>
              r.candidates.length > 0 && dryRun ? (
                <CandidatePicker row={r} value={choices[r.row]} onPick={onPick} disabled={disabled} />
              ) : r.goods ? (
                <GoodsCell goods={r.goods} />
              ) : (
                <span className="cell-grey">—</span>
              ),
          },
          {
            title: '参考单价',
            key: 'price',
            width: 90,
            render: (_, r) => (r.goods ? priceText(r.goods) : '—'),
          },
          {
            title: '数量',
            key: 'number',
            width: 90,
            render: (_, r) =>
              r.number !== null && r.goods ? (
                <Tooltip title={`计划数量：${r.input.quantity}`}>
                  {r.number}
                  {r.goods.unit}
                </Tooltip>
              ) : (
                r.input.quantity || '—'
              ),
          },
          {
            title: '状态',
            key: 'status',
            width: 84,
            render: (_, r) => {
              const tag = planStatusTag(r, dryRun);
              return <Tag color={tag.color}>{tag.label}</Tag>;
            },
          },
          { title: '说明', dataIndex: 'msg', width: 200, render: (msg: string) => msg || '—' },
        ]}
      />
    </>
  );
}
