import type {
  BasicInfoAnswer,
  InvoiceTitleAnswer,
  ResetPasswordInput,
  UpdateUserInfoInput,
} from '@yaocai/contract';
import type { Database } from '../../db/client';
import { invalid, notFound } from '../../lib/http-errors';
import * as repo from './basic-info.repository';
import { hashPassword, verifyPassword } from './password';
import { verifyCode } from './sms-code.service';
import type { Viewer } from '../../shared/viewer';

const KIND_NAMES: Record<string, string> = {
  pharmacy: '单体药店',
  chain: '连锁总部',
  store: '连锁门店',
  clinic: '诊所',
  health_center: '卫生院',
  platform: '平台运营',
};

export const maskPhone = (phone: string) =>
  /^1\d{10}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;

/** 基本信息 (/basic): account, contact, company, account manager, invoice title and agreement state. */
export async function basicInfo(db: Database, viewer: Viewer): Promise<BasicInfoAnswer> {
  const row = await repo.findBasicInfo(db, viewer.memberId);
  if (!row) throw notFound('会员');
  const { member, company, manager } = row;
  return {
    username: member.username,
    name: member.name,
    phone: member.phone,
    masked_phone: maskPhone(member.phone),
    company: {
      name: company.name,
      kind: company.kind,
      kind_name: KIND_NAMES[company.kind] ?? company.kind,
      region: company.region,
      city: company.city,
      district: company.district,
      address: company.address,
    },
    is_passed: member.isPassed,
    rank: member.rank,
    is_vip: member.isVip,
    created_at: member.createdAt.toISOString(),
    account_manager: { name: manager?.name ?? '', phone: manager?.phone ?? '' },
    invoice_title: company.invoiceTitle,
    tax_number: company.taxNumber,
    contract_signed: member.contractSigned ? 1 : 0,
    contract_signed_at: member.contractSignedAt?.toISOString() ?? null,
  };
}

export async function updateUserInfo(db: Database, viewer: Viewer, input: UpdateUserInfoInput) {
  await repo.updateContact(db, viewer.memberId, input.name, input.phone);
  return null;
}

const WRONG_OLD_PASSWORD = '当前密码不正确';

/**
 * 修改密码: proven by the current password, or by an `update` code sent to the member's own phone.
 * The member's other sessions end; `currentSession` (this browser) stays logged in.
 */
export async function changePassword(
  db: Database,
  secret: string,
  viewer: Viewer,
  input: ResetPasswordInput,
  currentSession: string | null,
) {
  const oldPassword = input.old_password ?? '';
  const code = input.code ?? '';
  if (!oldPassword && !code) throw invalid('old_password', '请输入当前密码，或使用短信验证码验证');
  const newHash = await hashPassword(input.password);
  if (code && !oldPassword) {
    const row = await repo.findBasicInfo(db, viewer.memberId);
    if (!row?.member.phone) throw invalid('code', '账号未绑定手机号，请使用当前密码修改');
    await verifyCode(db, secret, { phone: row.member.phone, purpose: 'update', code });
  }
  await db.transaction(async (tx) => {
    const locked = await repo.lockCredentials(tx, viewer.memberId);
    if (!locked) throw notFound('会员');
    if (oldPassword && !(await verifyPassword(oldPassword, locked.hash)))
      throw invalid('old_password', WRONG_OLD_PASSWORD);
    if (await verifyPassword(input.password, locked.hash))
      throw invalid('password', '新密码不能与当前密码相同');
    await repo.setPasswordKeeping(tx, viewer.memberId, newHash, currentSession);
  });
  return null;
}

export async function invoiceTitle(db: Database, viewer: Viewer): Promise<InvoiceTitleAnswer> {
  return repo.findInvoiceTitle(db, viewer.companyId);
}

export async function saveInvoiceTitle(
  db: Database,
  viewer: Viewer,
  input: { invoice_title: string; tax_number: string },
): Promise<InvoiceTitleAnswer> {
  await repo.updateInvoiceTitle(db, viewer.companyId, input.invoice_title, input.tax_number);
  return { invoice_title: input.invoice_title, tax_number: input.tax_number };
}
