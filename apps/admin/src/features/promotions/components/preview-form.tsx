import { Button, DatePicker, Form, Input, Space } from 'antd';
import { PlayCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { ActivityPriceView } from '@yaocai/contract';
import { fieldErrors } from '@yaocai/web-kit/http';
import { EMPTY_PREVIEW, type PreviewValues } from '../lib/preview-form';
import { MINUTE_FORMAT } from '../lib/promotion-time';
import { PreviewLine } from './preview-line';
import { requiredText } from '../../../lib/required-rules';

const MAX_LINES = 50;

/** The preview's question: which member, at which moment, buying which sample cart. */
export function PreviewForm({
  offers,
  pending,
  onRun,
}: {
  offers: readonly ActivityPriceView[];
  pending: boolean;
  onRun: (values: PreviewValues) => Promise<unknown>;
}) {
  const [form] = Form.useForm<PreviewValues>();
  const run = async (values: PreviewValues) => {
    try {
      await onRun(values);
    } catch (error) {
      form.setFields(fieldErrors(error) as Parameters<typeof form.setFields>[0]);
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={EMPTY_PREVIEW}
      onFinish={run}
      data-testid="preview-form"
    >
      <Space size={16} wrap align="start">
        <Form.Item
          name="username"
          label="会员账号"
          rules={requiredText('请填写会员账号')}
          extra="按该会员的资质、客户组与控销区域计价"
        >
          <Input
            allowClear
            placeholder="如 yaodian01"
            style={{ width: 240 }}
            data-testid="preview-username"
          />
        </Form.Item>
        <Form.Item name="at" label="预览时间" extra="不选则按当前时间；可选活动开始后的时间提前查看">
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format={MINUTE_FORMAT}
            placeholder="当前时间"
            style={{ width: 240 }}
            data-testid="preview-at"
          />
        </Form.Item>
      </Space>
      <Form.Item label="样例商品" required>
        <Form.List
          name="lines"
          rules={[
            {
              validator: async (_, lines: unknown[] | undefined) => {
                if (!lines?.length) throw new Error('请添加商品');
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <div className="preview-lines">
              {fields.map((field, index) => (
                <PreviewLine
                  key={field.key}
                  field={field}
                  index={index}
                  offers={offers}
                  removable={fields.length > 1}
                  onRemove={() => remove(field.name)}
                />
              ))}
              <Form.ErrorList errors={errors} />
              <Space>
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  disabled={fields.length >= MAX_LINES}
                  onClick={() => add({ number: 1, ref_id: 0 })}
                  data-testid="preview-add-line"
                >
                  添加商品
                </Button>
              </Space>
            </div>
          )}
        </Form.List>
      </Form.Item>
      <Space>
        <Button
          type="primary"
          htmlType="submit"
          icon={<PlayCircleOutlined />}
          loading={pending}
          data-testid="preview-run"
        >
          开始预览
        </Button>
        <Button onClick={() => form.resetFields()}>重置</Button>
      </Space>
    </Form>
  );
}
