import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { registrationStepPath, showsRegistrationProgress } from '@daycare/shared';
import { selectFeatureControl, selectRoles, selectUser, useAppSelector } from '@daycare/store';
import PinDialog from '../../features/account/pin-dialog';
import { useT } from '../../i18n';
import { shownEntries } from '../menu-entries';
import { LanguageSelect } from '../language-choice';
import { ButtonLink } from '../nav-links';
import { SideMenuDrawer } from '../side-menu-drawer';
import { GUARDIAN_MENU } from './guardian-menu';
import { RegistrationProgress } from './registration-progress';

/** The guardian side menu, with the registration progress while there is some, the language, the tablet PIN and Logout. */
export default function GuardianMenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const user = useAppSelector(selectUser);
  const roles = useAppSelector(selectRoles);
  const featureControl = useAppSelector(selectFeatureControl);
  const [pinOpen, setPinOpen] = useState(false);
  if (!user) return null;
  const title = (
    <>
      {user.firstName} {user.lastName}
      {user.daycare && <Typography.Text type="secondary" style={{ display: 'block', fontWeight: 'normal' }}>{user.daycare.label}</Typography.Text>}
    </>
  );
  return (
    <SideMenuDrawer
      open={open}
      onClose={onClose}
      title={title}
      entries={shownEntries(GUARDIAN_MENU, { user, roles, featureControl })}
      header={showsRegistrationProgress(user.registerProgress) && (
        <RegistrationProgress
          progress={user.registerProgress}
          nextStep={registrationStepPath({ profileComplete: user.profileComplete, hasCentre: Boolean(user.daycare) })}
          onNavigate={onClose}
        />
      )}
      footer={
        <Flex vertical gap={8}>
          <LanguageSelect />
          <Button block onClick={() => setPinOpen(true)}>{t('sideMenu.tabletPin')}</Button>
          <PinDialog open={pinOpen} onClose={() => setPinOpen(false)} />
          <ButtonLink to="/logout" block onNavigate={onClose}>{t('sideMenu.logout')}</ButtonLink>
        </Flex>
      }
    />
  );
}
