import { Button, Card, Form, Input, Space, Typography } from 'antd';
import type { GoodsCategories, GoodsInput } from '@yaocai/contract';
import { fieldErrors } from '@yaocai/web-kit/http';
import { afterKindChange, toGoodsInput, type GoodsFormValues } from '../lib/goods-form';
import { GoodsBasicFields } from './goods-basic-fields';
import { GoodsColdChainFields } from './goods-cold-chain-fields';
import { GoodsPackFields } from './goods-pack-fields';
import { GoodsSalesFields } from './goods-sales-fields';
import { GoodsTraceFields } from './goods-trace-fields';

/**
 * Every field of a goods as buyers read it. Posts the whole form; the server's 422 lands under the
 * field it names.
 */
export function GoodsForm({
  initial,
  categories,
  submitting,
  onSubmit,
  onCancel,
}: {
  initial: GoodsFormValues;
  categories: GoodsCategories;
  submitting: boolean;
  onSubmit: (input: GoodsInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<GoodsFormValues>();

  const submit = async (values: GoodsFormValues) => {
    try {
      await onSubmit(toGoodsInput(values));
    } catch (error) {
      const fields = fieldErrors(error);
      form.setFields(fields as Parameters<typeof form.setFields>[0]);
      if (fields[0]) form.scrollToField(fields[0].name, { block: 'center' });
    }
  };

  return (
    <Form<GoodsFormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      onFinishFailed={({ errorFields }) => {
        if (errorFields[0]) form.scrollToField(errorFields[0].name, { block: 'center' });
      }}
      onValuesChange={(changed: Partial<GoodsFormValues>) => {
        if (changed.kind) {
          form.setFieldsValue(afterKindChange(form.getFieldsValue(), changed.kind, categories));
          // 批准文号 is required for drugs only: an error from the old kind no longer holds.
          form.setFields([{ name: 'approval_number', errors: [] }]);
        }
      }}
      scrollToFirstError={false}
      data-testid="goods-form"
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Card title="基本信息">
          <GoodsBasicFields categories={categories} />
        </Card>
        <Card title="包装、价格与上架">
          <GoodsPackFields />
        </Card>
        <Card title="药品追溯码">
          <GoodsTraceFields />
        </Card>
        <Card title="冷链">
          <GoodsColdChainFields />
        </Card>
        <Card title="阶梯价与控销">
          <GoodsSalesFields />
        </Card>
        <Card title="说明书">
          <Form.Item
            name="instructions"
            rules={[{ max: 20_000, message: '说明书不能超过20000个字符' }]}
            style={{ marginBottom: 0 }}
          >
            <Input.TextArea
              rows={12}
              maxLength={20_000}
              showCount
              placeholder="【药品名称】【成份】【适应症】【规格】【用法用量】【不良反应】【禁忌】【注意事项】【贮藏】【有效期】…"
              data-testid="goods-field-instructions"
            />
          </Form.Item>
        </Card>
      </Space>
      <div className="footer-bar goods-footer">
        <Typography.Text type="secondary">
          保存后会员端立即按新的信息展示；下架的商品会员不可见也不可购买。
        </Typography.Text>
        <Space>
          <Button onClick={onCancel}>取消</Button>
          <Button type="primary" htmlType="submit" loading={submitting} data-testid="goods-save">
            保存
          </Button>
        </Space>
      </div>
    </Form>
  );
}
