// The child's open incident count (reports no guardian has signed), as the people lists keep it live.
import { Tag } from 'antd';
import { useLanguage } from '@daycare/i18n';
import { useT } from './i18n';

export function OpenIncidentsBadge({ count }: { count: number }) {
  useLanguage();
  const t = useT();
  if (count <= 0) return null;
  return <Tag color="warning">{t('child.openCount', { count })}</Tag>;
}
