import { App, Button, DatePicker, Form, Input, Row, Typography, type FormInstance } from 'antd';
import type { GoodsBatch } from '@yaocai/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { fieldErrors } from '@yaocai/web-kit/http';
import { useSaveBatch } from '../api/save-batch';
import { ReportField } from './report-field';
import { WholeNumberInput } from '../../../components/whole-number-input';
import { FieldCol } from '../../../components/field-col';
import { required } from '../../../lib/required-rules';

export interface BatchValues {
  batch_no: string;
  produced_on: Dayjs | null;
  expires_on: Dayjs | null;
  stock: number | null;
  quality_report_url: string;
}

const DAY = 'YYYY-MM-DD';
const EMPTY: BatchValues = {
  batch_no: '',
  produced_on: null,
  expires_on: null,
  stock: null,
  quality_report_url: '',
};

export function batchValues(batch: GoodsBatch): BatchValues {
  return {
    batch_no: batch.batch_no,
    produced_on: dayjs(batch.produced_on),
    expires_on: dayjs(batch.expires_on),
    stock: batch.stock,
    quality_report_url: batch.quality_report_url,
  };
}

/**
 * 入库 a batch, or correct one: the API updates the batch with the same 批号 (dates, stock, report).
 * `form` is the drawer's, so a row's 修改 can fill it.
 */
export function BatchForm({
  goodsId,
  unit,
  batches,
  form,
}: {
  goodsId: number;
  unit: string;
  batches: GoodsBatch[];
  form: FormInstance<BatchValues>;
}) {
  const save = useSaveBatch();
  const { message } = App.useApp();
  const batchNo = (Form.useWatch('batch_no', form) ?? '').trim();
  const existing = batches.find((b) => b.batch_no === batchNo);

  const submit = async (values: BatchValues) => {
    const input = {
      batch_no: values.batch_no.trim(),
      produced_on: values.produced_on!.format(DAY),
      expires_on: values.expires_on!.format(DAY),
      stock: values.stock ?? 0,
      quality_report_url: values.quality_report_url?.trim() ?? '',
    };
    try {
      await save.mutateAsync({ goodsId, input });
      void message.success(existing ? `批次 ${input.batch_no} 已更新` : `批次 ${input.batch_no} 已入库`);
      form.resetFields();
    } catch (error) {
      form.setFields(fieldErrors(error) as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={EMPTY} onFinish={submit} data-testid="batch-form">
      <Row gutter={16}>
        <FieldCol
          span={8}
          name="batch_no"
          label="批号"
          rules={[
            { required: true, whitespace: true, message: '请填写批号' },
            { pattern: /^\s*[A-Za-z0-9-]{1,32}\s*$/, message: '批号为1-32位字母、数字或短横线' },
          ]}
        >
          <Input placeholder="如 A2601087" maxLength={32} data-testid="batch-no" />
        </FieldCol>
        <FieldCol span={8} name="produced_on" label="生产日期" rules={required('请选择生产日期')}>
          <DatePicker
            style={{ width: '100%' }}
            disabledDate={(day) => day.isAfter(dayjs(), 'day')}
            data-testid="batch-produced"
          />
        </FieldCol>
        <FieldCol
          span={8}
          name="expires_on"
          label="有效期至"
          dependencies={['produced_on']}
          rules={[
            { required: true, message: '请选择有效期至' },
            ({ getFieldValue }) => ({
              validator: (_, value: Dayjs | null) => {
                const produced = getFieldValue('produced_on') as Dayjs | null;
                return value && produced && !value.isAfter(produced, 'day')
                  ? Promise.reject(new Error('有效期至必须晚于生产日期'))
                  : Promise.resolve();
              },
            }),
          ]}
        >
          <DatePicker
            style={{ width: '100%' }}
            // An expired batch may not be stocked (the API refuses it too).
            disabledDate={(day) => !day.isAfter(dayjs(), 'day')}
            data-testid="batch-expires"
          />
        </FieldCol>
        <FieldCol span={8} name="stock" label="库存" rules={required('请填写库存')}>
          <WholeNumberInput min={0} max={10_000_000} suffix={unit} testId="batch-stock" />
        </FieldCol>
        <FieldCol
          span={16}
          name="quality_report_url"
          label="检验报告（药检报告）"
          rules={[{ max: 500, message: '检验报告地址过长' }]}
        >
          <ReportField />
        </FieldCol>
      </Row>
      <div className="batch-form-footer">
        <Typography.Text type={existing ? 'warning' : 'secondary'}>
          {existing
            ? `批号 ${existing.batch_no} 已存在，保存将更正该批次的日期与库存`
            : '新批号将作为新批次入库；填写已有批号则更正该批次'}
        </Typography.Text>
        <span>
          <Button onClick={() => form.resetFields()} style={{ marginRight: 8 }}>
            清空
          </Button>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="batch-save">
            {existing ? '更正批次' : '确认入库'}
          </Button>
        </span>
      </div>
    </Form>
  );
}
