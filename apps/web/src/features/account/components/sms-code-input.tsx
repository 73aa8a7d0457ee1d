import { Button, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError } from '@yaocai/web-kit/http';

interface Props {
  value?: string;
  onChange?(value: string): void;
  id?: string;
  /** Sends the code; resolves with the seconds before another may be asked for. Rejects to keep the button. */
  send(): Promise<number>;
  'data-testid'?: string;
}

/** A 6-digit SMS code with 获取验证码 and its countdown. */
export function SmsCodeInput({ value, onChange, id, send, ...rest }: Props) {
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange?.(e.target.value.replace(/\D/g, ''))}
        maxLength={6}
        placeholder="6位短信验证码"
        autoComplete="one-time-code"
        data-testid={rest['data-testid']}
      />
      <Button
        style={{ width: 128 }}
        disabled={wait > 0}
        loading={sending}
        data-testid="send-code"
        onClick={async () => {
          setSending(true);
          try {
            setWait(await send());
          } catch (error) {
            // The http layer has shown the message; a throttled phone still counts down.
            if (error instanceof ApiError && error.status === 429) setWait(60);
          } finally {
            setSending(false);
          }
        }}
      >
        {wait > 0 ? `${wait}秒后重新获取` : '获取验证码'}
      </Button>
    </Space.Compact>
  );
}
