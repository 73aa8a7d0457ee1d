import type { RegisterAnswer, registerBody } from '@yaocai/contract';
import { formatDate, requiredDocuments, shortProvinceName, toCalendarDate } from '@yaocai/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { invalid } from '../../lib/http-errors';
import { checkRegion } from '../../lib/regions';
import { isUniqueViolation } from '../../lib/unique-numbers';
import {
  insertBuyer,
  phoneRegistered,
  unclaimedUploads,
  usernameTaken,
  UPLOAD_KEY,
} from './buyer.repository';
import { hashPassword } from './password';
import { verifyCode } from './sms-code.service';
import { claimUploads } from './upload.service';

type Input = z.output<typeof registerBody>;

const USERNAME_TAKEN = '该用户名已被注册，请换一个';
const PHONE_TAKEN = '该手机号已注册，请直接登录或找回密码';
const IMAGE_GONE = '证照图片无效或已过期，请重新上传';

/** Indexes of documents whose image is an upload key (POST /api/upload) and those keys. */
const uploadedImages = (input: BuyerInput) =>
  input.documents.flatMap((d, i) => (UPLOAD_KEY.test(d.image) ? [{ i, key: d.image }] : []));

/** The documents of the registration in the order `requiredDocuments` lists them; 422 naming the first gap. */
function checkDocuments(input: BuyerInput, today: string) {
  const required = requiredDocuments(input.company_type, input.scopes);
  const given = input.documents;
  for (const [i, doc] of given.entries()) {
    if (!required.some((r) => r.kinds.includes(doc.kind))) {
      throw invalid(`documents.${i}.kind`, `无需上传${doc.kind}`);
    }
    if (doc.expires_on <= today)
      throw invalid(`documents.${i}.expires_on`, `${doc.kind}已过期，请上传有效证照`);
  }
  for (const r of required) {
    if (given.filter((d) => r.kinds.includes(d.kind)).length !== 1) {
      throw invalid('documents', `请上传${r.kinds.join('或')}`);
    }
  }
}

/** A registration's input, whatever proved the phone or the person (SMS code, WeChat scan). */
export type BuyerInput = Omit<Input, 'code'>;

/**
 * Everything a registration is refused for before anything is written (documents for the type and
 * scopes, taken username or phone); answers the password hash to store.
 */
export async function checkRegistration(db: Database, input: BuyerInput, now: Date) {
  const region = checkRegion(input);
  if (!region.ok) throw invalid(region.field, region.message);
  checkDocuments(input, formatDate(toCalendarDate(now)));
  const images = uploadedImages(input);
  const free = new Set(
    await unclaimedUploads(
      db,
      images.map((x) => x.key),
    ),
  );
  const gone = images.find((x) => !free.has(x.key));
  if (gone) throw invalid(`documents.${gone.i}.image`, IMAGE_GONE);
  if (await usernameTaken(db, input.username)) throw invalid('username', USERNAME_TAKEN);
  if (await phoneRegistered(db, input.phone)) throw invalid('phone', PHONE_TAKEN);
  return hashPassword(input.password);
}

/**
 * The company (with the scopes it asks for), the member awaiting review with its e-contract unsigned
 * and its documents pending review, in the caller's transaction; `wechat` binds the new member to a
 * WeChat identity (微信注册).
 */
export async function createBuyer(
  tx: Database,
  input: BuyerInput,
  passwordHash: string,
  now: Date,
  wechat?: { openid: string; nickname: string },
) {
  const created = await insertBuyer(tx, {
    company: {
      name: input.company,
      kind: input.company_type,
      region: shortProvinceName(input.region),
      city: input.city,
      district: input.district,
      regionCode: input.region_code,
      address: input.address,
      contactName: input.name,
      contactPhone: input.phone,
      invoiceTitle: input.company,
      requestedScopes: input.scopes,
    },
    member: {
      username: input.username,
      passwordHash,
      name: input.name,
      phone: input.phone,
      isPassed: 0,
      contractSigned: false,
      createdAt: now,
      ...(wechat ? { wechatOpenid: wechat.openid, wechat: wechat.nickname } : {}),
    },
    documents: input.documents.map((d) => ({
      kind: d.kind,
      number: d.number,
      expiresOn: d.expires_on,
      image: d.image,
      scopes: [],
      ...(d.kind === '采购委托书'
        ? { agentName: input.agent_name, agentIdNumber: input.agent_id_number }
        : {}),
    })),
  });
  // The uploaded licence files become the new member's (served to it and to staff only). A file
  // another registration claimed meanwhile refuses this one, and the caller's transaction rolls back.
  const images = uploadedImages(input);
  const claimed = new Set(
    await claimUploads(
      tx,
      images.map((x) => x.key),
      created.memberId,
    ),
  );
  const lost = images.find((x) => !claimed.has(x.key));
  if (lost) throw invalid(`documents.${lost.i}.image`, IMAGE_GONE);
  return created;
}

/**
 * 注册: checks everything, uses up the SMS code, then creates the buyer (createBuyer) in one
 * transaction. Any refusal writes nothing; two registrations racing for one username make one member.
 */
export async function registerBuyer(
  db: Database,
  secret: string,
  input: Input,
  now = new Date(),
): Promise<RegisterAnswer & { memberId: number }> {
  const passwordHash = await checkRegistration(db, input, now);
  await verifyCode(db, secret, { phone: input.phone, purpose: 'register', code: input.code, now });
  try {
    const created = await db.transaction((tx) => createBuyer(tx, input, passwordHash, now));
    return { memberId: created.memberId, username: input.username, company: input.company, is_passed: 0 };
  } catch (error) {
    if (isUniqueViolation(error, 'members_username_uq')) throw invalid('username', USERNAME_TAKEN);
    throw error;
  }
}
