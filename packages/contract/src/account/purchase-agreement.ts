import { z } from 'zod';

/** One clause of the purchase agreement (电子合同). */
export const agreementClause = z.object({ title: z.string(), items: z.array(z.string()) });

/** GET /api/user/contract: the agreement between the platform and the member's company. */
export const agreementAnswer = z.object({
  number: z.string(),
  title: z.string(),
  /** 甲方: the platform's operator (seller); 乙方: the member's company (buyer). */
  seller: z.object({ name: z.string(), address: z.string(), phone: z.string() }),
  buyer: z.object({ name: z.string(), address: z.string(), contact: z.string(), phone: z.string() }),
  clauses: z.array(agreementClause),
  signed: z.number().int(),
  signed_at: z.string().nullable(),
});
export type AgreementAnswer = z.infer<typeof agreementAnswer>;

/** POST /api/user/contract/sign {agree: 1} */
export const agreementSignBody = z.object(
  {
    agree: z.coerce
      .number({ error: '请阅读并勾选同意本协议' })
      .refine((v) => v === 1, '请阅读并勾选同意本协议'),
  },
  { error: '请阅读并勾选同意本协议' },
);

export const agreementSignAnswer = z.object({ signed: z.number().int(), signed_at: z.string() });
export type AgreementSignAnswer = z.infer<typeof agreementSignAnswer>;
