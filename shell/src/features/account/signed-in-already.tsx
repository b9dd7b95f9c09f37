import type { ReactNode } from 'react';
import { Result } from 'antd';
import { UserType } from '@daycare/shared';
import { selectUser, useAppSelector } from '@daycare/store';
import { ButtonLink } from '../../layout/nav-links';
import { homePathFor } from '../../app/home';

/** A registration form for visitors; a signed-in user is offered their home, or to ask the centre of the link for access. */
export function SignedInAlready({ daycareId, children }: { daycareId?: number; children: ReactNode }) {
  const user = useAppSelector(selectUser);
  if (!user) return children;
  const asksAccess = daycareId !== undefined && user.type === UserType.User;
  return (
    <Result
      status="info"
      title={`You are signed in as ${user.firstName} ${user.lastName}`}
      subTitle="To create another account, log out first."
      extra={[
        asksAccess
          ? <ButtonLink key="access" type="primary" to={`/register/account/${daycareId}`}>Ask this centre for access</ButtonLink>
          : <ButtonLink key="home" type="primary" to={homePathFor(user)}>Go to my home page</ButtonLink>,
        <ButtonLink key="logout" to="/logout">Logout</ButtonLink>,
      ]}
    />
  );
}
