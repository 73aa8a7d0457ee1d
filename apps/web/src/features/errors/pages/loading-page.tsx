import { useEffect } from 'react';
import { Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';

/** How long the spinner shows when there is nowhere specific to go. */
const FALLBACK_DELAY_MS = 1_500;

/** Only same-site paths: an open redirect would let a link send members to a look-alike site. */
export function safeRedirect(target: string | null): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}

function Interstitial({ fallback, tip }: { fallback: string; tip: string }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const target = safeRedirect(search.get('redirect'));

  useEffect(() => {
    if (target) {
      navigate(target, { replace: true });
      return;
    }
    const timer = window.setTimeout(() => navigate(fallback, { replace: true }), FALLBACK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [target, fallback, navigate]);

  return (
    <div
      style={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      data-testid="loading-page"
    >
      <Spin size="large" description={tip}>
        <div style={{ width: 200, height: 80 }} />
      </Spin>
    </div>
  );
}

/** /loading: hand-over page; goes to ?redirect= (a same-site path) or home. */
export function LoadingPage() {
  return <Interstitial fallback={paths.home} tip="加载中…" />;
}

/**
 * /loading/activity: every /activity/… link lands here (spec §2). Goes to ?redirect= when given;
 * an activity that cannot be resolved ends on /noActivity.
 */
export function ActivityLoadingPage() {
  return <Interstitial fallback={paths.noActivity} tip="活动加载中…" />;
}
