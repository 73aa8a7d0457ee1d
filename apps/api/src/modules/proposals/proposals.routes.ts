import {
  myMemberDetailAnswer,
  myMembersAnswer,
  operatorProposalsQuery,
  proposalAcceptAnswer,
  proposalAcceptBody,
  proposalBody,
  proposalDecisionAnswer,
  proposalDeclineBody,
  proposalIdParams,
  proposalItem,
  proposalListAnswer,
  type ProposalItem,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { audited } from '../../shared/audit';
import { requireSignedAgreement } from '../../shared/purchase-agreement-guard';
import * as service from './proposals.service';

/** 代客下单: the 业务员's members and prepared orders (proposal.create); the member's /dgdd. */
export async function proposalRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['proposals'];
  const staff = { 'x-access': 'operator', 'x-permission': 'proposal.create', tags } as const;

  r.get(
    '/api/operator/my-members',
    {
      schema: {
        ...staff,
        summary: '我的客户：本月订单与金额、代下单状态',
        response: answers(myMembersAnswer),
      },
    },
    (request) => service.myMembers(db, requireViewer(request)),
  );
  r.get(
    '/api/operator/my-members/:id',
    {
      schema: {
        ...staff,
        summary: '我的客户详情：最近订单与近12个月常购商品（其他会员404；查看写入操作日志）',
        params: proposalIdParams,
        response: answers(myMemberDetailAnswer),
      },
    },
    (request) => service.myMemberDetail(db, requireViewer(request), request.params.id),
  );
  r.get(
    '/api/operator/proposals',
    {
      schema: {
        ...staff,
        summary: '我准备的代下单',
        querystring: operatorProposalsQuery,
        response: answers(proposalListAnswer),
      },
    },
    (request) => service.staffProposals(db, requireViewer(request), request.query.member_id),
  );
  r.post(
    '/api/operator/proposals',
    {
      schema: {
        ...staff,
        summary: '代客下单：按会员的价格、经营范围与库存检查后发给会员确认',
        body: proposalBody,
        response: answers(proposalItem),
      },
    },
    (request) => {
      const viewer = requireViewer(request);
      return audited<ProposalItem>(
        db,
        viewer,
        {
          action: 'proposal.create',
          entity: 'proposal',
          entityId: (p) => p.id,
          summary: (p) => `为${p.username}代下单${p.lines.length}种商品，合计¥${p.total}`,
        },
        (tx) => service.createProposal(tx, viewer, request.body),
      );
    },
  );
  r.get(
    '/api/user/proposals',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '客户经理为我准备的订单',
        response: answers(proposalListAnswer),
      },
    },
    (request) => service.memberProposals(db, requireViewer(request)),
  );
  r.post(
    '/api/user/proposals/:id/accept',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '确认代下单（可改数量）：经正常结算生成订单；重复确认得到同一订单',
        params: proposalIdParams,
        body: proposalAcceptBody,
        response: answers(proposalAcceptAnswer),
      },
      onRequest: requireSignedAgreement(db),
    },
    (request) => service.acceptProposal(db, requireViewer(request), request.params.id, request.body),
  );
  r.post(
    '/api/user/proposals/:id/decline',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '拒绝代下单（须填写原因）',
        params: proposalIdParams,
        body: proposalDeclineBody,
        response: answers(proposalDecisionAnswer),
      },
    },
    (request) => service.declineProposal(db, requireViewer(request), request.params.id, request.body.reason),
  );
}
