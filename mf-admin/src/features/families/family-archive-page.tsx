import { useState } from 'react';
import { Alert, Button, DatePicker, Flex, Form, Skeleton, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useFamilyArchiveMutation, useFamilyByIdQuery, useFamilyRestoreMutation, type FamilyDetailDto } from '@daycare/api-client';
import { familyName, formatDate } from '@daycare/i18n';
import { FormError, RoutePage, positiveInteger, useRouteParams } from '@daycare/shared-features';
import { handleErrorsInPage } from '@daycare/store';
import { useT } from '../../i18n';
import { DownloadArchiveButton, FAMILY_ROUTES, FamilyNotFound } from './family-helpers';

handleErrorsInPage('familyById', 'familyArchive', 'familyRestore');

const DAY = 'YYYY-MM-DD';

function Children({ family }: { family: FamilyDetailDto }) {
  const t = useT();
  return (
    <Flex vertical gap={4} component="ul" style={{ margin: 0, paddingInlineStart: 20 }}>
      {family.children.map((child) => (
        <li key={child.id}>
          {child.label} {child.withdrawnOn && <Tag>{t('families.archive.childWithdrawn', { date: formatDate(child.withdrawnOn, 'longDay') })}</Tag>}
        </li>
      ))}
    </Flex>
  );
}

function Withdraw({ family }: { family: FamilyDetailDto }) {
  const t = useT();
  const [day, setDay] = useState<Dayjs | null>(dayjs());
  const [withdraw, withdrawing] = useFamilyArchiveMutation();
  const submit = () => day && void withdraw({ withdrawFamilyDto: { familyId: family.id, withdrawnOn: day.format(DAY) } });
  return (
    <Form layout="vertical" onFinish={submit} style={{ maxWidth: 420 }}>
      <Form.Item label={t('families.archive.withdrawnOn')} htmlFor="family-withdrawn-on" extra={t('families.archive.withdrawnOnHelp')}>
        <DatePicker id="family-withdrawn-on" value={day} onChange={setDay} format={DAY} allowClear={false} style={{ width: '100%' }} />
      </Form.Item>
      <FormError error={withdrawing.error} />
      <Button type="primary" danger htmlType="submit" loading={withdrawing.isLoading} disabled={!day}>{t('families.archive.withdraw')}</Button>
    </Form>
  );
}

function Restore({ family }: { family: FamilyDetailDto }) {
  const t = useT();
  const [restore, restoring] = useFamilyRestoreMutation();
  return (
    <Flex vertical gap={12} align="start">
      <Alert type="info" showIcon title={t('families.archive.withdrawnSince', { date: formatDate(family.archivedOn!, 'longDay') })} />
      <FormError error={restoring.error} />
      <Button loading={restoring.isLoading} onClick={() => void restore({ familyIdDto: { familyId: family.id } })}>{t('families.archive.restore')}</Button>
    </Flex>
  );
}

/** Withdraw a family from a day or restore it, and download everything the centre holds about it (/family/archive/:familyId). */
export default function FamilyArchivePage() {
  const t = useT();
  const familyId = positiveInteger(useRouteParams(FAMILY_ROUTES.archive).familyId);
  const family = useFamilyByIdQuery({ familyId: familyId ?? 0 }, { skip: !familyId });
  let content;
  if (!familyId || family.isError) content = <FamilyNotFound />;
  else if (!family.data) content = <Skeleton active paragraph={{ rows: 4 }} />;
  else {
    content = (
      <Flex vertical gap={16} style={{ maxWidth: 720 }}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>{familyName(family.data)}</Typography.Title>
        <Children family={family.data} />
        {family.data.archivedOn ? <Restore family={family.data} /> : <Withdraw family={family.data} />}
        <Typography.Title level={3} style={{ margin: 0, fontSize: 18 }}>{t('families.archive.exportTitle')}</Typography.Title>
        <Typography.Paragraph style={{ margin: 0 }}>{t('families.archive.exportHelp')}</Typography.Paragraph>
        <DownloadArchiveButton familyId={family.data.id} />
      </Flex>
    );
  }
  return <RoutePage path={FAMILY_ROUTES.archive}>{content}</RoutePage>;
}
