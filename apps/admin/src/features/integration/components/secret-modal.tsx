import { Alert, Descriptions, Modal, Typography } from 'antd';
import type { WebhookCreatedAnswer } from '@yaocai/contract';

/** The signing secret of a new endpoint: shown once, to be copied into the ERP's settings. */
export function SecretModal({
  created,
  onClose,
}: {
  created: WebhookCreatedAnswer | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={created !== null}
      title="接收地址已创建"
      okText="我已保存密钥"
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      width={620}
      maskClosable={false}
    >
      {created && (
        <>
          <Alert
            type="warning"
            showIcon
            message="签名密钥只显示这一次，请立即复制并配置到 ERP。关闭后无法再次查看，如遗失请删除后重新创建。"
            style={{ marginBottom: 16 }}
          />
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="接收地址">{created.url}</Descriptions.Item>
            <Descriptions.Item label="签名密钥">
              <Typography.Text
                copyable={{ text: created.secret }}
                className="mono"
                data-testid="webhook-secret"
              >
                {created.secret}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="签名方式">
              Standard Webhooks：请求头 webhook-id、webhook-timestamp、webhook-signature（v1,Base64 的
              HMAC-SHA256，签名内容为 “id.timestamp.请求体”，密钥为 whsec_ 之后部分的 Base64 解码）
            </Descriptions.Item>
          </Descriptions>
        </>
      )}
    </Modal>
  );
}
