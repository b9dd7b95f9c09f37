import { Alert } from 'antd';
import { localMessage, useLanguage } from '@daycare/i18n';
import { chooseErrorMessage, type ErrorLike } from '@daycare/shared';

/**
 * The server's message for a failed submit, at the top of the form that sent it: the server's own
 * words when it gave some (shown as they came), else the generic one in the reader's language.
 * `flush` drops the space below it.
 */
export function FormError({ error, flush = false }: { error: unknown; flush?: boolean }) {
  useLanguage();
  if (!error) return null;
  return <Alert type="error" showIcon role="alert" title={localMessage(chooseErrorMessage(error as ErrorLike))} style={flush ? undefined : { marginBottom: 16 }} />;
}
