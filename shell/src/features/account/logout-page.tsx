import { useEffect, useRef } from 'react';
import { Flex, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { useAuthLogoutMutation } from '@daycare/api-client';
import { handleErrorsInPage, signedOut, useAppDispatch } from '@daycare/store';
import { useDocumentTitle } from '@daycare/ui';
import { useT } from '../../i18n';

// Signing out goes on whatever the server answers; there is nothing to tell the person.
handleErrorsInPage('authLogout');

/**
 * Revokes the session of the refresh cookie on the server (the real user's too while
 * impersonating) and clears the cookie, clears the user, roles and own daycares here, and goes to /login.
 */
export function LogoutPage() {
  const t = useT();
  useDocumentTitle(t('account.logout.title'));
  const [logout] = useAuthLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout({ refreshTokenDto: {} }).finally(() => {
      dispatch(signedOut());
      void navigate('/login', { replace: true });
    });
  }, [logout, dispatch, navigate]);

  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ padding: 64 }}>
      <Spin size="large" />
      <span>{t('account.logout.signingOut')}</span>
    </Flex>
  );
}
