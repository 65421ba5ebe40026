import { useEffect } from 'react';
import { useAppDispatch } from '../stores/hooks';
import { restoreSession } from '../stores/session';

/** Runs the startup flow once (SPEC 4). */
export function SessionBootstrap() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void restoreSession(dispatch);
  }, [dispatch]);
  return null;
}
