import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { OperatorGoodsDetail } from '@yaocai/contract';
import { ok, renderRoutes, sentBody, setUpComponentTests, stubApi } from '../../../test-utils';
import { BatchDrawer } from './batch-drawer';

const detail = {
  id: 7,
  name: '感冒灵颗粒',
  spec: '10g*9袋',
  unit: '盒',
  manufacturer: '华润三九医药股份有限公司',
  approval_number: '国药准字Z44021940',
  stock: 120,
  batches: [
    {
      id: 1,
      batch_no: 'B2401',
      produced_on: '2025-01-08',
      expires_on: '2027-01-07',
      stock: 120,
      quality_report_url: '/img/report/1.svg',
    },
  ],
} as OperatorGoodsDetail;

setUpComponentTests();

/** antd's DatePicker takes a typed day on blur. */
function typeDay(testId: string, day: string) {
  const input = screen.getByTestId(testId);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: day } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  fireEvent.blur(input);
}

describe('BatchDrawer', () => {
  it('lists the batches and corrects one of them by its 批号', async () => {
    const calls = stubApi([
      ['GET', '/api/operator/goods/7', ok(detail)],
      ['POST', '/api/operator/goods/7/batches', ok({ id: 1 })],
    ]);
    renderRoutes([{ path: '/', element: <BatchDrawer goods={detail} onClose={() => {}} /> }], '/');
    const row = await screen.findByTestId('batch-row-B2401');
    expect(row).toHaveTextContent('2027-01-07');
    fireEvent.click(within(row).getByText('修改'));
    expect(screen.getByTestId('batch-no')).toHaveValue('B2401');
    await vi.waitFor(() => expect(screen.getByTestId('batch-save')).toHaveTextContent('更正批次'));

    fireEvent.change(screen.getByTestId('batch-stock'), { target: { value: '80' } });
    typeDay('batch-expires', '2031-02-07');
    fireEvent.click(screen.getByTestId('batch-save'));
    expect(await sentBody(calls)).toEqual({
      batch_no: 'B2401',
      produced_on: '2025-01-08',
      expires_on: '2031-02-07',
      stock: 80,
      quality_report_url: '/img/report/1.svg',
    });
  });

  it('stocks a new batch', async () => {
    const calls = stubApi([
      ['GET', '/api/operator/goods/7', ok(detail)],
      ['POST', '/api/operator/goods/7/batches', ok({ id: 2 })],
    ]);
    renderRoutes([{ path: '/', element: <BatchDrawer goods={detail} onClose={() => {}} /> }], '/');
    await screen.findByTestId('batch-row-B2401');
    fireEvent.change(screen.getByTestId('batch-no'), { target: { value: 'C2502' } });
    expect(screen.getByTestId('batch-save')).toHaveTextContent('确认入库');
    typeDay('batch-produced', '2025-02-01');
    typeDay('batch-expires', '2031-01-31');
    fireEvent.change(screen.getByTestId('batch-stock'), { target: { value: '300' } });
    fireEvent.click(screen.getByTestId('batch-save'));
    expect(await sentBody(calls)).toMatchObject({
      batch_no: 'C2502',
      produced_on: '2025-02-01',
      expires_on: '2031-01-31',
      stock: 300,
    });
  });
});
