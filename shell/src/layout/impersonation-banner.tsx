import { Button, Flex, Typography, theme } from 'antd';
import { useNavigate } from 'react-router';
import { useAuthStopImpersonationMutation } from '@daycare/api-client';
import { impersonationEnded, useAppDispatch, type LoggedInUser } from '@daycare/store';
import { RichText, useT } from '../i18n';

/** Says whose account is on screen while impersonating, with the way back. */
export default function ImpersonationBanner({ user }: { user: LoggedInUser }) {
  const t = useT();
  const { token } = theme.useToken();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [stopImpersonation, { isLoading }] = useAuthStopImpersonationMutation();
  const returnToMyAccount = async () => {
    // The saved user returns whatever the server answers: this browser is done with the impersonation session.
    await stopImpersonation();
    dispatch(impersonationEnded());
    void navigate('/');
  };
  return (
    <Flex
      role="status"
      align="center"
      justify="center"
      gap={12}
      wrap
      style={{ padding: `${token.paddingXS}px ${token.padding}px`, background: token.colorWarningBg, borderBottom: `1px solid ${token.colorWarningBorder}` }}
    >
      <Typography.Text>
        <RichText k="impersonation.viewingAs" values={{ name: `${user.firstName} ${user.lastName}` }} components={{ strong: <strong /> }} />
      </Typography.Text>
      <Button size="small" loading={isLoading} onClick={() => void returnToMyAccount()}>{t('impersonation.returnToMyAccount')}</Button>
    </Flex>
  );
}
