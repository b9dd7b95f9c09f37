import { useLocation, useNavigate } from 'react-router';

export { FormError, useNumberParam } from '@daycare/shared-features';

/** Where a finished form goes: back where the user came from, else the fallback page. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return () => {
    if (key !== 'default') void navigate(-1);
    else void navigate(fallback);
  };
}
