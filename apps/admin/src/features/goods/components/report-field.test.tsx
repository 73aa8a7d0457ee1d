import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ok, renderRoutes, stubApi, setUpComponentTests } from '../../../test-utils';
import { ReportField } from './report-field';

setUpComponentTests();

function Harness() {
  const [value, setValue] = useState('');
  return <ReportField value={value} onChange={setValue} />;
}

describe('ReportField', () => {
  it('uploads a PDF report as a public picture and fills in its address', { timeout: 20_000 }, async () => {
    const url = '/api/upload/image/0123456789abcdef0123456789abcdef';
    const calls = stubApi([
      ['POST', '/api/upload', ok({ key: url.slice(12), url, content_type: 'application/pdf', size: 9 })],
    ]);
    const { container } = renderRoutes([{ path: '/', element: <Harness /> }], '/');
    const input = container.querySelector('input[type=file]')!;
    const report = new File(['%PDF-1.4'], '药检报告.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [report] } });
    await waitFor(() => expect(screen.getByTestId('batch-report')).toHaveValue(url));
    expect(calls[0]?.body).toEqual({ purpose: 'image', file: '药检报告.pdf' });
    expect(await screen.findByText('检验报告已上传，保存批次后生效')).toBeInTheDocument();
  });

  it('refuses a file that is not a PDF or picture without sending it', { timeout: 20_000 }, async () => {
    const calls = stubApi([]);
    const { container } = renderRoutes([{ path: '/', element: <Harness /> }], '/');
    const input = container.querySelector('input[type=file]')!;
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'a.docx', { type: 'application/msword' })] },
    });
    expect(await screen.findByText('请上传 PDF、JPG 或 PNG 格式的检验报告')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
