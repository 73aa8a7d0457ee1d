import type { ReactNode } from 'react';
import { Button, Popconfirm } from 'antd';

/** A row's link button that asks first; its confirm button says the same word (`testId`-confirm). */
export function ConfirmAction({
  label,
  title,
  description,
  cancelText,
  danger,
  loading,
  testId,
  onConfirm,
}: {
  label: string;
  title: string;
  description: ReactNode;
  /** The 取消 button's word when not 取消. */
  cancelText?: string;
  /** Red buttons; `'confirm'`: only the confirm button is red. */
  danger?: boolean | 'confirm';
  loading?: boolean;
  testId: string;
  onConfirm: () => void;
}) {
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={label}
      cancelText={cancelText}
      okButtonProps={{ danger: Boolean(danger), 'data-testid': `${testId}-confirm` }}
      onConfirm={onConfirm}
    >
      <Button type="link" size="small" danger={danger === true} loading={loading} data-testid={testId}>
        {label}
      </Button>
    </Popconfirm>
  );
}

/**
 * 启用 / 停用 of an account (a member, a staff member): `what` names it in the question (会员 yaodian01),
 * `effects` say what enabling and disabling do; test ids are `testIdPrefix`-enable / -disable.
 */
export function EnableToggle({
  disabled,
  what,
  effects,
  loading,
  testIdPrefix,
  onToggle,
}: {
  disabled: boolean;
  what: string;
  effects: { enable: string; disable: string };
  loading: boolean;
  testIdPrefix: string;
  onToggle: (disabled: 0 | 1) => void;
}) {
  return disabled ? (
    <ConfirmAction
      label="启用"
      title={`启用${what}？`}
      description={effects.enable}
      loading={loading}
      testId={`${testIdPrefix}-enable`}
      onConfirm={() => onToggle(0)}
    />
  ) : (
    <ConfirmAction
      label="停用"
      title={`停用${what}？`}
      description={effects.disable}
      danger
      loading={loading}
      testId={`${testIdPrefix}-disable`}
      onConfirm={() => onToggle(1)}
    />
  );
}
