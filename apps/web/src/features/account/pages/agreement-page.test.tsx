import type { AgreementAnswer } from '@yaocai/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubBrowser } from '../../../app/layouts/test-utils';
import { AgreementPage } from './agreement-page';

const doc = (over: Partial<AgreementAnswer> = {}): AgreementAnswer => ({
  number: 'YCW-GX-2026-000009',
  title: '药品购销协议',
  seller: {
    name: '药采网（北京）医药科技有限公司',
    address: '北京市朝阳区阜通东大街6号',
    phone: '400-826-1818',
  },
  buyer: {
    name: '永安堂大药房(演示)',
    address: '上海市静安区西康路585号',
    contact: '何永安',
    phone: '13761524480',
  },
  clauses: [{ title: '第三条 质量保证', items: ['甲方保证所供药品来源合法、质量合格'] }],
  signed: 0,
  signed_at: null,
  ...over,
});

function serve(answer: AgreementAnswer) {
  let signed = false;
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (String(url).endsWith('/api/user/contract/sign') && init?.method === 'POST') {
      signed = true;
      return new Response(
        JSON.stringify({
          code: 10000,
          msg: 'success',
          data: { signed: 1, signed_at: '2026-11-23T09:00:00.000Z' },
        }),
      );
    }
    const data = signed ? { ...answer, signed: 1, signed_at: '2026-11-23T09:00:00.000Z' } : answer;
    return new Response(JSON.stringify({ code: 10000, msg: 'success', data }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/dzht" element={<AgreementPage />} />
      <Route path="/list/info/:id" element={<div>商品详情页</div>} />
    </Routes>,
    { route },
  );
}

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AgreementPage', () => {
  it('signs only after the box is ticked, then returns to the page the purchase came from', async () => {
    const fetchMock = serve(doc());
    renderAt('/dzht?redirect=%2Flist%2Finfo%2F5');
    expect(await screen.findByTestId('agreement-buyer')).toHaveTextContent('永安堂大药房(演示)');
    expect(screen.getByText('第三条 质量保证')).toBeInTheDocument();
    const sign = screen.getByTestId('agreement-sign');
    expect(sign).toBeDisabled();
    fireEvent.click(screen.getByTestId('agreement-agree'));
    fireEvent.click(sign);
    expect(await screen.findByText('商品详情页')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[1]?.body)).toBe('agree=1');
  });

  it('shows the signed state with its date and no sign button; a foreign redirect is ignored', async () => {
    serve(doc({ signed: 1, signed_at: '2026-03-01T02:00:00.000Z' }));
    renderAt('/dzht?redirect=https%3A%2F%2Fevil.example');
    expect(await screen.findByTestId('agreement-signed')).toHaveTextContent('2026年03月01日');
    expect(screen.queryByTestId('agreement-sign')).toBeNull();
  });
});
