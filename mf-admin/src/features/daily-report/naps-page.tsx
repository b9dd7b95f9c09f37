import { KindPage } from './kind-page';

/** A child's naps of a day: recorded, ended on waking, corrected (/daily-report/naps/:childId?/:napId?). */
export default function NapsPage() {
  return <KindPage kind="nap" />;
}
