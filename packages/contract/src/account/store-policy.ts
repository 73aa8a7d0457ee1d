import { parseYuan } from '@yaocai/domain';
import { z } from 'zod';
import { yuan } from '../envelope';

/** The largest rule a headquarters may set: ¥10,000,000.00. */
const MAX_RULE_FEN = 1_000_000_000;

/** A rule in yuan ("2000", "2000.50" or a number); empty or null is no rule. */
const ruleField = (what: string, min: number) =>
  z
    .union([z.string(), z.number(), z.null()], { error: `${what}格式不正确` })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || String(value).trim() === '') return null;
      const fen = parseYuan(String(value).trim());
      if (fen === null) {
        ctx.addIssue({ code: 'custom', message: `${what}格式不正确，请填写金额（元），最多两位小数` });
        return z.NEVER;
      }
      if (fen < min || fen > MAX_RULE_FEN) {
        const low = min > 0 ? '大于0' : '不小于0';
        ctx.addIssue({ code: 'custom', message: `${what}应${low}且不超过1000万元；不限制请留空` });
        return z.NEVER;
      }
      return fen;
    });

/**
 * POST /api/user/stores/{id}/policy: a headquarters' rules for one of its stores (连锁采购审批), in yuan.
 * monthly_limit — the store's orders of a calendar month may not come to more; approval_over — an
 * order above it waits for the headquarters' approval (0: every order). Empty or null: no rule.
 */
export const storePolicyBody = z.object(
  {
    monthly_limit: ruleField('月度采购额度', 1),
    approval_over: ruleField('审批金额', 0),
  },
  { error: '请求参数不正确' },
);
export type StorePolicyInput = z.input<typeof storePolicyBody>;

/** A store's rules and this month's purchases as /ddgl shows them (yuan; null = no rule). */
export const storePolicyView = z.object({
  monthly_limit: yuan.nullable(),
  approval_over: yuan.nullable(),
  /** The store's orders this calendar month (Asia/Shanghai), cancelled ones left out. */
  month_spent: yuan,
  /** What the store may still order this month; null without a monthly limit. */
  month_left: yuan.nullable(),
});
export type StorePolicyView = z.infer<typeof storePolicyView>;
