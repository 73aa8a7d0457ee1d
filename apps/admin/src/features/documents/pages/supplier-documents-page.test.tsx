import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SupplierDocument } from '@yaocai/contract';
import { ok, renderRoutes, stubApi, setUpComponentTests } from '../../../test-utils';
import { SupplierDocumentsPage } from './supplier-documents-page';

const file = (kind: string) => ({
  name: 'x.pdf',
  content_type: 'application/pdf',
  url: `/api/operator/supplier_documents/${kind}/file`,
});

const documents: SupplierDocument[] = [
  ['business_licence', '营业执照', '91110105MA01R8XK6C', '2046-11-18'],
  ['drug_licence', '药品经营许可证', '京AA0100826', '2030-11-22'],
  ['gsp_certificate', 'GSP证书', 'A-BJ-24-0186', '2029-11-22'],
  ['quality_agreement', '质量保证协议', 'ZLXY-2026-0001', '2020-01-01'],
  ['sales_authorisation', '销售人员授权委托书', '', null],
].map(([kind, name, number, until]) => ({
  kind: kind as SupplierDocument['kind'],
  kind_name: name!,
  title: name!,
  number: number!,
  valid_until: until ?? null,
  expired: until === '2020-01-01' ? 1 : 0,
  file: kind === 'sales_authorisation' ? null : file(kind!),
  updated_at: kind === 'sales_authorisation' ? null : '2026-11-20T02:00:00Z',
}));

setUpComponentTests();

describe('SupplierDocumentsPage', () => {
  it(
    'lists the five kinds, flags the expired and missing ones, and saves a new number',
    { timeout: 20_000 },
    async () => {
      const calls = stubApi([
        ['GET', '/api/operator/supplier_documents', ok(documents)],
        ['POST', '/api/operator/supplier_documents/drug_licence', ok({ id: 2 })],
      ]);
      renderRoutes(
        [{ path: '/content/documents', element: <SupplierDocumentsPage /> }],
        '/content/documents',
      );
      const drug = await screen.findByTestId('document-row-drug_licence');
      expect(within(drug).getByText('京AA0100826')).toBeInTheDocument();
      expect(
        within(screen.getByTestId('document-row-quality_agreement')).getByText('已过期'),
      ).toBeInTheDocument();
      expect(
        within(screen.getByTestId('document-row-sales_authorisation')).getByText('未上传'),
      ).toBeInTheDocument();
      expect(screen.getByText(/有 2 类资料未上传或已过期/)).toBeInTheDocument();
      expect(screen.getByTestId('document-view-drug_licence')).toHaveAttribute(
        'href',
        '/api/operator/supplier_documents/drug_licence/file',
      );

      fireEvent.click(screen.getByTestId('document-edit-drug_licence'));
      const number = await screen.findByTestId('document-number');
      await waitFor(() => expect(number).toHaveValue('京AA0100826'));
      expect(screen.getByTestId('document-file-name')).toHaveTextContent('当前文件：x.pdf');
      fireEvent.change(number, { target: { value: '京AA0199999' } });
      fireEvent.click(screen.getByTestId('document-save'));
      await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        title: '药品经营许可证',
        number: '京AA0199999',
        valid_until: '2030-11-22',
        file: '',
      });
    },
  );

  it('asks for a file before saving a kind that has none', { timeout: 20_000 }, async () => {
    const calls = stubApi([['GET', '/api/operator/supplier_documents', ok(documents)]]);
    renderRoutes([{ path: '/content/documents', element: <SupplierDocumentsPage /> }], '/content/documents');
    fireEvent.click(await screen.findByTestId('document-edit-sales_authorisation'));
    await screen.findByTestId('document-title');
    fireEvent.click(screen.getByTestId('document-save'));
    expect(await screen.findByText('请上传资料文件')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
