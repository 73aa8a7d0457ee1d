import { DatePicker, Form } from 'antd';
import { MINUTE_FORMAT, windowMessage, type TimeWindow } from '../lib/promotion-time';

/** A start and an end to the minute (China time) under any form name, checked by the domain's window rule. */
export function RangeField({
  name,
  label,
  extra,
  testId,
}: {
  name: string;
  label: string;
  extra?: string;
  testId: string;
}) {
  return (
    <Form.Item
      name={name}
      label={label}
      required
      extra={extra ?? '北京时间；结束时间须晚于开始时间'}
      rules={[
        {
          validator: async (_, window: TimeWindow | null | undefined) => {
            const message = windowMessage(window);
            if (message) throw new Error(message.replace('活动时间', label));
          },
        },
      ]}
    >
      <DatePicker.RangePicker
        showTime={{ format: 'HH:mm' }}
        format={MINUTE_FORMAT}
        placeholder={['开始时间', '结束时间']}
        style={{ width: '100%', maxWidth: 420 }}
        data-testid={testId}
      />
    </Form.Item>
  );
}
