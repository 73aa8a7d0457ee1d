import { DatePicker, Form } from 'antd';
import { MINUTE_FORMAT, windowMessage, type TimeWindow } from '../lib/promotion-time';

/** 活动时间: a start and an end to the minute, in China time, checked by the domain's window rule. */
export function WindowField({ testId }: { testId: string }) {
  return (
    <Form.Item
      name="window"
      label="活动时间"
      required
      extra="北京时间；结束时间须晚于开始时间，最长366天"
      rules={[
        {
          validator: async (_, window: TimeWindow | null | undefined) => {
            const message = windowMessage(window);
            if (message) throw new Error(message);
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
