import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { logout as logoutEndpoint } from '@shared/api/auth';
import { frontInfo } from '@shared/api/user';
import type { FrontInfo as UserInfo } from '@shared/api/user';
import { call } from '../api';
import { getToken, setUser } from '../cookies';
import { applyThemeMode } from '../theme';
import { localLogout, onLocalLogout } from './logout';
import { createCan } from './permissions';
import { SessionContext, type Session, type SessionStatus } from './SessionContext';

interface State {
  status: SessionStatus;
  info: UserInfo | null;
}

const IDLE: State = { status: 'idle', info: null };

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>(IDLE);
  const loading = useRef(false);

  useEffect(
    () =>
      onLocalLogout(() => {
        loading.current = false;
        setState(IDLE);
      }),
    [],
  );

  const ensureLoaded = useCallback(() => {
    if (loading.current || state.status !== 'idle' || !getToken()) return;
    loading.current = true;
    setState({ status: 'loading', info: null });
    call(frontInfo, { silent: true }).then(
      (info) => {
        if (!loading.current) return; // logged out meanwhile
        loading.current = false;
        setUser(info.id, info.name);
        applyThemeMode(info.themeMode);
        setState({ status: 'ready', info });
      },
      // Spec §4: if the fetch fails, log out locally (the guard then goes to /login).
      () => localLogout(),
    );
  }, [state.status]);

  const setAvatar = useCallback(
    (avatar: string) => setState((s) => (s.info ? { ...s, info: { ...s.info, avatar } } : s)),
    [],
  );

  const logout = useCallback(async () => {
    await call(logoutEndpoint, { silent: true }).catch(() => undefined);
    localLogout();
  }, []);

  const session = useMemo<Session>(
    () => ({
      ...state,
      roles: state.info ? ['admin'] : [],
      can: createCan(state.info),
      ensureLoaded,
      setAvatar,
      logout,
    }),
    [state, ensureLoaded, setAvatar, logout],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
