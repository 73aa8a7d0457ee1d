import { addressBody, addressIdParams, addressItem, addressListAnswer } from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import * as service from './address.service';

const tags = ['account'];

/** 收货地址 (/addr): the member's delivery addresses; checkout lists them, the default first. */
export async function addressRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/address/list',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '收货地址列表（默认地址在前）',
        response: answers(addressListAnswer),
      },
    },
    (request) => service.addressList(db, requireViewer(request)),
  );

  r.post(
    '/api/address',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '新增收货地址（最多20个；第一个地址自动设为默认）',
        body: addressBody,
        response: answers(addressItem),
      },
    },
    (request) => service.addAddress(db, requireViewer(request), request.body),
  );

  r.post(
    '/api/address/:id',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '修改收货地址',
        params: addressIdParams,
        body: addressBody,
        response: answers(addressItem),
      },
    },
    (request) => service.editAddress(db, requireViewer(request), request.params.id, request.body),
  );

  r.delete(
    '/api/address/:id',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '删除收货地址（删除默认地址时最早的另一地址成为默认）',
        params: addressIdParams,
        response: answers(z.null()),
      },
    },
    (request) => service.removeAddress(db, requireViewer(request), request.params.id),
  );

  r.post(
    '/api/address/:id/default',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '设为默认收货地址',
        params: addressIdParams,
        response: answers(z.null()),
      },
    },
    (request) => service.setDefaultAddress(db, requireViewer(request), request.params.id),
  );
}
