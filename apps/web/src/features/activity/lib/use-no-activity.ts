import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';

/** Spec §2: an activity that does not exist or has ended goes to /noActivity (replacing the entry). */
export function useNoActivity(missing: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (missing) navigate(paths.noActivity, { replace: true });
  }, [missing, navigate]);
}
