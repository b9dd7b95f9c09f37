import { Button, Col, Flex, Form, Radio, Row, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useNavigate, useSearchParams } from 'react-router';
import { useChildCreateMutation } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { FormError, RoutePage, positiveInteger, dayOrNull, textOrNull, type ChildGender, BirthDateField, DayField, GenderField, ChildNameFields } from '@daycare/shared-features';
import { handleErrorsInPage, showSnackbar, useAppDispatch } from '@daycare/store';
import { useT } from '../../i18n';
import { CHILD_ROUTES, childPath } from './child-helpers';
import { HomeRoomField } from './child-fields';
import { FamilySelect } from '../families/family-select';

handleErrorsInPage('childCreate');

interface AddChildValues {
  family: 'new' | 'existing';
  familyId?: number;
  firstName: string;
  lastName: string;
  preferredName?: string;
  birthDate: Dayjs;
  gender?: ChildGender;
  homeRoomId?: number;
  startDate?: Dayjs | null;
}

function toCreateChildDto(values: AddChildValues) {
  return {
    ...(values.family === 'existing' && values.familyId ? { familyId: values.familyId } : {}),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    ...(textOrNull(values.preferredName) ? { preferredName: textOrNull(values.preferredName) as string } : {}),
    birthDate: values.birthDate.format('YYYY-MM-DD'),
    ...(values.gender ? { gender: values.gender } : {}),
    ...(values.homeRoomId ? { homeRoomId: values.homeRoomId } : {}),
    ...(values.startDate ? { startDate: dayOrNull(values.startDate) as string } : {}),
  };
}

/** A new child in a new family or in one the centre has already (/children/add, ?familyId= for a sibling). */
export default function ChildAddPage() {
  const t = useT();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const preselected = positiveInteger(params.get('familyId'));
  const [create, creating] = useChildCreateMutation();
  const [form] = Form.useForm<AddChildValues>();
  const family = Form.useWatch('family', form);
  const submit = async (values: AddChildValues) => {
    const result = await create({ createChildDto: toCreateChildDto(values) });
    if (result.error) return;
    const name = `${values.firstName.trim()} ${values.lastName.trim()}`;
    dispatch(showSnackbar({ text: t('children.add.added', { name }), color: THEME_COLORS.light.success }));
    void navigate(childPath(result.data.id));
  };
  return (
    <RoutePage path={CHILD_ROUTES.add}>
      <Form<AddChildValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        disabled={creating.isLoading}
        initialValues={{ family: preselected ? 'existing' : 'new', familyId: preselected }}
        style={{ maxWidth: 720 }}
        aria-label={t('children.add.form')}
      >
        <Typography.Title level={2} style={{ marginTop: 0, fontSize: 18 }}>{t('children.add.familyTitle')}</Typography.Title>
        <Form.Item name="family" label={t('children.add.whichFamily')}>
          <Radio.Group options={[{ value: 'new', label: t('children.add.newFamily') }, { value: 'existing', label: t('children.add.existingFamily') }]} />
        </Form.Item>
        {family === 'existing' && (
          <Form.Item name="familyId" label={t('families.select.label')} rules={[{ required: true, message: t('children.add.familyRequired') }]}>
            <FamilySelect preselected={preselected} preselectedLabel={t('children.add.siblingFamily')} />
          </Form.Item>
        )}
        <Typography.Title level={2} style={{ fontSize: 18 }}>{t('children.add.childTitle')}</Typography.Title>
        <ChildNameFields />
        <Row gutter={16}>
          <Col xs={24} sm={12}><BirthDateField /></Col>
          <Col xs={24} sm={12}><GenderField /></Col>
          <Col xs={24} sm={12}><HomeRoomField /></Col>
          <Col xs={24} sm={12}><DayField name="startDate" label={t('children.fields.startDate')} extra={t('children.form.startDateHelp')} /></Col>
        </Row>
        <FormError error={creating.error} />
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={creating.isLoading}>{t('children.add.submit')}</Button>
          <Button onClick={() => void navigate(CHILD_ROUTES.list)} disabled={false}>{t('common.cancel')}</Button>
        </Flex>
      </Form>
    </RoutePage>
  );
}
