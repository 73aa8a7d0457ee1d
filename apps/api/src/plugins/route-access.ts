import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { can, isPermission, type Permission } from '@yaocai/domain';
import fp from 'fastify-plugin';
import { forbidden, notLoggedIn } from '../lib/http-errors';

/** Who may call a route: anyone, a logged-in member, or a member with the operator role. */
export type Access = 'public' | 'member' | 'operator';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Declared by every /api route and shown in its OpenAPI entry. Checked in the route's onRequest
     * hook, so a caller who may not use the route is refused before its body is parsed or validated.
     */
    'x-access'?: Access;
    /** The console permission an operator route needs (packages/domain staff-permissions). */
    'x-permission'?: Permission;
  }
}

const ACCESS = new Set<string>(['public', 'member', 'operator']);
const OPERATOR_PREFIX = '/api/operator/';

/** The refusal for a caller the route is not for, or null when the caller may go on. */
function refusal(access: Access, permission: Permission | undefined, request: FastifyRequest): Error | null {
  if (access === 'public') return null;
  const viewer = request.viewer;
  if (!viewer) return notLoggedIn();
  if (access !== 'operator') return null;
  if (viewer.role !== 'operator') return forbidden('无权操作');
  if (permission && !can(viewer.permissions, permission)) return forbidden('当前账号没有此操作的权限');
  return null;
}

function declaredAccess(route: RouteOptions): { access: Access; permission: Permission | undefined } {
  const access = route.schema?.['x-access'];
  const where = `${route.method} ${route.url}`;
  if (access === undefined || !ACCESS.has(access)) {
    throw new Error(`${where}: declare who may call it with schema['x-access'] (public, member or operator)`);
  }
  if (route.url.startsWith(OPERATOR_PREFIX) !== (access === 'operator')) {
    throw new Error(`${where}: x-access 'operator' is for ${OPERATOR_PREFIX}* routes and only for them`);
  }
  const permission = route.schema?.['x-permission'];
  if ((access === 'operator') !== (permission !== undefined)) {
    throw new Error(
      `${where}: an operator route declares the permission it needs (x-permission), no other does`,
    );
  }
  if (permission !== undefined && !isPermission(permission)) {
    throw new Error(`${where}: x-permission '${String(permission)}' is not a console permission`);
  }
  return { access, permission };
}

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Every /api route registered after this plugin must declare its access (the app refuses to start
 * otherwise); the check runs as the route's own onRequest hook, after the session hook has found
 * the viewer and before parsing, validation and the handler.
 */
export const routeAccessPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const { access, permission } = declaredAccess(route);
    if (access === 'public') return;
    const check: onRequestHookHandler = async (request) => {
      const refused = refusal(access, permission, request);
      if (refused) throw refused;
    };
    route.onRequest = [...asList(route.onRequest), check];
  });
});
