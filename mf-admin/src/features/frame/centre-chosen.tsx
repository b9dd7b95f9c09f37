import type { ReactNode } from 'react';
import { Result } from 'antd';
import { selectUser, useAppSelector } from '@daycare/store';

/**
 * A centre's page needs a current centre: operations staff (Super) have none until they pick one,
 * so they are told how instead of meeting the gateway's refusals.
 */
export function CentreChosen({ children }: { children: ReactNode }) {
  const hasCentre = Boolean(useAppSelector(selectUser)?.daycare);
  if (hasCentre) return children;
  return (
    <Result
      status="info"
      title="Choose a centre first"
      subTitle="This page shows one centre at a time: pick it with Change Center in your account menu."
    />
  );
}
