import { Banner, Descriptions, Modal, Typography } from '@douyinfe/semi-ui';
import { serviceToken } from '@shared/api/ops/clients';

export interface IssuedSecret {
  name: string;
  clientId: string;
  secret: string;
}

/** The secret, shown this once: it is stored hashed and cannot be read again. */
export function SecretDialog({ issued, onClose }: { issued: IssuedSecret | null; onClose(): void }) {
  const tokenUrl = `${window.location.origin}${serviceToken.path}`;
  return (
    <Modal title={`服务授权密钥：${issued?.name ?? ''}`} visible={issued !== null} onOk={onClose} onCancel={onClose} okText="我已保存" hasCancel={false} maskClosable={false} width={620}>
      {issued && (
        <>
          <Banner type="warning" fullMode={false} description="密钥只显示这一次，关闭后无法再查看。请立即复制并交给对接系统保管；遗失时请重置密钥。" />
          <Descriptions
            style={{ marginTop: 12 }}
            data={[
              { key: '客户端标识 client_id', value: <Typography.Text copyable>{issued.clientId}</Typography.Text> },
              { key: '密钥 client_secret', value: <Typography.Text copyable={{ content: issued.secret }} data-testid="service-secret" code>{issued.secret}</Typography.Text> },
              { key: '令牌地址', value: <Typography.Text copyable>{tokenUrl}</Typography.Text> },
            ]}
          />
          <Typography.Paragraph type="tertiary" size="small">
            POST 令牌地址，grant_type=client_credentials，client_id 与 client_secret 放在 HTTP Basic 或请求体中；调用接口时带上 Authorization: Bearer 令牌。
          </Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
