import { Button, Form, Input, InputNumber, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { chances, MAX_DRAW_PRIZES, PRIZE_KIND_OPTIONS, type PrizeValues } from '../lib/draw-form';
import { requiredText } from '../../../lib/required-rules';

const VALUE_LABELS: Partial<Record<PrizeValues['kind'], string>> = {
  points: '积分',
  coupon: '元',
  red_packet: '元',
};

/**
 * 奖品: up to eight prizes (the 九宫格's cells) with kind, name, face value, coupon terms, weight
 * and stock; each row shows the chance its weight gives among the prizes still in stock.
 */
export function DrawPrizesField() {
  const form = Form.useFormInstance();
  const prizes: PrizeValues[] = Form.useWatch('prizes', form) ?? [];
  const odds = chances(prizes);
  return (
    <Form.List name="prizes">
      {(fields, { add, remove }, { errors }) => (
        <div className="draw-prizes" data-testid="draw-prizes">
          <div className="draw-prizes__row draw-prizes__head">
            <span>类型</span>
            <span>奖品名称</span>
            <span>面值</span>
            <span>券门槛（元）/ 有效天数</span>
            <span>中奖权重</span>
            <span>库存</span>
            <span>概率</span>
            <span />
          </div>
          {fields.map((field, index) => {
            const kind = prizes[index]?.kind ?? 'none';
            const unit = VALUE_LABELS[kind];
            return (
              <div key={field.key} className="draw-prizes__row" data-testid="draw-prize-row">
                <Form.Item name={[field.name, 'kind']} noStyle>
                  <Select options={PRIZE_KIND_OPTIONS} />
                </Form.Item>
                <Form.Item name={[field.name, 'name']} rules={requiredText('请填写奖品名称')}>
                  <Input maxLength={64} placeholder="如：10元优惠券" />
                </Form.Item>
                <Form.Item name={[field.name, 'value']}>
                  <Input disabled={!unit} suffix={unit} placeholder={unit ? '面值' : '—'} />
                </Form.Item>
                {kind === 'coupon' ? (
                  <div className="draw-prizes__pair">
                    <Form.Item name={[field.name, 'coupon_threshold']}>
                      <Input placeholder="0 为无门槛" />
                    </Form.Item>
                    <Form.Item name={[field.name, 'coupon_days']}>
                      <InputNumber min={1} max={365} suffix="天" />
                    </Form.Item>
                  </div>
                ) : (
                  <Typography.Text type="secondary">—</Typography.Text>
                )}
                <Form.Item name={[field.name, 'weight']}>
                  <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
                </Form.Item>
                <Form.Item name={[field.name, 'stock']}>
                  <InputNumber min={0} max={10_000_000} precision={0} style={{ width: '100%' }} />
                </Form.Item>
                <Typography.Text className="draw-prizes__chance">{odds[index]}</Typography.Text>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label="删除奖品"
                  onClick={() => remove(field.name)}
                  disabled={fields.length <= 2}
                />
              </div>
            );
          })}
          <Form.ErrorList errors={errors} />
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={fields.length >= MAX_DRAW_PRIZES}
            onClick={() => add({ kind: 'points', name: '', weight: 10, stock: 100, coupon_days: 30 })}
          >
            添加奖品（{fields.length}/{MAX_DRAW_PRIZES}）
          </Button>
        </div>
      )}
    </Form.List>
  );
}
