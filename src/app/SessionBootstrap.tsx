import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { registerNavigate } from '../lib/navigate-outside';
import { useAppDispatch } from '../stores/hooks';
import { restoreSession } from '../stores/session';

/** Runs the startup flow once and lets non-React code (the base query) navigate. */
export function SessionBootstrap() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  useEffect(() => {
    registerNavigate((path) => navigate(path, { replace: true }));
    return () => registerNavigate(null);
  }, [navigate]);

  useEffect(() => {
    void restoreSession(dispatch);
  }, [dispatch]);

  return null;
}
