import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Table, Tag } from 'antd';
import { ApiError } from '@yaocai/web-kit/http';
import { buyAgain } from '../../cart/api/fast-buy';
import { cartQueryKey } from '../../cart/api/cart-list';
import type { ReorderAnswer, ReorderLine } from '../api/repeat';

const STATUS: Record<ReorderLine['status'], { color: string; text: string }> = {
  added: { color: 'green', text: '已加入' },
  changed: { color: 'orange', text: '已加入·有变化' },
  not_added: { color: 'red', text: '未加入' },
};

/** 再次购买's answer line by line: added, added with changes, or not added with 换成替代品. */
export function ReorderResult({ answer }: { answer: ReorderAnswer }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [taken, setTaken] = useState<Record<number, boolean>>({});
  const [busy, setBusy] = useState<number | null>(null);

  const take = async (line: ReorderLine) => {
    if (!line.substitute) return;
    setBusy(line.goods_id);
    try {
      const result = await buyAgain([{ goods_id: line.substitute.goods_id, number: line.substitute.number }]);
      void queryClient.invalidateQueries({ queryKey: cartQueryKey });
      if (result.lines.length > 0) {
        setTaken((t) => ({ ...t, [line.goods_id]: true }));
        void message.success(`已将替代品 ${line.substitute.manufacturer} ${line.substitute.name} 加入购物车`);
      } else {
        void message.warning(result.skipped[0]?.reason ?? '替代品暂不能购买');
      }
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(null);
    }
  };

  return (
    <Table<ReorderLine>
      data-testid="reorder-result"
      rowKey="goods_id"
      size="small"
      pagination={false}
      dataSource={answer.lines}
      columns={[
        {
          title: '商品',
          key: 'goods',
          render: (_, l) => (
            <>
              <div>{l.name}</div>
              <div className="cell-grey">
                {l.spec} ｜ {l.manufacturer}
              </div>
            </>
          ),
        },
        { title: '数量', dataIndex: 'number', width: 60 },
        {
          title: '价格',
          key: 'price',
          width: 110,
          render: (_, l) => (
            <>
              {l.price ? `¥${l.price}` : '—'}
              <div className="cell-grey">原 ¥{l.old_price}</div>
            </>
          ),
        },
        {
          title: '结果',
          key: 'status',
          width: 260,
          render: (_, l) => (
            <div data-testid={`reorder-line-${l.goods_id}`}>
              <Tag color={STATUS[l.status].color}>{STATUS[l.status].text}</Tag>
              {l.note && <div className="cell-grey">{l.note}</div>}
              {l.substitute &&
                (taken[l.goods_id] ? (
                  <Tag color="green">已换成替代品</Tag>
                ) : (
                  <div style={{ marginTop: 4 }}>
                    <span className="cell-grey">
                      替代品：{l.substitute.manufacturer} {l.substitute.name}
                      {l.substitute.price ? ` ¥${l.substitute.price}` : ''}（库存 {l.substitute.stock}，将加入{' '}
                      {l.substitute.number}）
                    </span>
                    <Button
                      size="small"
                      type="link"
                      loading={busy === l.goods_id}
                      onClick={() => take(l)}
                      data-testid="take-substitute"
                    >
                      换成替代品
                    </Button>
                  </div>
                ))}
            </div>
          ),
        },
      ]}
    />
  );
}
