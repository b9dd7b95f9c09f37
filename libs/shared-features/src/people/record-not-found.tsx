// A record page's answer for a child, guardian or contact that is missing or not the reader's to see:
// the gateway answers 404 for both, and the page says so itself, once.
import { Result } from 'antd';
import { Link } from 'react-router';
import { handleNotFoundInPage } from '@daycare/store';
import { useT } from '../i18n';
import { TAP_LINK } from './form-basics';

// Every page that reads one of these records shows RecordNotFound for a 404; the snackbar would repeat it.
handleNotFoundInPage('childById', 'guardianById', 'contactById');

export interface RecordNotFoundProps {
  title: string;
  /** Why the record may not be found, when the app says more than the title. */
  help?: string;
  /** Where to go instead. */
  home: { to: string; label: string };
}

export function RecordNotFound({ title, help, home }: RecordNotFoundProps) {
  return <Result status="404" title={title} subTitle={help} extra={<Link to={home.to} style={TAP_LINK}>{home.label}</Link>} />;
}

/** A missing child, or one of another centre or family. `home` is where to go instead. */
export function ChildNotFound({ home }: { home: RecordNotFoundProps['home'] }) {
  const t = useT();
  return <RecordNotFound title={t('people.record.notFound')} help={t('people.record.notFoundHelp')} home={home} />;
}
