import { Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { useChildByIdQuery, useGuardianByIdQuery, useTabletChildrenListQuery, type ChildRecordGuardianDto } from '@daycare/api-client';
import { PersonAvatar, PhoneLink, TAP_LINK, guardianRegistrationPath } from '@daycare/shared-features';
import { selectUser, useAppSelector } from '@daycare/store';
import { Panel } from '@daycare/ui';
import { useT } from '../../i18n';

/** The family's other guardian: their name, to their profile, and a phone to call with a tap. */
function OtherGuardian({ guardian }: { guardian: ChildRecordGuardianDto }) {
  const record = useGuardianByIdQuery({ guardianId: guardian.id });
  const phones = record.data?.phones;
  return (
    <Flex gap={12} align="center" wrap component="li">
      <PersonAvatar label={guardian.label} photoUrl={record.data?.photoUrl} />
      <Link to={guardianRegistrationPath(guardian.id)} style={TAP_LINK}>{guardian.label}</Link>
      <PhoneLink phone={phones?.mobile ?? phones?.home ?? phones?.work} />
    </Flex>
  );
}

/** The guardians of the family (the reader first, with their profile), its emergency contacts and its archive. */
export function FamilyGuardians({ familyId }: { familyId: number }) {
  const t = useT();
  const user = useAppSelector(selectUser);
  // Every child of the family lists the family's guardians: the first one is enough.
  const children = useTabletChildrenListQuery({});
  const firstChild = children.data?.[0]?.id;
  const child = useChildByIdQuery({ childId: firstChild ?? 0 }, { skip: !firstChild });
  if (!user) return null;
  const others = (child.data?.guardians ?? []).filter((guardian) => guardian.id !== user.id);
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <Panel size="small" aria-label={t('home.family.title')}>
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: 20 }}>{t('home.family.title')}</Typography.Title>
      <Flex vertical gap={8} component="ul" style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
        <Flex gap={12} align="center" wrap component="li">
          <PersonAvatar label={name} />
          <Typography.Text strong>{name}</Typography.Text>
          <Link to={guardianRegistrationPath(user.id)} style={TAP_LINK}>{t('home.family.yourProfile')}</Link>
        </Flex>
        {child.isLoading ? <li><Skeleton active title={false} paragraph={{ rows: 1 }} /></li> : others.map((guardian) => <OtherGuardian key={guardian.id} guardian={guardian} />)}
      </Flex>
      <Flex gap={16} wrap style={{ marginTop: 12 }}>
        <Link to="/contacts" style={TAP_LINK}>{t('home.family.contacts')}</Link>
        <Link to={`/family/archive/${familyId}`} style={TAP_LINK}>{t('home.family.archive')}</Link>
      </Flex>
    </Panel>
  );
}
