import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type Kit } from '../../test/commerce-test-kit';
import { sendExpiryReminders } from './expiry-reminders.service';

let k: Kit;
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'zhensuo01']);
});
afterAll(() => k?.close());

const reminders = async (user: string, kind: string) =>
  (await k.get('/api/message/list', user)).body.data.list.filter((m: { kind: string }) => m.kind === kind);

describe('expiry reminders', () => {
  it('a licence expiring within 30 days and a coupon ending within 3 days are told once, however often the sweep runs', async () => {
    const now = new Date();
    const inTenDays = new Date(now.getTime() + 10 * 86_400_000).toISOString().slice(0, 10);
    const [licence] = await k.rows(
      `update qualifications q set expires_on = '${inTenDays}'
        from members m where m.username = 'yaodian01' and q.company_id = m.company_id
          and q.status = 'approved' and q.kind = '营业执照'
        returning q.id, q.number`,
    );
    expect(licence).toBeDefined();
    const memberId = await k.memberId('zhensuo01');
    const ending = new Date(now.getTime() + 2 * 86_400_000).toISOString();
    const later = new Date(now.getTime() + 20 * 86_400_000).toISOString();
    await k.rows(
      `insert into coupons (member_id, name, amount, threshold, valid_from, valid_to)
        values (${memberId}, '冬季回馈券', 3000, 30000, now() - interval '1 day', '${ending}'),
               (${memberId}, '长期券', 1000, 0, now() - interval '1 day', '${later}')`,
    );

    // A sweep stopped by the server closing sends nothing more; the next one sends everything due.
    expect(await sendExpiryReminders(k.db, now, AbortSignal.abort())).toBe(0);
    const runs = await Promise.all([sendExpiryReminders(k.db, now), sendExpiryReminders(k.db, now)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2);
    expect(await sendExpiryReminders(k.db, now)).toBe(0);

    const licenceNotes = (await reminders('yaodian01', 'qualification')).filter(
      (m: { title: string }) => m.title === '营业执照即将到期',
    );
    expect(licenceNotes).toHaveLength(1);
    expect(licenceNotes[0]).toMatchObject({ kind_name: '资质消息', link: '/zzzj', is_read: 0 });
    expect(licenceNotes[0].content).toContain(inTenDays);
    expect(licenceNotes[0].content).toContain(licence!.number);

    const couponNotes = await reminders('zhensuo01', 'coupon');
    expect(couponNotes).toHaveLength(1);
    expect(couponNotes[0]).toMatchObject({ kind_name: '优惠券消息', title: '优惠券即将过期', link: '/yhq' });
    expect(couponNotes[0].content).toContain('冬季回馈券');
    expect(couponNotes[0].content).toContain('满300减30');
    // Nobody else hears of zhensuo01's coupon.
    expect(await reminders('yaodian01', 'coupon')).toEqual([]);
  });

  it('a used coupon is not reminded', async () => {
    const memberId = await k.memberId('zhensuo01');
    const ending = new Date(Date.now() + 86_400_000).toISOString();
    await k.rows(
      `insert into coupons (member_id, name, amount, valid_from, valid_to, order_id, used_at)
        values (${memberId}, '已用券', 500, now() - interval '1 day', '${ending}', 1, now())`,
    );
    await sendExpiryReminders(k.db);
    const notes = await reminders('zhensuo01', 'coupon');
    expect(notes.some((m: { content: string }) => m.content.includes('已用券'))).toBe(false);
  });
});
