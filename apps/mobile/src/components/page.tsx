import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { NavBar } from 'antd-mobile';

/** A page with its own title bar and back arrow (pages outside the tab bar). */
export function NavPage({
  title,
  right,
  children,
  testId,
}: {
  title: string;
  right?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const navigate = useNavigate();
  return (
    <div className="page" data-testid={testId}>
      <div className="nav">
        <NavBar
          onBack={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
          right={right}
          backIcon
        >
          {title}
        </NavBar>
      </div>
      {children}
    </div>
  );
}
