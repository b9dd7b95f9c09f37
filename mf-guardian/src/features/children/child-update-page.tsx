import type { ComponentType } from 'react';
import { Result } from 'antd';
import type { ChildRecordDto } from '@daycare/api-client';
import {
  AddressForm, CHILD_PART_ENDPOINTS, MedicalForm, NameForm, PersonalForm, RoutePage, SchoolForm, childSavedPath, positiveInteger, useRouteMatch,
  type PartFormProps,
} from '@daycare/shared-features';
import { handleErrorsInPage } from '@daycare/store';
import { useT } from '../../i18n';
import { BackToChild, FAMILY_PARTS, WithChild, updateRoute, type FamilyPart } from './child-helpers';

handleErrorsInPage(...CHILD_PART_ENDPOINTS);

const FORMS: Record<FamilyPart, ComponentType<PartFormProps>> = {
  name: NameForm, personal: PersonalForm, address: AddressForm, school: SchoolForm, medical: MedicalForm,
};

/** Whether the family may change this part: the gateway says so per child, and per field where it holds the address or medical details. */
const mayEdit = (child: ChildRecordDto, part: FamilyPart) =>
  child.canEdit && (part !== 'address' || child.canSeeAddress) && (part !== 'medical' || child.canSeeMedical);

function PartUpdate({ part, child }: { part: FamilyPart; child: ChildRecordDto }) {
  const t = useT();
  if (!mayEdit(child, part)) return <Result status="403" title={t('children.notAllowed')} extra={<BackToChild child={child} />} />;
  const PartForm = FORMS[part];
  return <PartForm key={child.id} child={child} back={childSavedPath(part, child.id)} />;
}

/** A part of a child's record the family edits (/child/update/name|personal|address|school|medical/:childId). */
export default function ChildUpdatePage() {
  const match = useRouteMatch(FAMILY_PARTS.map(updateRoute));
  const part = FAMILY_PARTS.find((candidate) => updateRoute(candidate) === match?.pattern) ?? 'name';
  const childId = positiveInteger(match?.params.childId);
  return (
    <RoutePage path={updateRoute(part)}>
      <WithChild childId={childId} render={(child) => <PartUpdate part={part} child={child} />} />
    </RoutePage>
  );
}
