import { Button, Flex, Popconfirm } from 'antd';
import { useNavigate } from 'react-router';
import { useAuthEndSessionsMutation, useAuthImpersonateMutation } from '@daycare/api-client';
import { THEME_COLORS, UserType, hasRole } from '@daycare/shared';
import {
  impersonationStarted, selectRoles, selectUser, showSnackbar, useAppDispatch, useAppSelector, type LoggedInUser,
} from '@daycare/store';
import { useT } from '../../i18n';

export interface Person {
  userId: number;
  firstName: string;
  lastName: string;
}

/** Holders of IMPERSONATION (role check) and Super users may view the app as someone else. */
function useMayViewAs(): boolean {
  const me = useAppSelector(selectUser);
  const roles = useAppSelector(selectRoles);
  return me?.type === UserType.Super || hasRole(roles, 'IMPERSONATION');
}

/** View the app as the person: the gateway answers them, who take the current user's place. */
function ViewAsButton({ person, name }: { person: Person; name: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [impersonate, { isLoading }] = useAuthImpersonateMutation();
  const viewAs = async () => {
    const result = await impersonate({ userIdDto: { userId: person.userId } });
    if (!result.data) return;
    dispatch(impersonationStarted(result.data as LoggedInUser));
    void navigate('/');
  };
  return (
    // The visible words start the spoken name, so a voice command saying what is on screen finds the button.
    <Button size="small" aria-label={t('userRoles.viewAsNamed', { name })} loading={isLoading} onClick={() => void viewAs()}>
      {t('userRoles.viewAs')}
    </Button>
  );
}

/** Signs the person out on every device. */
function EndSessionsButton({ person, name }: { person: Person; name: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [endSessions, { isLoading }] = useAuthEndSessionsMutation();
  const confirm = async () => {
    const result = await endSessions({ userIdDto: { userId: person.userId } });
    if (!result.error) dispatch(showSnackbar({ text: t('userRoles.sessionsEnded', { name }), color: THEME_COLORS.light.success }));
  };
  return (
    <Popconfirm
      title={t('userRoles.endSessionsQuestion', { name })}
      description={t('userRoles.endSessionsHelp')}
      okText={t('userRoles.endSessions')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={confirm}
    >
      <Button size="small" danger aria-label={t('userRoles.endSessionsOf', { name })} loading={isLoading}>{t('userRoles.endSessions')}</Button>
    </Popconfirm>
  );
}

/** What an admin can do about another person's access: view the app as them, end their sessions. */
export function UserActions({ person }: { person: Person }) {
  const me = useAppSelector(selectUser);
  const mayViewAs = useMayViewAs();
  if (person.userId === me?.id) return null;
  const name = `${person.firstName} ${person.lastName}`;
  return (
    <Flex gap={4} wrap>
      {mayViewAs && <ViewAsButton person={person} name={name} />}
      <EndSessionsButton person={person} name={name} />
    </Flex>
  );
}
