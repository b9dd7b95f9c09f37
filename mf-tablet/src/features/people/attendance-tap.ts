import { useRef } from 'react';
import { useTabletUpdateAttendanceMutation, type UpdateAttendanceDto } from '@daycare/api-client';
import { handleErrorsInPage } from '@daycare/store';

// The sign-in and sign-out screens show the server's refusal (a wrong PIN) beside the PIN pad.
handleErrorsInPage('tabletUpdateAttendance');

/** Attempts of one tap when the network drops the answer; the same client id makes the gateway record it once. */
const ATTEMPTS = 3;

function lostOnTheWay(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || status === 502 || status === 503 || status === 504;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a sign-in or sign-out. A tap gets one client id (crypto.randomUUID) that is kept until the
 * gateway answers yes: an automatic retry after a lost answer, or the person tapping again after a
 * failure, sends the same id, so the stay is recorded once.
 */
export function useAttendanceTap() {
  const [update, state] = useTabletUpdateAttendanceMutation();
  const tap = useRef<string>(undefined);
  const send = async (body: Omit<UpdateAttendanceDto, 'clientId'>) => {
    tap.current ??= crypto.randomUUID();
    const clientId = tap.current;
    let result = await update({ updateAttendanceDto: { ...body, clientId } });
    for (let attempt = 1; attempt < ATTEMPTS && result.error && lostOnTheWay(result.error); attempt += 1) {
      await pause(400 * attempt);
      result = await update({ updateAttendanceDto: { ...body, clientId } });
    }
    if (!result.error) tap.current = undefined;
    return result;
  };
  return [send, state] as const;
}
