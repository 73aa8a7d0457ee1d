import { useEffect, useRef } from 'react';
import { useServerClock } from '../features/content/hooks/use-server-clock';

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function splitDuration(totalSeconds: number): DurationParts {
  const s = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(s / 86_400),
    hours: Math.floor((s % 86_400) / 3_600),
    minutes: Math.floor((s % 3_600) / 60),
    seconds: s % 60,
  };
}

export type CountdownPhase = 'pending' | 'running' | 'ended';

export function countdownPhase(now: number, start: number | undefined, end: number): CountdownPhase {
  if (start !== undefined && now < start) return 'pending';
  return now < end ? 'running' : 'ended';
}

const pad = (n: number) => String(n).padStart(2, '0');

export interface CountdownProps {
  /** Unix seconds. */
  start?: number;
  end: number;
  onEnd?: () => void;
}

/** Flash-sale countdown on the server clock (spec §4). */
export function Countdown({ start, end, onEnd }: CountdownProps) {
  const now = useServerClock();
  const phase = countdownPhase(now, start, end);
  const ended = useRef(false);
  useEffect(() => {
    if (phase === 'ended' && !ended.current) {
      ended.current = true;
      onEnd?.();
    }
  }, [phase, onEnd]);

  if (phase === 'ended') return <span className="countdown countdown--ended">本场已结束</span>;
  const parts = splitDuration((phase === 'pending' ? (start ?? end) : end) - now);
  return (
    <span className="countdown" aria-live="off">
      <span className="countdown__label">{phase === 'pending' ? '距开始' : '距结束'}</span>
      {parts.days > 0 && (
        <>
          <b className="countdown__box">{parts.days}</b>
          <i className="countdown__sep">天</i>
        </>
      )}
      <b className="countdown__box">{pad(parts.hours)}</b>
      <i className="countdown__sep">:</i>
      <b className="countdown__box">{pad(parts.minutes)}</b>
      <i className="countdown__sep">:</i>
      <b className="countdown__box">{pad(parts.seconds)}</b>
    </span>
  );
}
