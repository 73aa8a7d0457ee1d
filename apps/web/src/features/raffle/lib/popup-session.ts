/**
 * Once a member closes the raffle popup it does not open by itself again in this browser session
 * (the floating 抽奖 button still opens it).
 */
export const RAFFLE_CLOSED_KEY = 'yc_raffle_closed';

export function wasClosed(storage: Pick<Storage, 'getItem'> = window.sessionStorage): boolean {
  try {
    return storage.getItem(RAFFLE_CLOSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberClosed(storage: Pick<Storage, 'setItem'> = window.sessionStorage): void {
  try {
    storage.setItem(RAFFLE_CLOSED_KEY, '1');
  } catch {
    // Storage may be unavailable (private mode): the popup then opens again on the next load.
  }
}
