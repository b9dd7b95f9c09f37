import { Button, Flex, Popconfirm } from 'antd';
import { useNavigate } from 'react-router';
import { useAuthEndSessionsMutation, useAuthImpersonateMutation } from '@daycare/api-client';
import { THEME_COLORS, UserType, hasRole } from '@daycare/shared';
import {
  impersonationStarted, selectRoles, selectUser, showSnackbar, useAppDispatch, useAppSelector, type LoggedInUser,
} from '@daycare/store';

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
    <Button size="small" aria-label={`View the app as ${name}`} loading={isLoading} onClick={() => void viewAs()}>
      View the app as
    </Button>
  );
}

/** Signs the person out on every device. */
function EndSessionsButton({ person, name }: { person: Person; name: string }) {
  const dispatch = useAppDispatch();
  const [endSessions, { isLoading }] = useAuthEndSessionsMutation();
  const confirm = async () => {
    const result = await endSessions({ userIdDto: { userId: person.userId } });
    if (!result.error) dispatch(showSnackbar({ text: `${name} is signed out on every device`, color: THEME_COLORS.light.success }));
  };
  return (
    <Popconfirm
      title={`End every session of ${name}?`}
      description="They are signed out on every device and sign in again with their password."
      okText="End sessions"
      okButtonProps={{ danger: true }}
      onConfirm={confirm}
    >
      <Button size="small" danger aria-label={`End sessions of ${name}`} loading={isLoading}>End sessions</Button>
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
