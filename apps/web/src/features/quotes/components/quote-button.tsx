import { useState } from 'react';
import { Link } from 'react-router';
import { App, Button, Form, Input, InputNumber, Modal } from 'antd';
import { ApiError } from '@yaocai/web-kit/http';
import { paths } from '../../../app/paths';
import type { GoodsDetail } from '../../catalog/api/types';
import { askQuote } from '../api/quotes';

interface QuoteForm {
  quantity: number;
  expected_price: number;
  remark?: string;
}

/** 询价 on the goods page: quantity from quote_min, the hoped-for unit price, a remark → POST /api/quotes. */
export function QuoteButton({ goods, quantity }: { goods: GoodsDetail; quantity: number }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<QuoteForm>();
  const { message } = App.useApp();
  if (goods.base_price === null || goods.quote_min <= 0) return null;

  const submit = async (values: QuoteForm) => {
    setBusy(true);
    try {
      await askQuote({
        goods_id: goods.id,
        quantity: values.quantity,
        expected_price: values.expected_price.toFixed(2),
        remark: values.remark ?? '',
      });
      setOpen(false);
      void message.success({
        content: (
          <span data-testid="quote-sent">
            询价已提交，答复后可在<Link to={paths.myQuotes}>我的询价</Link>中按报价购买
          </span>
        ),
        duration: 6,
      });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="large"
        data-testid="quote-open"
        onClick={() => {
          form.setFieldsValue({ quantity: Math.max(goods.quote_min, quantity), remark: '' });
          setOpen(true);
        }}
      >
        询价
      </Button>
      <Modal
        title={`询价：${goods.name}`}
        open={open}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        okText="提交询价"
        confirmLoading={busy}
        destroyOnHidden
      >
        <p className="cell-grey">
          采购量达到{goods.quote_min}
          {goods.bzdw}即可询价，期望单价须低于您的当前供货价¥{goods.base_price}。
        </p>
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} data-testid="quote-form">
          <Form.Item
            name="quantity"
            label={`询价数量（${goods.bzdw}）`}
            rules={[
              { required: true, message: '请填写询价数量' },
              {
                type: 'number',
                min: goods.quote_min,
                message: `询价数量不能少于${goods.quote_min}${goods.bzdw}`,
              },
            ]}
          >
            <InputNumber min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="expected_price"
            label="期望单价（元）"
            rules={[{ required: true, message: '请填写期望单价' }]}
          >
            <InputNumber min={0.01} precision={2} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="remark" label="备注">
            <Input.TextArea maxLength={200} rows={2} placeholder="如交货时间、采购周期" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
