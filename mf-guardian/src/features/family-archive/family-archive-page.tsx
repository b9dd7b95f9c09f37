import { Button, Card, Flex, Result, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { useFamilyByIdQuery, type FamilyDetailDto } from '@daycare/api-client';
import { familyName } from '@daycare/i18n';
import { FormError, RoutePage, downloadFamilyArchive, positiveInteger, useDownload, useRouteParams } from '@daycare/shared-features';
import { handleErrorsInPage } from '@daycare/store';
import { useT } from '../../i18n';

const ROUTE = '/family/archive/:familyId';
/** A link standing on its own: at least 24px tall, so it is easy to tap. */
const TAP_LINK = { display: 'inline-block', minHeight: 24, lineHeight: '24px' } as const;

handleErrorsInPage('familyById');

function FamilyNotFound() {
  const t = useT();
  return <Result status="404" title={t('familyArchive.notFound')} extra={<Link to="/home" style={TAP_LINK}>{t('familyArchive.toHome')}</Link>} />;
}

function ArchiveCard({ family }: { family: FamilyDetailDto }) {
  const t = useT();
  const { start, busy, error } = useDownload(() => downloadFamilyArchive(family.id));
  return (
    <Card title={<Typography.Title level={2} style={{ margin: 0, fontSize: 18, whiteSpace: 'normal' }}>{t('familyArchive.title')}</Typography.Title>} style={{ maxWidth: 640 }}>
      <Flex vertical gap={12} align="start">
        <Typography.Paragraph style={{ margin: 0, fontSize: 16 }}>{t('familyArchive.intro', { family: familyName(family, 'inSentence') })}</Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('familyArchive.contents')}</Typography.Paragraph>
        <FormError error={error} flush />
        <Button type="primary" size="large" loading={busy} onClick={start}>{t('familyArchive.download')}</Button>
      </Flex>
    </Card>
  );
}

/** A guardian downloads everything the centre holds about their family (/family/archive/:familyId, from the side menu). */
export default function FamilyArchivePage() {
  const familyId = positiveInteger(useRouteParams(ROUTE).familyId);
  const family = useFamilyByIdQuery({ familyId: familyId ?? 0 }, { skip: !familyId });
  let content;
  if (!familyId || family.isError) content = <FamilyNotFound />;
  else if (!family.data) content = <Skeleton active paragraph={{ rows: 3 }} />;
  else content = <ArchiveCard family={family.data} />;
  return <RoutePage path={ROUTE}>{content}</RoutePage>;
}
