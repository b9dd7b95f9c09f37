import { useCallback } from 'react';
import { baseApi, useDaycareChangeCenterMutation } from '@daycare/api-client';
import { sessionRenewed, useAppDispatch, type LoggedInUser } from '@daycare/store';

/**
 * Switches the current daycare: the gateway answers the user with new tokens for it; that user
 * replaces the stored one, and every list reloads for the new daycare.
 */
export function useChangeCenter(): (daycareId: number) => Promise<void> {
  const [changeCenter] = useDaycareChangeCenterMutation();
  const dispatch = useAppDispatch();
  return useCallback(
    async (daycareId: number) => {
      const result = await changeCenter({ changeCenterDto: { id: daycareId } });
      if (!result.data) return;
      dispatch(sessionRenewed(result.data as LoggedInUser));
      dispatch(baseApi.util.resetApiState());
    },
    [changeCenter, dispatch],
  );
}
