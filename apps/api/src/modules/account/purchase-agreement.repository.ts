import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, members } from '../../db/schema';

export async function findAgreementParties(db: Database, memberId: number) {
  const [buyer] = await db
    .select({
      company: companies.name,
      region: companies.region,
      city: companies.city,
      district: companies.district,
      address: companies.address,
      contact: members.name,
      phone: members.phone,
      signed: members.contractSigned,
      signedAt: members.contractSignedAt,
      createdAt: members.createdAt,
    })
    .from(members)
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(eq(members.id, memberId));
  const [seller] = await db
    .select({ name: companies.name, city: companies.city, address: companies.address })
    .from(companies)
    .where(eq(companies.kind, 'platform'))
    .orderBy(companies.id)
    .limit(1);
  return { buyer: buyer ?? null, seller: seller ?? null };
}

/** Signs once: the first signature's time stays; returns the stored signature. */
export async function sign(db: Database, memberId: number, at: Date) {
  await db
    .update(members)
    .set({ contractSigned: true, contractSignedAt: at })
    .where(and(eq(members.id, memberId), eq(members.contractSigned, false)));
  const [row] = await db
    .select({ signedAt: members.contractSignedAt })
    .from(members)
    .where(eq(members.id, memberId));
  return row?.signedAt ?? at;
}
