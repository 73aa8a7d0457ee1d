import type { JyfwAnswer, QualificationDocument, ZizhiAnswer } from '@yaocai/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubBrowser } from '../../../app/layouts/test-utils';
import { stubResizeObserver } from '../../cart/lib/test-fixtures';
import { QualificationsPage } from './qualifications-page';

const doc = (over: Partial<QualificationDocument>): QualificationDocument => ({
  id: 1,
  kind: '营业执照',
  number: '91110105MA04C7RX2K',
  expires_on: '2046-11-18',
  image: '/api/user/zizhi/1/picture.svg',
  image_type: 'image',
  status: 'approved',
  status_name: '已通过',
  reject_reason: '',
  days_left: 7300,
  validity: 'valid',
  validity_name: '有效',
  scopes: [],
  agent_name: '',
  agent_id_number: '',
  created_at: '2026-01-01T00:00:00.000Z',
  reviewed_at: null,
  replacement: null,
  ...over,
});

function answer(zizhi: ZizhiAnswer, jyfw: JyfwAnswer) {
  stubResizeObserver(vi.stubGlobal);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const data = String(url).includes('/jyfw') ? jyfw : zizhi;
      return new Response(JSON.stringify({ code: 10000, msg: 'success', data }));
    }),
  );
}

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('QualificationsPage', () => {
  it('shows each document with its review, validity, days left, replacement and the scopes', async () => {
    const letter = doc({
      id: 5,
      kind: '采购委托书',
      number: 'WT20250301',
      expires_on: '2026-12-14',
      days_left: 21,
      validity: 'expiring',
      validity_name: '即将过期',
      agent_name: '王建国',
      agent_id_number: '1101**********002X',
      replacement: {
        ...doc({
          id: 9,
          kind: '采购委托书',
          number: 'WT20261123',
          status: 'rejected',
          status_name: '已驳回',
        }),
        reject_reason: '未加盖公章',
      },
    });
    answer(
      {
        is_passed: 1,
        list: [doc({}), letter],
        warnings: ['您的采购委托书将于21天后（2026-12-14）过期，请尽快更新'],
        kinds: ['营业执照', '药品经营许可证', '采购委托书'],
      },
      { approved: ['中成药'], pending: ['生物制品'] },
    );
    renderWithProviders(<QualificationsPage />, { route: '/zzzj' });

    expect(
      await screen.findByText('您的采购委托书将于21天后（2026-12-14）过期，请尽快更新'),
    ).toBeInTheDocument();
    const rows = within(screen.getByTestId('document-table')).getAllByRole('row');
    const letterRow = rows.find((r) => r.textContent?.includes('WT20250301'))!;
    expect(letterRow).toHaveTextContent('即将过期');
    expect(letterRow).toHaveTextContent('21天');
    expect(letterRow).toHaveTextContent('1101**********002X');
    expect(letterRow).toHaveTextContent('新证照：WT20261123');
    expect(letterRow).toHaveTextContent('驳回原因：未加盖公章');
    // A refused replacement can be sent again.
    expect(within(letterRow).getByRole('button', { name: /更\s*新/ })).toBeEnabled();
    const scopes = await screen.findByTestId('business-scopes');
    expect(await within(scopes).findByText('中成药')).toBeInTheDocument();
    expect(within(scopes).getByText('生物制品')).toBeInTheDocument();
    // 药品经营许可证 is missing, so a new document can be added.
    expect(screen.getByTestId('document-add')).toBeInTheDocument();
  });

  it('tells a member awaiting review, and offers no update while a copy is under review', async () => {
    answer(
      {
        is_passed: 0,
        list: [doc({ status: 'pending', status_name: '审核中' })],
        warnings: [],
        kinds: ['营业执照'],
      },
      { approved: [], pending: ['中成药'] },
    );
    renderWithProviders(<QualificationsPage />, { route: '/zzzj' });
    expect(await screen.findByText(/您的资质正在审核中/)).toBeInTheDocument();
    const table = screen.getByTestId('document-table');
    expect(within(table).queryByRole('button', { name: /更\s*新/ })).toBeNull();
    expect(screen.queryByTestId('document-add')).toBeNull();
    expect(await screen.findByText('暂无已核准的经营范围')).toBeInTheDocument();
  });
});
