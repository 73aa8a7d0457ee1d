import { useState } from 'react';
import { App, Card, Typography } from 'antd';
import type { WebhookCreatedAnswer, WebhookEndpoint, WebhookEndpointInput } from '@yaocai/contract';
import { PageBody, PageHeader } from '../../../components/page-header';
import { useCreateWebhook, useDeleteWebhook, useWebhooks } from '../api/webhooks';
import { DeliveriesDrawer } from '../components/deliveries-drawer';
import { EndpointModal } from '../components/endpoint-modal';
import { EndpointTable } from '../components/endpoint-table';
import { OrderExportCard } from '../components/order-export-card';
import { SecretModal } from '../components/secret-modal';
import { NewButton } from '../../../components/new-button';

/** 系统对接: ERP endpoints receiving signed order events (订单下发), their deliveries, and the order export. */
export function IntegrationPage() {
  const webhooks = useWebhooks();
  const create = useCreateWebhook();
  const remove = useDeleteWebhook();
  const { message } = App.useApp();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<WebhookCreatedAnswer | null>(null);
  const [viewing, setViewing] = useState<WebhookEndpoint | null>(null);
  const eventTypes = webhooks.data?.event_types ?? [];

  const submit = (input: WebhookEndpointInput) =>
    create.mutateAsync(input, {
      onSuccess: (answer) => {
        setAdding(false);
        setCreated(answer);
      },
    });

  const drop = (endpoint: WebhookEndpoint) =>
    remove
      .mutateAsync(endpoint.id, { onSuccess: () => void message.success('接收地址已删除') })
      .catch(() => undefined);

  return (
    <>
      <PageHeader
        title="系统对接"
        crumbs={[{ title: '系统对接' }]}
        extra={<NewButton label="新增接收地址" testId="webhook-new" onClick={() => setAdding(true)} />}
      >
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          订单提交、支付、发货、取消，售后退款与会员资质审核通过时，系统向 ERP 推送带签名的 Webhook； 失败时按
          1 秒、5 秒、30 秒、5 分钟、30 分钟、2 小时重试，之后每 6 小时重试，3 天后标记失败。
        </Typography.Paragraph>
      </PageHeader>
      <PageBody>
        <Card title="Webhook 接收地址" className="table-card" style={{ marginBottom: 16 }}>
          <EndpointTable
            endpoints={webhooks.data?.list}
            eventTypes={eventTypes}
            loading={webhooks.isFetching}
            busyId={remove.isPending ? remove.variables : null}
            onDeliveries={setViewing}
            onDelete={drop}
          />
        </Card>
        <OrderExportCard />
      </PageBody>
      <EndpointModal
        open={adding}
        eventTypes={eventTypes}
        pending={create.isPending}
        onCancel={() => setAdding(false)}
        onSubmit={submit}
      />
      <SecretModal created={created} onClose={() => setCreated(null)} />
      <DeliveriesDrawer endpoint={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
