import { Flex } from 'antd';
import { ComingSoon } from '@daycare/ui';
import { RoutePage } from '@daycare/shared-features';
import { EverydayTasks } from '../home/everyday-tasks';

/** The centres a family belongs to, and one tap to each everyday task. */
export default function MyCentresPage() {
  return (
    <RoutePage path="/my/centers">
      <Flex vertical gap={12}>
        <ComingSoon what="The centres your family belongs to, and those you applied to," />
        <EverydayTasks />
      </Flex>
    </RoutePage>
  );
}
