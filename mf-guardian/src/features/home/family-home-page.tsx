import { Flex, Progress, Typography } from 'antd';
import { Link } from 'react-router';
import { JOIN_CENTRE_PATH, registrationPercent, registrationStepPath, showsRegistrationProgress } from '@daycare/shared';
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

function RegistrationUnderWay({ progress, nextStep }: { progress: number; nextStep: string }) {
  return (
    <Panel size="small">
      <Typography.Text strong>Your registration is {registrationPercent(progress)}% done</Typography.Text>
      <Progress percent={registrationPercent(progress)} showInfo={false} aria-label="Registration progress" />
      <Link to={nextStep}>Continue registration</Link>
    </Panel>
  );
}

/** A family at no centre yet can do one thing: ask a centre to take it in. Everything else belongs to a centre. */
function JoinACentre() {
  return (
    <Panel size="small" aria-label="Join a centre">
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: 20 }}>You are not at a centre yet</Typography.Title>
      <Typography.Paragraph type="secondary">
        Ask your centre to add your family with the centre number from its registration link. Absences, On my way and the rest open once it does.
      </Typography.Paragraph>
      <Link to={JOIN_CENTRE_PATH}>Join a centre</Link>
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
        {!user.registrationComplete && showsRegistrationProgress(user.registerProgress) && (
          <RegistrationUnderWay
            progress={user.registerProgress}
            nextStep={registrationStepPath({ profileComplete: user.profileComplete, hasCentre: Boolean(user.daycare) })}
          />
        )}
        {/* Children, absences and the everyday tasks belong to a centre: a family not yet at one is offered to join one. */}
        {user.daycare && <ChildShortcuts />}
        {user.daycare && user.familyId !== null && <FamilyAbsences familyId={user.familyId} />}
        {user.daycare ? <EverydayTasks /> : <JoinACentre />}
      </Flex>
    </FeaturePage>
  );
}
