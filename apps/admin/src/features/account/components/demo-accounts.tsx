import { Typography } from 'antd';

const ACCOUNTS = [
  ['operator01', '管理员'],
  ['kefu01', '客服'],
  ['cangku01', '仓库'],
  ['yunying01', '运营'],
  ['caiwu01', '财务'],
  ['zhiliang01', '质量'],
] as const;

/** The seeded staff accounts, so a demo visitor knows how to get in. */
export function DemoAccounts() {
  return (
    <div className="login-demo" data-testid="login-demo">
      <Typography.Text type="secondary">演示账号（密码均为 Demo@1234）：</Typography.Text>
      <div>
        {ACCOUNTS.map(([username, role]) => (
          <Typography.Text key={username} type="secondary" className="login-demo-item">
            <Typography.Text code copyable={{ text: username, tooltips: ['复制', '已复制'] }}>
              {username}
            </Typography.Text>
            {role}
          </Typography.Text>
        ))}
      </div>
    </div>
  );
}
