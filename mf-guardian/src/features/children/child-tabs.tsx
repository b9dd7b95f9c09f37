// The family's own tabs of a child's record: the pick-up list and the attendance pages.
import { Button, Flex, Skeleton, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { usePickupChildQuery, type ChildRecordDto } from '@daycare/api-client';
import { NeverReleaseNotice, PickupPeople, RecordPageLinks, Section, TAP_LINK, guardianRegistrationPath } from '@daycare/shared-features';
import { useT } from '../../i18n';

type TabProps = { child: ChildRecordDto };

export function PickupTab({ child }: TabProps) {
  const t = useT();
  const navigate = useNavigate();
  const pickup = usePickupChildQuery({ childId: child.id });
  if (pickup.isError) return <Typography.Text type="secondary">{t('children.pickup.failed')}</Typography.Text>;
  if (!pickup.data) return <Skeleton active avatar paragraph={{ rows: 4 }} />;
  const { authorised, neverRelease } = pickup.data;
  return (
    <Flex vertical gap={16}>
      <Section title={t('children.pickup.authorised')}>
        <Flex vertical gap={12}>
          <PickupPeople
            people={authorised}
            personPath={(person) => (person.kind === 'contact' ? `/contacts/view/${person.id}` : guardianRegistrationPath(person.id))}
          />
          <Flex gap={12} wrap align="center">
            <Button onClick={() => void navigate('/contacts/add')}>{t('children.pickup.add')}</Button>
            <Link to="/contacts" style={TAP_LINK}>{t('children.pickup.contacts')}</Link>
          </Flex>
        </Flex>
      </Section>
      <Section title={t('children.pickup.neverTitle')}>
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">{t('children.pickup.neverHelp')}</Typography.Text>
          {neverRelease.length === 0 && <Typography.Text>{t('children.pickup.neverNone')}</Typography.Text>}
          {neverRelease.map((entry) => <NeverReleaseNotice key={entry.id} entry={entry} />)}
        </Flex>
      </Section>
    </Flex>
  );
}

export function AttendanceTab({ child }: TabProps) {
  const t = useT();
  const name = child.preferredName ?? child.firstName;
  return (
    <RecordPageLinks label={t('children.attendance.pages')} links={[
      { to: `/attendance/schedule/${child.id}`, label: t('children.attendance.schedules', { name }) },
      { to: `/attendance/reported/${child.id}`, label: t('children.attendance.reported') },
      { to: `/absence/create?childId=${child.id}`, label: t('children.attendance.absence') },
    ]} />
  );
}
