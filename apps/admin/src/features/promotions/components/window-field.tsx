import { RangeField } from './range-field';

/** 活动时间: a start and an end to the minute, in China time, checked by the domain's window rule. */
export function WindowField({ testId }: { testId: string }) {
  return (
    <RangeField
      name="window"
      label="活动时间"
      extra="北京时间；结束时间须晚于开始时间，最长366天"
      testId={testId}
    />
  );
}
