import { Alert } from 'antd';
import { chooseErrorMessage, type ErrorLike } from '@daycare/shared';

/**
 * The server's message for a failed submit, at the top of the form that sent it: the server's own
 * words when it gave some, else the generic one. `flush` drops the space below it.
 */
export function FormError({ error, flush = false }: { error: unknown; flush?: boolean }) {
  if (!error) return null;
  return <Alert type="error" showIcon role="alert" title={chooseErrorMessage(error as ErrorLike)} style={flush ? undefined : { marginBottom: 16 }} />;
}
