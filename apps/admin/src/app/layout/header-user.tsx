import { Avatar, Button, Space, Tag, Typography } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import type { OperatorMe } from '@yaocai/contract';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/account/api/logout';
import { paths } from '../paths';

/** The right side of the header: who is at the console, in which roles, and 退出登录. */
export function HeaderUser({ me }: { me: OperatorMe }) {
  const logout = useLogout();
  const navigate = useNavigate();
  const leave = () => logout.mutate(undefined, { onSettled: () => navigate(paths.login, { replace: true }) });

  return (
    <Space size="middle" className="admin-user" data-testid="header-user">
      <Space size={8}>
        <Avatar size="small" icon={<UserOutlined />} style={{ backgroundColor: '#1677ff' }} />
        <Typography.Text strong data-testid="header-user-name">
          {me.name || me.username}
        </Typography.Text>
        <Typography.Text type="secondary">({me.username})</Typography.Text>
      </Space>
      <span data-testid="header-user-roles">
        {me.roles.map((role) => (
          <Tag key={role.code} color="blue" variant="outlined">
            {role.name}
          </Tag>
        ))}
      </span>
      <Button
        type="text"
        icon={<LogoutOutlined />}
        loading={logout.isPending}
        onClick={leave}
        data-testid="logout"
      >
        退出登录
      </Button>
    </Space>
  );
}
