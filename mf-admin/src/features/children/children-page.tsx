import { Button, Flex } from 'antd';
import { useNavigate } from 'react-router';
import { RoutePage } from '@daycare/shared-features';
import { useT } from '../../i18n';
import { CHILD_ROUTES, useIsDirector } from './child-helpers';
import { ChildrenTable } from './children-table';

/** Every child of the centre with photo, room, age, status, tags and alerts (/children). */
export default function ChildrenPage() {
  const t = useT();
  const navigate = useNavigate();
  const isDirector = useIsDirector();
  return (
    <RoutePage path={CHILD_ROUTES.list}>
      {isDirector && (
        <Flex justify="end" gap={8} wrap style={{ marginBottom: 12 }}>
          <Button onClick={() => void navigate(CHILD_ROUTES.manage)}>{t('children.list.manage')}</Button>
          <Button type="primary" onClick={() => void navigate(CHILD_ROUTES.add)}>{t('children.list.add')}</Button>
        </Flex>
      )}
      <ChildrenTable />
    </RoutePage>
  );
}
