import type { ComponentType, ReactNode } from 'react';
import { Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useChildByIdQuery } from '@daycare/api-client';
import {
  AddressForm, CHILD_PART_ENDPOINTS, MedicalForm, NameForm, PersonalForm, RoutePage, SchoolForm, TAP_LINK, childSavedPath, positiveInteger, useRouteMatch,
  type PartFormProps,
} from '@daycare/shared-features';
import { handleErrorsInPage } from '@daycare/store';
import { useT } from '../../i18n';
import { UPDATE_PARTS, childPath, updateRoute, useIsDirector, type UpdatePart } from './child-helpers';
import { ChildNotFound } from './child-page';
import { RegistrationForm } from './registration-form';

handleErrorsInPage(...CHILD_PART_ENDPOINTS, 'childUpdateRegistration');

const FORMS: Record<UpdatePart, ComponentType<PartFormProps>> = {
  name: NameForm, personal: PersonalForm, address: AddressForm, school: SchoolForm, medical: MedicalForm, registration: RegistrationForm,
};

function NotAllowed({ childId }: { childId: number }) {
  const t = useT();
  return <Result status="403" title={t('children.form.notAllowed')} extra={<Link to={childPath(childId)} style={TAP_LINK}>{t('children.form.backToRecord')}</Link>} />;
}

function PartUpdate({ part, childId }: { part: UpdatePart; childId: number }) {
  const record = useChildByIdQuery({ childId });
  const isDirector = useIsDirector();
  if (record.isError) return <ChildNotFound />;
  const child = record.data;
  if (!child) return <Skeleton active paragraph={{ rows: 8 }} />;
  const allowed = child.canEdit && (part !== 'registration' || isDirector) && (part !== 'address' || child.canSeeAddress);
  if (!allowed) return <NotAllowed childId={childId} />;
  const PartForm = FORMS[part];
  return <PartForm key={child.id} child={child} back={childSavedPath(part, child.id)} />;
}

/** A form for one part of a child's record (/child/update/name|personal|address|school|medical|registration/:childId). */
export default function ChildUpdatePage() {
  const match = useRouteMatch(UPDATE_PARTS.map(updateRoute));
  const part = UPDATE_PARTS.find((candidate) => updateRoute(candidate) === match?.pattern) ?? 'name';
  const childId = positiveInteger(match?.params.childId);
  const content: ReactNode = childId ? <PartUpdate part={part} childId={childId} /> : <ChildNotFound />;
  return <RoutePage path={updateRoute(part)}>{content}</RoutePage>;
}
