import { MAX_ADDRESSES, type AddressItem, type AddressListAnswer, type addressBody } from '@yaocai/contract';
import { pickedRegion } from '@yaocai/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError, invalid, notFound } from '../../lib/http-errors';
import { checkRegion, divisionPath } from '../../lib/regions';
import * as repo from './address.repository';
import type { Viewer } from '../../shared/viewer';

type AddressInput = z.output<typeof addressBody>;

const NO_ADDRESS = '收货地址';

export function fullAddress(a: { province: string; city: string; district: string; detail: string }) {
  return `${a.province}${a.city === a.province ? '' : a.city}${a.district}${a.detail}`;
}

function toItem(row: repo.AddressRow): AddressItem {
  return {
    id: row.id,
    consignee: row.consignee,
    phone: row.phone,
    province: row.province,
    city: row.city,
    district: row.district,
    region_code: row.regionCode,
    detail: row.detail,
    full_address: fullAddress(row),
    is_default: row.isDefault ? 1 : 0,
  };
}

/** The stored fields of a submitted address: province, city and district come from the division code. */
function addressValues(input: AddressInput): repo.AddressValues {
  const path = divisionPath(input.region_code);
  const picked = path ? pickedRegion(path) : null;
  if (!path || !picked) throw invalid('region_code', '请选择所在地区（省/市/区县）');
  const checked = checkRegion({ ...picked, region_code: input.region_code });
  if (!checked.ok) throw invalid('region_code', checked.message);
  return {
    consignee: input.consignee,
    phone: input.phone,
    province: path[0]!.name,
    city: picked.city,
    district: picked.district,
    regionCode: input.region_code,
    detail: input.detail,
  };
}

export async function addressList(db: Database, viewer: Viewer): Promise<AddressListAnswer> {
  const rows = await repo.listAddresses(db, viewer.memberId);
  return { list: rows.map(toItem), max: MAX_ADDRESSES };
}

/**
 * Adds an address. Under the member's row lock: at most MAX_ADDRESSES, and the first address (or one
 * marked default) becomes the only default.
 */
export async function addAddress(db: Database, viewer: Viewer, input: AddressInput): Promise<AddressItem> {
  const values = addressValues(input);
  const id = await db.transaction(async (tx) => {
    await repo.lockMember(tx, viewer.memberId);
    const n = await repo.countAddresses(tx, viewer.memberId);
    if (n >= MAX_ADDRESSES) throw new AppError(422, `最多保存${MAX_ADDRESSES}个收货地址，请先删除不用的地址`);
    const row = await repo.insertAddress(tx, viewer.memberId, values, false);
    if (n === 0 || input.is_default === 1) await repo.makeDefault(tx, viewer.memberId, row.id);
    return row.id;
  });
  return toItem((await repo.findOwnAddress(db, viewer.memberId, id))!);
}

export async function editAddress(
  db: Database,
  viewer: Viewer,
  id: number,
  input: AddressInput,
): Promise<AddressItem> {
  const values = addressValues(input);
  await db.transaction(async (tx) => {
    await repo.lockMember(tx, viewer.memberId);
    const row = await repo.updateAddress(tx, viewer.memberId, id, values);
    if (!row) throw notFound(NO_ADDRESS);
    if (input.is_default === 1) await repo.makeDefault(tx, viewer.memberId, id);
  });
  return toItem((await repo.findOwnAddress(db, viewer.memberId, id))!);
}

export async function setDefaultAddress(db: Database, viewer: Viewer, id: number) {
  await db.transaction(async (tx) => {
    await repo.lockMember(tx, viewer.memberId);
    if (!(await repo.findOwnAddress(tx, viewer.memberId, id))) throw notFound(NO_ADDRESS);
    await repo.makeDefault(tx, viewer.memberId, id);
  });
  return null;
}

/** Deletes an address; when it was the default, the oldest remaining one becomes the default. */
export async function removeAddress(db: Database, viewer: Viewer, id: number) {
  await db.transaction(async (tx) => {
    await repo.lockMember(tx, viewer.memberId);
    const gone = await repo.deleteAddress(tx, viewer.memberId, id);
    if (!gone) throw notFound(NO_ADDRESS);
    if (gone.isDefault) {
      const next = await repo.firstOtherAddress(tx, viewer.memberId, id);
      if (next) await repo.makeDefault(tx, viewer.memberId, next.id);
    }
  });
  return null;
}
