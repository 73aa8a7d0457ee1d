import type { Kit } from '../../test/commerce-test-kit';
import { multipart, PNG } from '../../test/upload-test-helpers';

export const fen = (yuan: string) => Math.round(Number(yuan) * 100);

/** Uploads a picture of a bank slip as `user` and returns its address. */
export async function uploadSlip(k: Kit, user: string) {
  const form = multipart([
    { name: 'purpose', value: 'receipt' },
    { name: 'file', value: PNG, filename: 'slip.png' },
  ]);
  const res = await k.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: form.payload,
    headers: { ...form.headers, cookie: k.cookies[user] ?? '' },
  });
  return res.json().data.url as string;
}

let refSeq = 0;
export const newRef = () => `TEST${Date.now()}${++refSeq}`;

export async function companyIdOf(k: Kit, username: string) {
  return Number(
    (await k.rows(`select company_id from members where username = '${username}'`))[0]!.company_id,
  );
}

export const balanceOf = async (k: Kit, user: string) =>
  fen((await k.get('/api/user/user_money', user)).body.data.balance);
