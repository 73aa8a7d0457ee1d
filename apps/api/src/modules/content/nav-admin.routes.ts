import { linkInput, navItemInput, operatorLinksAnswer, operatorNavItemsAnswer } from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import * as service from './nav-admin.service';
import { base, recordWrites } from './record-writes';

/** The console's main navigation (/api/focus/common `nav`) and friendly links (/api/global/links). */
export async function navAdminRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/operator/nav_items',
    { schema: { ...base, summary: '主导航（两级，按排序）', response: answers(operatorNavItemsAnswer) } },
    () => service.navItems(db),
  );
  recordWrites(app, db, {
    path: '/api/operator/nav_items',
    entity: 'nav_item',
    noun: '导航',
    input: navItemInput,
    titleOf: (n) => n.name,
    save: service.saveNavItem,
    remove: service.removeNavItem,
    snapshot: service.navSnapshot,
  });

  r.get(
    '/api/operator/links',
    { schema: { ...base, summary: '友情链接', response: answers(operatorLinksAnswer) } },
    () => service.friendlyLinks(db),
  );
  recordWrites(app, db, {
    path: '/api/operator/links',
    entity: 'link',
    noun: '友情链接',
    input: linkInput,
    titleOf: (l) => l.name,
    save: service.saveLink,
    remove: service.removeLink,
    snapshot: service.linkSnapshot,
  });
}
