import { useEffect, useRef } from 'react';
import { Flex, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { useAuthLogoutMutation } from '@daycare/api-client';
import {
  handleErrorsInPage, selectImpersonationBackup, selectUser, signedOut, useAppDispatch, useAppSelector,
} from '@daycare/store';
import { useDocumentTitle } from '@daycare/ui';

// Signing out goes on whatever the server answers; there is nothing to tell the person.
handleErrorsInPage('authLogout');

/**
 * Revokes the session on the server (and the real user's too while impersonating), clears the
 * user, roles and own daycares here, and goes to /login.
 */
export function LogoutPage() {
  useDocumentTitle('Logout');
  const user = useAppSelector(selectUser);
  const realUser = useAppSelector(selectImpersonationBackup);
  const [logout] = useAuthLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const tokens = [user?.refreshToken, realUser?.refreshToken].filter((token): token is string => Boolean(token));
    void Promise.allSettled(tokens.map((token) => logout({ refreshTokenDto: { token } }))).then(() => {
      dispatch(signedOut());
      void navigate('/login', { replace: true });
    });
  }, [user, realUser, logout, dispatch, navigate]);

  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ padding: 64 }}>
      <Spin size="large" />
      <span>Signing you out…</span>
    </Flex>
  );
}
