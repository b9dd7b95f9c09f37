import { useState } from 'react';
import { Alert, Button, Flex, Radio, Result, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { useDaycareChangeDaycareMutation, useDaycareMyDaycaresQuery, useFamilyByIdQuery, type FamilyDetailDto, type FamilyMovedDto } from '@daycare/api-client';
import { familyName } from '@daycare/i18n';
import { FormError, RoutePage, positiveInteger, useRouteParams, TAP_LINK } from '@daycare/shared-features';
import { handleErrorsInPage } from '@daycare/store';
import { useT } from '../../i18n';
import { FAMILY_ROUTES, FamilyNotFound } from './family-helpers';

handleErrorsInPage('familyById', 'daycareChangeDaycare');

const childNames = (family: FamilyDetailDto) => family.children.map((child) => child.label).join(', ');

function Moved({ moved, family }: { moved: FamilyMovedDto; family: FamilyDetailDto }) {
  const t = useT();
  return (
    <Result status="success" title={t('families.move.done', { family: familyName(family, 'inSentence'), daycare: moved.daycareLabel })}
      subTitle={t('families.move.doneHelp', { daycare: moved.daycareLabel })} extra={<Link to="/children" style={TAP_LINK}>{t('families.toChildren')}</Link>} />
  );
}

function MoveForm({ family }: { family: FamilyDetailDto }) {
  const t = useT();
  const daycares = useDaycareMyDaycaresQuery();
  const [daycareId, setDaycareId] = useState<number>();
  const [confirming, setConfirming] = useState(false);
  const [move, moving] = useDaycareChangeDaycareMutation();
  const others = (daycares.data ?? []).filter((daycare) => daycare.id !== family.daycareId);
  const chosen = others.find((daycare) => daycare.id === daycareId);
  if (moving.data) return <Moved moved={moving.data} family={family} />;
  if (daycares.isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (others.length === 0) return <Alert type="info" showIcon title={t('families.move.noOtherCentre')} />;
  return (
    <Flex vertical gap={16} align="start">
      <Radio.Group aria-label={t('families.move.chooseCentre')} value={daycareId} onChange={(event) => { setDaycareId(event.target.value as number); setConfirming(false); }}>
        <Flex vertical gap={8}>
          {others.map((daycare) => <Radio key={daycare.id} value={daycare.id} style={{ minHeight: 24 }}>{daycare.label}</Radio>)}
        </Flex>
      </Radio.Group>
      {chosen && !confirming && <Button type="primary" onClick={() => setConfirming(true)}>{t('families.move.next')}</Button>}
      {chosen && confirming && (
        <Alert type="warning" showIcon role="alertdialog" title={t('families.move.confirm', { family: familyName(family, 'inSentence'), daycare: chosen.label })}
          description={
            <Flex vertical gap={12}>
              <Typography.Text>{t('families.move.children', { names: childNames(family) })}</Typography.Text>
              <Typography.Text>{t('families.move.keeps')}</Typography.Text>
              <Flex gap={8} wrap>
                <Button type="primary" danger loading={moving.isLoading} onClick={() => void move({ changeFamilyDaycareDto: { familyId: family.id, daycareId: chosen.id } })}>
                  {t('families.move.submit', { daycare: chosen.label })}
                </Button>
                <Button onClick={() => setConfirming(false)}>{t('families.cancel')}</Button>
              </Flex>
            </Flex>
          } />
      )}
      <FormError error={moving.error} />
    </Flex>
  );
}

/** Moves a family, its children, contacts and guardians to another of the director's centres (/family/change-center/:familyId). */
export default function FamilyChangeCenterPage() {
  const t = useT();
  const familyId = positiveInteger(useRouteParams(FAMILY_ROUTES.changeCenter).familyId);
  const family = useFamilyByIdQuery({ familyId: familyId ?? 0 }, { skip: !familyId });
  let content;
  if (!familyId || family.isError) content = <FamilyNotFound />;
  else if (!family.data) content = <Skeleton active paragraph={{ rows: 4 }} />;
  else {
    content = (
      <Flex vertical gap={16} style={{ maxWidth: 720 }}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>{t('families.move.title', { family: familyName(family.data, 'inSentence') })}</Typography.Title>
        <Typography.Paragraph style={{ margin: 0 }}>{t('families.move.intro')}</Typography.Paragraph>
        <MoveForm family={family.data} />
      </Flex>
    );
  }
  return <RoutePage path={FAMILY_ROUTES.changeCenter}>{content}</RoutePage>;
}
