import { useMemo, useState } from 'react';
import { Button, Col, Flex, Form, Radio, Row, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useNavigate, useSearchParams } from 'react-router';
import { useChildCreateMutation, useFamilyListQuery, type FamilyChoiceDto } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { FormError, RoutePage, positiveInteger } from '@daycare/shared-features';
import { handleErrorsInPage, showSnackbar, useAppDispatch } from '@daycare/store';
import { useT } from '../../i18n';
import { CHILD_ROUTES, childPath, dayOrNull, textOrNull, type ChildGender } from './child-helpers';
import { BirthDateField, DayField, GenderField, HomeRoomField, NameFields } from './child-fields';
import { useDebounced } from './children-query';

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

function familyOption(family: FamilyChoiceDto) {
  const people = [...family.guardians, ...family.children].join(', ');
  return { value: family.id, label: people ? `${family.label} (${people})` : family.label };
}

/** Searches the centre's families by a guardian's or a child's name. */
function FamilySelect({ preselected, ...props }: { preselected?: number; value?: number; onChange?: (id: number) => void; id?: string }) {
  const t = useT();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const families = useFamilyListQuery(search ? { search } : {});
  const options = useMemo(() => {
    const found = (families.data ?? []).map(familyOption);
    // A sibling's family, chosen by its id in the address, may not be among the first results.
    if (preselected && !found.some((option) => option.value === preselected)) found.unshift({ value: preselected, label: t('children.add.siblingFamily') });
    return found;
  }, [families.data, preselected, t]);
  return (
    <Select<number>
      {...props}
      showSearch={{ filterOption: false, onSearch: setText }}
      aria-label={t('children.add.family')}
      placeholder={t('children.add.familySearch')}
      loading={families.isFetching}
      options={options}
      notFoundContent={families.isFetching ? null : t('children.add.noFamily')}
    />
  );
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
          <Form.Item name="familyId" label={t('children.add.family')} rules={[{ required: true, message: t('children.add.familyRequired') }]}>
            <FamilySelect preselected={preselected} />
          </Form.Item>
        )}
        <Typography.Title level={2} style={{ fontSize: 18 }}>{t('children.add.childTitle')}</Typography.Title>
        <NameFields />
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
