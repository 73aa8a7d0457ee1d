import { useEffect, useRef, useState } from 'react';
import { GiftFilled } from '@ant-design/icons';
import { isLoggedIn, useProfile } from '../../account/api/profile';
import { useSimpleDraw } from '../api/raffle';
import { rememberClosed, wasClosed } from '../lib/popup-session';
import { antdIsland } from '../../../app/antd/lazy-antd';

// The popup uses antd (tabs, records): it and antd load when it first opens.
const RafflePopup = antdIsland(() => import('./raffle-popup'), 'RafflePopup');

/**
 * The raffle for logged-in members (spec §2 common layout, §4): the popup opens by itself while the
 * member still has a draw (is_join 0) unless it was closed in this session; the floating 抽奖 button
 * opens it at any time, e.g. to see the records.
 */
export function RaffleEntry() {
  const { data: profile } = useProfile({ load: false });
  const loggedIn = isLoggedIn(profile);
  const { data: draw } = useSimpleDraw(loggedIn);
  const [open, setOpen] = useState(false);
  const decided = useRef(false);

  useEffect(() => {
    if (!draw || decided.current) return;
    decided.current = true;
    if (draw.is_join === 0 && draw.state === 'running' && !wasClosed()) setOpen(true);
  }, [draw]);

  if (!loggedIn || !draw) return null;
  return (
    <>
      {!open && (
        <button
          type="button"
          className={draw.is_join === 0 ? 'raffle-entry has-chance' : 'raffle-entry'}
          onClick={() => setOpen(true)}
          aria-label="幸运抽奖"
          data-testid="raffle-entry"
        >
          <GiftFilled />
          <span>抽奖</span>
        </button>
      )}
      {open && (
        <RafflePopup
          draw={draw}
          onClosed={() => {
            rememberClosed();
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
