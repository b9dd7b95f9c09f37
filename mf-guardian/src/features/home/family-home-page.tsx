import { Flex, Progress, Typography } from 'antd';
import { Link } from 'react-router';
import { registrationPercent, showsRegistrationProgress } from '@daycare/shared';
import { selectMyDaycares, selectUser, useAppSelector } from '@daycare/store';
import { FeaturePage, Panel } from '@daycare/ui';
import { ChildShortcuts } from './child-shortcuts';
import { EverydayTasks } from './everyday-tasks';
import { FamilyAbsences } from './family-absences';

/** The family's centre, with a way to the others when the family belongs to several. */
function CurrentCentre({ label, centreCount }: { label: string; centreCount: number }) {
  return (
    <Panel size="small">
      <Typography.Text type="secondary">Your centre</Typography.Text>
      <Typography.Title level={2} style={{ margin: 0 }}>{label}</Typography.Title>
      {centreCount > 1 && <Link to="/my/centers">See your {centreCount} centres</Link>}
    </Panel>
  );
}

function RegistrationUnderWay({ progress }: { progress: number }) {
  return (
    <Panel size="small">
      <Typography.Text strong>Your registration is {registrationPercent(progress)}% done</Typography.Text>
      <Progress percent={registrationPercent(progress)} showInfo={false} aria-label="Registration progress" />
      <Link to="/register/continue">Continue registration</Link>
    </Panel>
  );
}

/** The family dashboard a guardian lands on after sign-in: their centre, their registration, each child's shortcuts, the year's absences, everyday tasks. */
export default function FamilyHomePage() {
  const user = useAppSelector(selectUser);
  const centres = useAppSelector(selectMyDaycares);
  if (!user) return null;
  return (
    <FeaturePage title="Home" summary={`Welcome, ${user.firstName}.`}>
      <Flex vertical gap={16}>
        {user.daycare && <CurrentCentre label={user.daycare.label} centreCount={centres.length} />}
        {!user.registrationComplete && showsRegistrationProgress(user.registerProgress) && <RegistrationUnderWay progress={user.registerProgress} />}
        {/* Children and their absences belong to a centre: a family not yet at one has none to show. */}
        {user.daycare && <ChildShortcuts />}
        {user.daycare && user.familyId !== null && <FamilyAbsences familyId={user.familyId} />}
        <EverydayTasks />
      </Flex>
    </FeaturePage>
  );
}
