import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { App, Tabs } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import type { DrawActivity, DrawResultAnswer } from '@yaocai/contract';
import { RAFFLE_CLOSE_MS } from '@yaocai/domain';
import { useDraw, useDrawAds } from '../api/raffle';
import { cellOf, ringCells } from '../lib/grid';
import { useSpin } from '../lib/use-spin';
import { DrawRecords } from './draw-records';
import { DrawResult } from './draw-result';
import { PrizeGrid } from './prize-grid';
import { WinnersTicker } from './winners-ticker';
import { formatTime } from '@yaocai/web-kit/format';

export const CLOSE_WHILE_DRAWING = '抽奖进行中，关闭后如未看到抽奖结果，请到个人中心查看';

type TabKey = 'draw' | 'records';

/**
 * The raffle popup of spec §4: the 九宫格, the winners and rules, and the member's records. A draw
 * shows its result after the 2-second run; closing during a draw asks first; closing animates for
 * 1 s before the popup goes.
 */
export function RafflePopup({ draw, onClosed }: { draw: DrawActivity; onClosed: () => void }) {
  const { modal } = App.useApp();
  const [tab, setTab] = useState<TabKey>('draw');
  const [drawing, setDrawing] = useState(false);
  const [closing, setClosing] = useState(false);
  const [result, setResult] = useState<DrawResultAnswer | null>(null);
  const cells = useMemo(() => ringCells(draw.prizes), [draw.prizes]);
  const { data: ads } = useDrawAds();
  const picture = draw.image || ads?.[0]?.image;
  const spin = useSpin();
  const drawMutation = useDraw();
  const drawingRef = useRef(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const canDraw = draw.state === 'running' && draw.remaining > 0;

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const close = () => {
    if (closing) return;
    setClosing(true);
    closeTimer.current = window.setTimeout(onClosed, RAFFLE_CLOSE_MS);
  };

  const requestClose = () => {
    if (!drawingRef.current) return close();
    modal.confirm({
      title: '抽奖进行中',
      content: CLOSE_WHILE_DRAWING,
      okText: '确定关闭',
      cancelText: '继续抽奖',
      onOk: close,
    });
  };

  // Escape closes like the × does.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') requestClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const start = async () => {
    if (drawingRef.current || !canDraw) return;
    drawingRef.current = true;
    setDrawing(true);
    setResult(null);
    spin.start();
    try {
      const answer = await drawMutation.mutateAsync(draw.id);
      await spin.finish(Math.max(0, cellOf(cells, answer.prize.id)));
      setResult(answer);
    } catch {
      // http.ts has shown the refusal (e.g. 您已参与过本次抽奖).
      spin.stop();
    } finally {
      drawingRef.current = false;
      setDrawing(false);
    }
  };

  const leave = () => {
    window.clearTimeout(closeTimer.current);
    onClosed();
  };

  // On <body>, like antd's own dialogs, so no stacking context of the page can cover the mask.
  return createPortal(
    <div className={closing ? 'raffle-mask is-closing' : 'raffle-mask'} data-testid="raffle-popup">
      <div
        className="raffle-popup"
        role="dialog"
        aria-modal="true"
        aria-label={draw.name}
        style={{ animationDuration: closing ? `${RAFFLE_CLOSE_MS}ms` : undefined }}
      >
        <button
          type="button"
          className="raffle-popup__close"
          aria-label="关闭"
          onClick={requestClose}
          data-testid="raffle-close"
        >
          <CloseOutlined />
        </button>
        {/* A picture carries its own title; without one the raffle's name is written on red. */}
        {picture ? (
          <header
            className="raffle-popup__head"
            role="img"
            aria-label={draw.name}
            style={{ backgroundImage: `url("${encodeURI(picture)}")` }}
          />
        ) : (
          <header className="raffle-popup__head">
            <h3>{draw.name}</h3>
          </header>
        )}
        <Tabs
          className="raffle-popup__tabs"
          activeKey={tab}
          onChange={(key) => setTab(key as TabKey)}
          tabBarExtraContent={
            <span className="raffle-popup__time">
              活动时间（北京时间）：{formatTime(draw.starts_at)} 至 {formatTime(draw.ends_at)}
            </span>
          }
          items={[
            { key: 'draw', label: '幸运抽奖' },
            { key: 'records', label: <span data-testid="raffle-tab-records">我的抽奖记录</span> },
          ]}
        />
        {tab === 'draw' ? (
          <div className="raffle-popup__body">
            <PrizeGrid
              cells={cells}
              active={spin.active}
              drawing={drawing}
              remaining={draw.remaining}
              canDraw={canDraw || drawing}
              onStart={() => void start()}
            />
            <aside className="raffle-side">
              <WinnersTicker drawId={draw.id} />
              <section className="raffle-side__block">
                <h4>活动规则</h4>
                <div className="raffle-side__rules">{draw.rules || '每位会员可参与一次抽奖。'}</div>
              </section>
            </aside>
          </div>
        ) : (
          <div className="raffle-popup__body">
            <DrawRecords onNavigate={leave} />
          </div>
        )}
        {result && <DrawResult result={result} onDone={() => setResult(null)} onNavigate={leave} />}
      </div>
    </div>,
    document.body,
  );
}
