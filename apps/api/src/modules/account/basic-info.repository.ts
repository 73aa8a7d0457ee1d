import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountManagers, companies, members, sessions } from '../../db/schema';

export async function findBasicInfo(db: Database, memberId: number) {
  const [row] = await db
    .select({ member: members, company: companies, manager: accountManagers })
    .from(members)
    .innerJoin(companies, eq(companies.id, members.companyId))
    .leftJoin(accountManagers, eq(accountManagers.id, members.accountManagerId))
    .where(eq(members.id, memberId))
    .limit(1);
  return row ?? null;
}

export async function updateContact(db: Database, memberId: number, name: string, phone: string) {
  await db.update(members).set({ name, phone }).where(eq(members.id, memberId));
}

/** The member's password hash and phone under its row lock (serialises password changes). */
export async function lockCredentials(tx: Database, memberId: number) {
  const [row] = await tx
    .select({ hash: members.passwordHash, phone: members.phone })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  return row ?? null;
}

/** A new password; every session of the member but `keepTokenHash` ends. */
export async function setPasswordKeeping(
  tx: Database,
  memberId: number,
  passwordHash: string,
  keepTokenHash: string | null,
) {
  await tx.update(members).set({ passwordHash }).where(eq(members.id, memberId));
  await tx
    .delete(sessions)
    .where(
      keepTokenHash === null
        ? eq(sessions.memberId, memberId)
        : and(eq(sessions.memberId, memberId), ne(sessions.tokenHash, keepTokenHash)),
    );
}

export async function findInvoiceTitle(db: Database, companyId: number) {
  const [row] = await db
    .select({ invoice_title: companies.invoiceTitle, tax_number: companies.taxNumber })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? { invoice_title: '', tax_number: '' };
}

export async function updateInvoiceTitle(db: Database, companyId: number, title: string, taxNumber: string) {
  await db.update(companies).set({ invoiceTitle: title, taxNumber }).where(eq(companies.id, companyId));
}
