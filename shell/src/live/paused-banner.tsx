import { Alert } from 'antd';
import { useT } from '../i18n';

export default function PausedBanner() {
  const t = useT();
  return <Alert banner type="warning" showIcon role="status" title={t('liveBanner.paused')} />;
}
