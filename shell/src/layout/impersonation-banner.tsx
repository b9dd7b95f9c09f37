import { Button, Flex, Typography, theme } from 'antd';
import { useNavigate } from 'react-router';
import { useAuthStopImpersonationMutation } from '@daycare/api-client';
import { impersonationEnded, useAppDispatch, type LoggedInUser } from '@daycare/store';

/** Says whose account is on screen while impersonating, with the way back. */
export default function ImpersonationBanner({ user }: { user: LoggedInUser }) {
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
        You are viewing the app as <strong>{user.firstName} {user.lastName}</strong>
      </Typography.Text>
      <Button size="small" loading={isLoading} onClick={() => void returnToMyAccount()}>Return to my account</Button>
    </Flex>
  );
}
