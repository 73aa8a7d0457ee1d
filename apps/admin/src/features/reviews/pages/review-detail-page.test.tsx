import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ReviewDetailAnswer } from '@yaocai/contract';
import { ok, renderRoutes, stubApi, setUpComponentTests } from '../../../test-utils';
import { presetScopes } from '../lib/labels';
import { ReviewDetailPage } from './review-detail-page';

const me = (permissions: string[]) =>
  ok({
    id: 1,
    username: 'yunying01',
    name: '林运营',
    roles: [{ code: 'operations', name: '运营' }],
    permissions,
  });

const review: ReviewDetailAnswer = {
  id: 12,
  username: 'kangmin',
  company: '郑州康民大药房',
  company_type: 'pharmacy',
  region: '河南省 郑州市 金水区',
  contact: '王敏',
  phone: '13800001111',
  is_passed: 0,
  status: 'pending',
  pending_count: 2,
  submitted_at: '2026-03-01T02:00:00.000Z',
  address: '文化路 88 号',
  review_note: '',
  documents: [
    {
      id: 31,
      kind: '营业执照',
      number: '91410100MA44XXXX1',
      expires_on: '2030-12-31',
      image: '/img/doc/31.svg',
      status: 'pending',
      scopes: [],
      reject_reason: '',
      agent_name: '',
      agent_id_number: '',
      replaces_id: null,
      created_at: '2026-03-01T02:00:00.000Z',
    },
    {
      id: 32,
      kind: '药品经营许可证',
      number: '豫AA3710001',
      expires_on: '2029-06-30',
      image: '/img/doc/32.svg',
      status: 'pending',
      scopes: ['中成药', '化学药制剂'],
      reject_reason: '',
      agent_name: '',
      agent_id_number: '',
      replaces_id: null,
      created_at: '2026-03-01T02:00:00.000Z',
    },
  ],
  granted_scopes: ['中药饮片'],
  requested_scopes: ['中成药', '化学药制剂'],
  all_scopes: ['中药饮片', '中成药', '化学药制剂', '抗生素制剂', '生物制品'],
};

const routes = [
  { path: '/reviews/:id', element: <ReviewDetailPage /> },
  { path: '/reviews', element: <div data-testid="review-list" /> },
];

setUpComponentTests();

describe('presetScopes', () => {
  it('ticks what the company holds and what its documents ask for, in the order of all scopes', () => {
    expect(presetScopes(['B'], ['C', 'A'], ['A', 'B', 'C', 'D'])).toEqual(['A', 'B', 'C']);
    expect(presetScopes(['Old'], [], ['A'])).toEqual(['Old']);
  });
});

describe('ReviewDetailPage', () => {
  it('approves with the ticked scopes and returns to the list', async () => {
    const calls = stubApi([
      ['GET', '/api/operator/me', me(['review.read', 'review.approve'])],
      ['GET', '/api/operator/reviews/12', ok(review)],
      [
        'POST',
        '/api/operator/reviews/12/approve',
        ok({ id: 12, status: 'approved', is_passed: 1, documents: 2 }),
      ],
    ]);
    renderRoutes(routes, '/reviews/12');
    const scopes = await screen.findByTestId('review-scopes');
    expect(screen.getAllByTestId('review-document')).toHaveLength(2);
    const ticked = within(scopes)
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => (box as HTMLInputElement).value);
    expect(ticked).toEqual(['中药饮片', '中成药', '化学药制剂']);
    // The reviewer withdraws 化学药制剂 before approving.
    fireEvent.click(within(scopes).getByDisplayValue('化学药制剂'));
    fireEvent.click(screen.getByTestId('review-approve'));
    await screen.findByTestId('review-list');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ scopes: ['中药饮片', '中成药'] });
  });

  it('rejects only with a reason', async () => {
    const calls = stubApi([
      ['GET', '/api/operator/me', me(['review.read', 'review.approve'])],
      ['GET', '/api/operator/reviews/12', ok(review)],
      [
        'POST',
        '/api/operator/reviews/12/reject',
        ok({ id: 12, status: 'rejected', is_passed: 0, documents: 2 }),
      ],
    ]);
    renderRoutes(routes, '/reviews/12');
    fireEvent.click(await screen.findByTestId('review-reject'));
    fireEvent.click(await screen.findByTestId('review-reject-submit'));
    expect(await screen.findByText('请填写驳回原因')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('review-reject-reason'), { target: { value: '营业执照照片不清晰' } });
    fireEvent.click(screen.getByTestId('review-reject-submit'));
    await screen.findByTestId('review-list');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: '营业执照照片不清晰' });
  });

  it('shows no decision buttons without review.approve', async () => {
    stubApi([
      ['GET', '/api/operator/me', me(['review.read'])],
      ['GET', '/api/operator/reviews/12', ok(review)],
    ]);
    renderRoutes(routes, '/reviews/12');
    await screen.findByTestId('review-scopes');
    expect(screen.queryByTestId('review-approve')).toBeNull();
    expect(screen.queryByTestId('review-reject')).toBeNull();
  });
});
