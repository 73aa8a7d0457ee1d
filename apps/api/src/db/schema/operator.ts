import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from './accounts';

/** A staff role: a named set of console permissions (packages/domain staff-permissions). */
export const staffRoles = pgTable(
  'staff_roles',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 32 }).notNull(),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [uniqueIndex('staff_roles_code_uq').on(t.code)],
);

/** Which roles a staff member (a member with role 'operator') holds. */
export const staffRoleMembers = pgTable(
  'staff_role_members',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => staffRoles.id),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.roleId] })],
);

/** Every staff write: who, when, what (the permission used), on which entity, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => members.id),
    staffName: varchar('staff_name', { length: 32 }).notNull(),
    action: varchar('action', { length: 32 }).notNull(),
    entity: varchar('entity', { length: 32 }).notNull(),
    entityId: varchar('entity_id', { length: 32 }).notNull(),
    summary: varchar('summary', { length: 200 }).notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_staff_idx').on(t.staffId),
  ],
);
