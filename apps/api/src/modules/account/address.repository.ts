import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addresses, members } from '../../db/schema';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Pick<
  AddressRow,
  'consignee' | 'phone' | 'province' | 'city' | 'district' | 'regionCode' | 'detail'
>;

/** The member's addresses, the default first. */
export async function listAddresses(db: Database, memberId: number) {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.memberId, memberId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id));
}

/** Serialises every change to one member's addresses (count limit, the single default). */
export async function lockMember(tx: Database, memberId: number) {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

export async function countAddresses(tx: Database, memberId: number) {
  const [row] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.memberId, memberId));
  return Number(row?.n ?? 0);
}

export async function findOwnAddress(db: Database, memberId: number, id: number) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.memberId, memberId)));
  return row ?? null;
}

export async function insertAddress(
  tx: Database,
  memberId: number,
  values: AddressValues,
  isDefault: boolean,
) {
  const [row] = await tx
    .insert(addresses)
    .values({ memberId, ...values, isDefault })
    .returning();
  return row;
}

export async function updateAddress(tx: Database, memberId: number, id: number, values: AddressValues) {
  const [row] = await tx
    .update(addresses)
    .set(values)
    .where(and(eq(addresses.id, id), eq(addresses.memberId, memberId)))
    .returning();
  return row ?? null;
}

/** Makes `id` the member's only default address. */
export async function makeDefault(tx: Database, memberId: number, id: number) {
  await tx
    .update(addresses)
    .set({ isDefault: sql`${addresses.id} = ${id}` })
    .where(and(eq(addresses.memberId, memberId), sql`${addresses.isDefault} <> (${addresses.id} = ${id})`));
}

export async function deleteAddress(tx: Database, memberId: number, id: number) {
  const [row] = await tx
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.memberId, memberId)))
    .returning({ isDefault: addresses.isDefault });
  return row ?? null;
}

/** The oldest remaining address, to become the default when the default is deleted. */
export async function firstOtherAddress(tx: Database, memberId: number, exceptId: number) {
  const [row] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.memberId, memberId), ne(addresses.id, exceptId)))
    .orderBy(asc(addresses.id))
    .limit(1);
  return row ?? null;
}
