import { Button, Form, Select, type FormListFieldData } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { ActivityPriceView } from '@yaocai/contract';
import { formatYuan } from '@yaocai/web-kit/format';
import { formatWindow } from '../lib/promotion-time';
import { GoodsSelect } from './goods-picker';
import { WholeNumberInput } from '../../../components/whole-number-input';
import { required } from '../../../lib/required-rules';

/** The goods' 秒杀 and 每日特价 prices a line may be bought at, besides the normal price. */
function offerOptions(offers: readonly ActivityPriceView[], goodsId: number | undefined) {
  return [
    { value: 0, label: '普通价格', detail: '按会员的正常价格' },
    ...offers
      .filter((o) => o.goods_id === goodsId)
      .map((o) => ({
        value: o.id,
        label: `${o.kind_name} ${formatYuan(o.price)}`,
        detail: `${o.state_name} · ${formatWindow(o.starts_at, o.ends_at)}`,
      })),
  ];
}

/** One line of the sample cart: goods, quantity, and optionally the activity price to buy it at. */
export function PreviewLine({
  field,
  index,
  offers,
  removable,
  onRemove,
}: {
  field: FormListFieldData;
  index: number;
  offers: readonly ActivityPriceView[];
  removable: boolean;
  onRemove: () => void;
}) {
  const form = Form.useFormInstance();
  const goodsId = Form.useWatch(['lines', field.name, 'goods_id'], form) as number | undefined;
  const options = offerOptions(offers, goodsId);
  return (
    <div className="preview-line" data-testid={`preview-line-${index}`}>
      <span className="muted preview-line-index">{index + 1}</span>
      <Form.Item
        name={[field.name, 'goods_id']}
        rules={required('请选择商品')}
        className="preview-line-goods"
      >
        <GoodsSelect
          onChoose={() => form.setFieldValue(['lines', field.name, 'ref_id'], 0)}
          testId="preview-goods"
        />
      </Form.Item>
      <Form.Item name={[field.name, 'number']} rules={required('请填写数量')}>
        <WholeNumberInput min={1} max={100_000} prefix="×" width={110} testId="preview-number" />
      </Form.Item>
      <Form.Item name={[field.name, 'ref_id']} className="preview-line-offer">
        <Select
          options={options}
          disabled={options.length === 1}
          placeholder="普通价格"
          popupMatchSelectWidth={false}
          optionRender={(option) => (
            <div>
              <div>{option.label}</div>
              <div className="muted goods-meta">{(option.data as { detail: string }).detail}</div>
            </div>
          )}
          data-testid="preview-offer"
        />
      </Form.Item>
      <Button
        type="text"
        icon={<DeleteOutlined />}
        disabled={!removable}
        aria-label={`删除第${index + 1}行`}
        onClick={onRemove}
      />
    </div>
  );
}
