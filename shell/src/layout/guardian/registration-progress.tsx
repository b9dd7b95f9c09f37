import { Flex, Progress, Tag, theme } from 'antd';
import { Link } from 'react-router';
import { registrationPercent } from '@daycare/shared';

/** The guardian's registration progress: a chip with the percentage and a bar, linking to the step the family is at. */
export function RegistrationProgress({ progress, nextStep, onNavigate }: { progress: number; nextStep: string; onNavigate: () => void }) {
  const { token } = theme.useToken();
  const percent = registrationPercent(progress);
  return (
    <Flex vertical gap={4} style={{ padding: `${token.paddingSM}px ${token.padding}px` }}>
      <Link to={nextStep} onClick={onNavigate} aria-label={`Registration ${percent}% complete, continue registration`}>
        <Tag color="processing" style={{ marginInlineEnd: 0 }}>Registration {percent}%</Tag>
      </Link>
      <Progress percent={percent} showInfo={false} size="small" aria-label="Registration progress" />
    </Flex>
  );
}
