import type { GoodsSubscription } from '@yaocai/contract';
import { App, Form, InputNumber, Modal, Radio, type ButtonProps } from 'antd';
import { fieldErrors } from '../../service/lib/field-errors';
import { useSubscribeGoods } from '../api/subscriptions';
import { alertSubscribed } from '../lib/alert-texts';

interface PriceAlertForm {
  mode: 'any' | 'below';
  price?: number | null;
}

export interface PriceAlertModalProps {
  open: boolean;
  onClose: () => void;
  goods: { id: number; name: string; unit: string };
  /** One unit's price as shown to the member ("12.50"). */
  price: string;
  /** The member's 降价通知 of this goods, if any: the form starts from it. */
  current: GoodsSubscription | null;
}

/** 降价通知: any drop below today's price, or below a price the buyer names (yuan, two decimals). */
export function PriceAlertModal({ open, onClose, goods, price, current }: PriceAlertModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PriceAlertForm>();
  const subscribe = useSubscribeGoods();
  const mode = Form.useWatch('mode', form);
  const ceiling = Number(price);

  const submit = async (values: PriceAlertForm) => {
    const target = values.mode === 'below' && values.price ? values.price.toFixed(2) : '';
    try {
      await subscribe.mutateAsync({ goodsId: goods.id, input: { type: 'price', price: target } });
      alertSubscribed(message, 'price');
      onClose();
    } catch (error) {
      form.setFields(fieldErrors(error) as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <Modal
      open={open}
      title="降价通知"
      okText={current?.status === 'active' ? '更新订阅' : '订阅降价通知'}
      cancelText="取消"
      confirmLoading={subscribe.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'price-alert-submit' } as ButtonProps}
    >
      <p className="goods-alert-modal__goods">
        {goods.name}，当前供货价 <b>¥{price}</b>/{goods.unit}
      </p>
      <Form<PriceAlertForm>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          mode: current?.target_price ? 'below' : 'any',
          price: current?.target_price ? Number(current.target_price) : null,
        }}
        onFinish={(values) => void submit(values)}
        data-testid="price-alert-form"
      >
        <Form.Item name="mode" label="通知条件">
          <Radio.Group>
            <Radio value="any" data-testid="price-alert-any">
              低于当前价即通知
            </Radio>
            <Radio value="below" data-testid="price-alert-below">
              低于期望价格时通知
            </Radio>
          </Radio.Group>
        </Form.Item>
        {mode === 'below' && (
          <Form.Item
            name="price"
            label="期望价格（元）"
            rules={[
              { required: true, message: '请填写期望价格' },
              {
                validator: (_, value: number | null) =>
                  value === null || value === undefined || value < ceiling
                    ? Promise.resolve()
                    : Promise.reject(new Error(`期望价格须低于当前供货价¥${price}`)),
              },
            ]}
          >
            <InputNumber
              min={0.01}
              step={0.1}
              precision={2}
              prefix="¥"
              style={{ width: 200 }}
              placeholder={`低于 ${price}`}
              data-testid="price-alert-price"
            />
          </Form.Item>
        )}
        <p className="goods-alert-modal__note">
          价格降到条件以内时，我们会通过站内“我的消息”通知您一次；通知后如需继续关注，可重新订阅。
        </p>
      </Form>
    </Modal>
  );
}
