import type { FormRule } from 'antd';

/** A contract field schema (zod), as far as a form rule needs it. */
interface FieldSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly { message: string }[] } };
}

/**
 * A form rule that checks a field with the contract's own schema, so the form refuses what the API
 * would refuse, with the same Chinese message. Pair it with Form.Item `required` for the asterisk.
 */
export function contractRule(schema: FieldSchema): FormRule {
  return {
    validator: async (_, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(result.error?.issues[0]?.message ?? '格式不正确');
    },
  };
}
