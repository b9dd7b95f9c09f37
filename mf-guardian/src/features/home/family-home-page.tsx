import { Flex, Progress, Typography } from 'antd';
import { Link } from 'react-router';
import { JOIN_CENTRE_PATH, registrationPercent, registrationStepPath, showsRegistrationProgress } from '@daycare/shared';
import { selectMyDaycares, selectUser, useAppSelector } from '@daycare/store';
import { FeaturePage, Panel } from '@daycare/ui';
import { findRoute, routeTitle } from '@daycare/routes';
import { formatNumber } from '@daycare/i18n';
import { useT } from '../../i18n';
import { ChildShortcuts } from './child-shortcuts';
import { EverydayTasks } from './everyday-tasks';
import { FamilyAbsences } from './family-absences';
import { FamilyGuardians } from './family-guardians';

/** The family's centre, with a way to the others when the family belongs to several. */
function CurrentCentre({ label, centreCount }: { label: string; centreCount: number }) {
  const t = useT();
  return (
    <Panel size="small">
      <Typography.Text type="secondary">{t('home.yourCentre')}</Typography.Text>
      <Typography.Title level={2} style={{ margin: 0 }}>{label}</Typography.Title>
      {centreCount > 1 && <Link to="/my/centers">{t('home.seeCentres', { count: centreCount })}</Link>}
    </Panel>
  );
}

function RegistrationUnderWay({ progress, nextStep }: { progress: number; nextStep: string }) {
  const t = useT();
  return (
    <Panel size="small">
      <Typography.Text strong>{t('home.registrationDone', { percent: formatNumber(registrationPercent(progress)) })}</Typography.Text>
      <Progress percent={registrationPercent(progress)} showInfo={false} aria-label={t('home.registrationProgress')} />
      <Link to={nextStep}>{t('home.continueRegistration')}</Link>
    </Panel>
  );
}

/** A family at no centre yet can do one thing: ask a centre to take it in. Everything else belongs to a centre. */
function JoinACentre() {
  const t = useT();
  return (
    <Panel size="small" aria-label={t('home.join.label')}>
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: 20 }}>{t('home.join.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('home.join.body')}
      </Typography.Paragraph>
      <Link to={JOIN_CENTRE_PATH}>{t('home.join.link')}</Link>
    </Panel>
  );
}

/** The family dashboard a guardian lands on after sign-in: their centre, their registration, each child's shortcuts, the year's absences, everyday tasks. */
export default function FamilyHomePage() {
  const t = useT();
  const user = useAppSelector(selectUser);
  const centres = useAppSelector(selectMyDaycares);
  if (!user) return null;
  const home = findRoute('/home')?.entry;
  return (
    <FeaturePage title={home ? routeTitle(home) : t('home.title')} summary={t('home.welcome', { name: user.firstName })}>
      <Flex vertical gap={16}>
        {user.daycare && <CurrentCentre label={user.daycare.label} centreCount={centres.length} />}
        {!user.registrationComplete && showsRegistrationProgress(user.registerProgress) && (
          <RegistrationUnderWay
            progress={user.registerProgress}
            nextStep={registrationStepPath({ profileComplete: user.profileComplete, hasCentre: Boolean(user.daycare) })}
          />
        )}
        {/* Children, absences and the everyday tasks belong to a centre: a family not yet at one is offered to join one. */}
        {user.daycare && <ChildShortcuts />}
        {user.daycare && user.familyId !== null && <FamilyAbsences familyId={user.familyId} />}
        {user.daycare && user.familyId !== null && <FamilyGuardians familyId={user.familyId} />}
        {user.daycare ? <EverydayTasks /> : <JoinACentre />}
      </Flex>
    </FeaturePage>
  );
}
