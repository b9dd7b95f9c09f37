import { Alert } from 'antd';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { chooseErrorMessage, type ErrorLike } from '@daycare/shared';

/** The server's message for a failed save, shown beside the form that sent it (the server's own message, else the generic one). */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  return <Alert type="error" showIcon role="alert" title={chooseErrorMessage(error as ErrorLike)} style={{ marginBottom: 16 }} />;
}

/** Where a finished form goes: back where the user came from, else the fallback page. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return () => {
    if (key !== 'default') void navigate(-1);
    else void navigate(fallback);
  };
}

/** A whole-number parameter of the page's route, read from the address (works whatever route renders the page). */
export function useNumberParam(pattern: string, name: string): number | undefined {
  const { pathname } = useLocation();
  const value = matchPath(pattern, pathname)?.params[name];
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
}
