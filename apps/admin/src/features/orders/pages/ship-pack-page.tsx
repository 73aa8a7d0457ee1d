import { useRef, useState } from 'react';
import { Alert, App, Button, Card, Col, Form, Input, Result, Row, Space, Typography } from 'antd';
import type { InputRef } from 'antd';
import type { ShipTraceLine } from '@yaocai/contract';
import { ApiError } from '@yaocai/web-kit/http';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { PageBody, PageHeader } from '../../../components/page-header';
import { useOrderDetail } from '../api/order-detail';
import { useShipOrder } from '../api/ship-order';
import { PackLinesTable } from '../components/pack-lines-table';
import { CodeFileButton } from '../components/code-file-button';
import { LogisticsCompanyItem, LogisticsNoItem } from '../components/logistics-fields';
import { ColdChainUpload } from '../../quality/components/cold-chain-upload';
import {
  applyRefusals,
  codedLines,
  nextActive,
  packingComplete,
  placeScan,
  toTraceCodes,
  type Packing,
} from '../lib/packing';
import { beep } from '../lib/beep';

/**
 * 扫码发货 (/orders/:id/ship): the warehouse scans each unit's 追溯码 (a scanner types the code and
 * Enter) onto the line being packed, or imports a file; a refusal flashes red and beeps. Lines of
 * goods without codes ship as 无码. 确认发货 is possible once every coded line has all its units.
 */
export function ShipPackPage() {
  const id = Number(useParams().id);
  const detail = useOrderDetail(Number.isInteger(id) && id > 0 ? id : null);
  const ship = useShipOrder();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ logistics_company: string; logistics_no: string }>();
  const [packing, setPacking] = useState<Packing>({});
  const [active, setActive] = useState<number | null>(null);
  const [scan, setScan] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});
  const scanner = useRef<InputRef>(null);
  const order = detail.data;
  const lines: ShipTraceLine[] = order?.trace_lines ?? [];
  const activeId = active ?? codedLines(lines).find((l) => l.to_ship > 0)?.order_line_id ?? null;

  const take = (raw: string, lineId: number | null = activeId) => {
    const result = placeScan(raw, lines, packing, lineId);
    if (!result.ok) return result.reason;
    setPacking(result.packing);
    setActive(nextActive(lines, result.packing, result.lineId));
    setLineErrors((e) => ({ ...e, [result.lineId]: '' }));
    return null;
  };
  const onScan = () => {
    const reason = take(scan);
    setRefusal(reason);
    if (reason) beep();
    setScan('');
    scanner.current?.focus();
  };
  const onFile = (rows: [number | null, string][]) => {
    let current = packing;
    const refused: string[] = [];
    let lineId = activeId;
    for (const [line, code] of rows) {
      const result = placeScan(code, lines, current, line ?? lineId);
      if (!result.ok) refused.push(`${code}：${result.reason}`);
      else {
        current = result.packing;
        lineId = nextActive(lines, current, result.lineId);
      }
    }
    setPacking(current);
    setActive(lineId);
    setRefusal(
      refused.length
        ? `导入 ${rows.length} 个，拒绝 ${refused.length} 个：${refused.slice(0, 3).join('；')}`
        : null,
    );
    if (refused.length) beep();
    else void message.success(`已导入 ${rows.length} 个追溯码`);
  };
  const remove = (lineId: number, code: string) =>
    setPacking((p) => ({ ...p, [lineId]: (p[lineId] ?? []).filter((c) => c.code !== code) }));

  const submit = async (values: { logistics_company: string; logistics_no: string }) => {
    try {
      await ship.mutateAsync({
        id,
        input: {
          logistics_company: values.logistics_company.trim(),
          logistics_no: values.logistics_no.trim(),
          trace_codes: toTraceCodes(lines, packing),
        },
      });
      void message.success(`订单 ${order?.order_no ?? ''} 已发货`);
      navigate(paths.orders('to_ship'));
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        const applied = applyRefusals(lines, packing, error.errors);
        setPacking(applied.packing);
        setLineErrors(applied.lineErrors);
        form.setFields(
          (['logistics_company', 'logistics_no'] as const).map((name) => ({
            name,
            errors: error.errors?.[name] ?? [],
          })),
        );
        beep();
      }
    }
  };

  const header = (
    <PageHeader
      title={`扫码发货 ${order?.order_no ?? ''}`}
      crumbs={[{ title: '订单管理', to: paths.orders('to_ship') }, { title: '扫码发货' }]}
    >
      {order && (
        <Typography.Text type="secondary">
          {order.company} · 收货人 {order.consignee} {order.phone} · {order.address}
        </Typography.Text>
      )}
    </PageHeader>
  );
  if (detail.error instanceof ApiError && detail.error.status === 404)
    return (
      <>
        {header}
        <Result status="404" title="订单不存在" />
      </>
    );
  if (order && order.status !== 'to_ship')
    return (
      <>
        {header}
        <Result
          status="info"
          title={`该订单${order.status_name}，无需发货`}
          extra={<Button onClick={() => navigate(paths.orders())}>返回订单列表</Button>}
        />
      </>
    );
  const complete = packingComplete(packing, lines);
  return (
    <>
      {header}
      <PageBody>
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Card title="扫码" extra={<CodeFileButton onRead={onFile} />}>
            <Input
              ref={scanner}
              autoFocus
              size="large"
              value={scan}
              className={refusal ? 'scan-refused' : undefined}
              placeholder="扫码枪扫描追溯码（或输入后按回车），自动填入当前装箱的商品行"
              onChange={(e) => setScan(e.target.value)}
              onPressEnter={onScan}
              data-testid="pack-scan"
            />
            {refusal && (
              <Alert
                type="error"
                showIcon
                style={{ marginTop: 12 }}
                title={refusal}
                data-testid="pack-refusal"
              />
            )}
          </Card>
          <Card title="商品行" className="table-card">
            <PackLinesTable
              lines={lines}
              packing={packing}
              activeId={activeId}
              lineErrors={lineErrors}
              loading={detail.isLoading}
              onActivate={(lineId) => {
                setActive(lineId);
                scanner.current?.focus();
              }}
              onRemove={remove}
            />
          </Card>
          <Card title="物流">
            {order && <ColdChainUpload orderId={order.id} />}
            <Form form={form} layout="vertical" onFinish={submit}>
              <Row gutter={24}>
                <Col xs={24} md={8}>
                  <LogisticsCompanyItem testId="ship" />
                </Col>
                <Col xs={24} md={8}>
                  <LogisticsNoItem testId="ship" />
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item label=" ">
                    <Button
                      type="primary"
                      htmlType="submit"
                      disabled={!complete}
                      loading={ship.isPending}
                      data-testid="ship-submit"
                    >
                      确认发货
                    </Button>
                    {!complete && (
                      <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
                        有码商品扫满后才能发货
                      </Typography.Text>
                    )}
                  </Form.Item>
                </Col>
              </Row>
            </Form>
          </Card>
        </Space>
      </PageBody>
    </>
  );
}
