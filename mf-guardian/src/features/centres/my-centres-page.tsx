import { Flex } from 'antd';
import { ComingSoon } from '@daycare/ui';
import { RoutePage } from '@daycare/shared-features';
import { useT } from '../../i18n';
import { EverydayTasks } from '../home/everyday-tasks';

/** The centres a family belongs to, and one tap to each everyday task. */
export default function MyCentresPage() {
  const t = useT();
  return (
    <RoutePage path="/my/centers">
      <Flex vertical gap={12}>
        <ComingSoon what={t('centres.comingSoon')} />
        <EverydayTasks />
      </Flex>
    </RoutePage>
  );
}
