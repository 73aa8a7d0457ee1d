import type { FormRule } from 'antd';

/** A field that must be given: `message` when it is empty. */
export const required = (message: string): FormRule[] => [{ required: true, message }];

/** A text that must be given: empty or only spaces is refused with `message`. */
export const requiredText = (message: string): FormRule[] => [{ required: true, whitespace: true, message }];
