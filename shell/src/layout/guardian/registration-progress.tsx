import { Flex, Progress, Tag, theme } from 'antd';
import { Link } from 'react-router';
import { formatNumber } from '@daycare/i18n';
import { registrationPercent } from '@daycare/shared';
import { useT } from '../../i18n';

/** The guardian's registration progress: a chip with the percentage and a bar, linking to the step the family is at. */
export function RegistrationProgress({ progress, nextStep, onNavigate }: { progress: number; nextStep: string; onNavigate: () => void }) {
  const t = useT();
  const { token } = theme.useToken();
  const percent = registrationPercent(progress);
  const shown = formatNumber(percent);
  return (
    <Flex vertical gap={4} style={{ padding: `${token.paddingSM}px ${token.padding}px` }}>
      <Link to={nextStep} onClick={onNavigate} aria-label={t('registrationProgress.link', { percent: shown })}>
        <Tag color="processing" style={{ marginInlineEnd: 0 }}>{t('registrationProgress.chip', { percent: shown })}</Tag>
      </Link>
      <Progress percent={percent} showInfo={false} size="small" aria-label={t('registrationProgress.bar')} />
    </Flex>
  );
}
