import { useRef, useState, type ReactNode } from 'react';

export interface HoverCardProps {
  /** What opens the card on hover or keyboard focus. */
  children: ReactNode;
  /** Rendered only while open, so e.g. a QR code is made on first hover. */
  content: ReactNode;
  placement?: 'bottom' | 'left';
  /** A dark one-line label (a tooltip) instead of a white card. */
  tip?: boolean;
  className?: string;
}

const CLOSE_DELAY_MS = 120;

/**
 * The shell's popovers and tooltips without antd (the home page does not load it): opens on hover and
 * focus, closes a moment after the pointer leaves so it can travel into the card.
 */
export function HoverCard({ children, content, placement = 'bottom', tip, className }: HoverCardProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = () => {
    clearTimeout(timer.current);
    setOpen(true);
  };
  const hide = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  const classes = ['hover-card', `hover-card--${placement}`, tip ? 'hover-card--tip' : '', className ?? ''];
  return (
    <span
      className={classes.filter(Boolean).join(' ')}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      {children}
      {open && (
        <span className="hover-card__panel" role={tip ? 'tooltip' : undefined}>
          {content}
        </span>
      )}
    </span>
  );
}
