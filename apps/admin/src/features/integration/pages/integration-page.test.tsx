import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { WebhookEndpoint } from '@yaocai/contract';
import { ok, renderRoutes, stubApi, setUpComponentTests } from '../../../test-utils';
import { IntegrationPage } from './integration-page';

const eventTypes = [
  { code: 'order.created', name: '订单已提交' },
  { code: 'order.paid', name: '订单已支付' },
];
const endpoint = (id: number, extra: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id,
  url: `https://erp.example.com/hook/${id}`,
  description: '金蝶 K3',
  events: ['order.paid'],
  enabled: 1,
  pending: 0,
  failed: 2,
  created_by: 'operator01',
  created_at: '2026-03-01T02:05:00Z',
  ...extra,
});
const secret = `whsec_${'A'.repeat(43)}=`;

setUpComponentTests();

const route = [{ path: '/integration', element: <IntegrationPage /> }];

describe('IntegrationPage', () => {
  it('lists the endpoints and shows a new one’s secret once', async () => {
    const calls = stubApi([
      ['GET', '/api/operator/webhooks', ok({ list: [endpoint(1)], event_types: eventTypes })],
      ['POST', '/api/operator/webhooks', ok({ ...endpoint(2), secret })],
    ]);
    renderRoutes(route, '/integration');
    const row = await screen.findByTestId('webhook-row-1');
    expect(row).toHaveTextContent('订单已支付');
    expect(row).toHaveTextContent('失败 2');
    expect(screen.getByTestId('order-export-xlsx')).toHaveAttribute(
      'href',
      '/api/operator/orders/export?limit=1000&format=xlsx',
    );

    fireEvent.click(screen.getByTestId('webhook-new'));
    fireEvent.change(await screen.findByTestId('webhook-url'), { target: { value: 'ftp://erp' } });
    fireEvent.click(screen.getByTestId('webhook-save'));
    expect(await screen.findByText('接收地址应为 http:// 或 https:// 开头的网址')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('webhook-url'), {
      target: { value: ' https://erp.example.com/hook/2 ' },
    });
    fireEvent.click(screen.getByTestId('webhook-save'));
    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent(secret);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      url: 'https://erp.example.com/hook/2',
      events: ['order.created', 'order.paid', 'order.shipped', 'order.cancelled', 'after_sale.refunded'],
      description: '',
    });
  }, 30_000);
});
