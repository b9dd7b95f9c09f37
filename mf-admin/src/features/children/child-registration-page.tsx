import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import { useChildByIdQuery } from '@daycare/api-client';
import { ChildRegistrationSheet, RoutePage, positiveInteger, useRouteParams } from '@daycare/shared-features';
import { CHILD_ROUTES, childPath } from './child-helpers';
import { ChildNotFound } from './child-page';

/** The child's whole record on one read-only page, ready to print (/child/view/registration/:childId). */
export default function ChildRegistrationPage() {
  const childId = positiveInteger(useRouteParams(CHILD_ROUTES.registration).childId);
  const record = useChildByIdQuery({ childId: childId ?? 0 }, { skip: !childId });
  let content: ReactNode;
  if (!childId || record.isError) content = <ChildNotFound />;
  else if (!record.data) content = <Skeleton active paragraph={{ rows: 10 }} />;
  else content = <ChildRegistrationSheet child={record.data} back={childPath(childId)} />;
  return <RoutePage path={CHILD_ROUTES.registration}>{content}</RoutePage>;
}
