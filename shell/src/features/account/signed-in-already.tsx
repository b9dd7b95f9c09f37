import type { ReactNode } from 'react';
import { Result } from 'antd';
import { UserType } from '@daycare/shared';
import { selectUser, useAppSelector } from '@daycare/store';
import { ButtonLink } from '../../layout/nav-links';
import { homePathFor } from '../../app/home';
import { useT } from '../../i18n';

/** A registration form for visitors; a signed-in user is offered their home, or to ask the centre of the link for access. */
export function SignedInAlready({ daycareId, children }: { daycareId?: number; children: ReactNode }) {
  const t = useT();
  const user = useAppSelector(selectUser);
  if (!user) return children;
  const asksAccess = daycareId !== undefined && user.type === UserType.User;
  return (
    <Result
      status="info"
      title={t('account.signedIn.title', { name: `${user.firstName} ${user.lastName}` })}
      subTitle={t('account.signedIn.logOutFirst')}
      extra={[
        asksAccess
          ? <ButtonLink key="access" type="primary" to={`/register/account/${daycareId}`}>{t('account.signedIn.askAccess')}</ButtonLink>
          : <ButtonLink key="home" type="primary" to={homePathFor(user)}>{t('account.goHome')}</ButtonLink>,
        <ButtonLink key="logout" to="/logout">{t('account.signedIn.logout')}</ButtonLink>,
      ]}
    />
  );
}
