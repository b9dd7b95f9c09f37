// The registration part of a child's record: start date, last day and home room, which only directors set.
import { Col, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { useChildUpdateRegistrationMutation } from '@daycare/api-client';
import { DayField, UpdateForm, dayOf, dayOrNull, type PartFormProps } from '@daycare/shared-features';
import { useT } from '../../i18n';
import { HomeRoomField } from './child-fields';

type RegistrationValues = { startDate: Dayjs | null; withdrawnOn: Dayjs | null; homeRoomId?: number | null };

export function RegistrationForm({ child, back }: PartFormProps) {
  const t = useT();
  const [update, updating] = useChildUpdateRegistrationMutation();
  const save = (values: RegistrationValues) => update({
    updateChildRegistrationDto: { childId: child.id, startDate: dayOrNull(values.startDate), withdrawnOn: dayOrNull(values.withdrawnOn), homeRoomId: values.homeRoomId ?? null },
  });
  const initialValues: RegistrationValues = { startDate: dayOf(child.startDate), withdrawnOn: dayOf(child.withdrawnOn), homeRoomId: child.room?.id };
  return (
    <UpdateForm<RegistrationValues> part="registration" child={child} back={back} initialValues={initialValues} save={save} saving={updating.isLoading} error={updating.error}>
      <Row gutter={16}>
        <Col xs={24} sm={12}><DayField name="startDate" label={t('children.fields.startDate')} extra={t('children.form.startDateHelp')} /></Col>
        <Col xs={24} sm={12}><DayField name="withdrawnOn" label={t('children.fields.withdrawnOn')} extra={t('children.form.withdrawnOnHelp')} /></Col>
      </Row>
      <HomeRoomField />
    </UpdateForm>
  );
}
