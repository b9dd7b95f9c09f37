import { KindPage } from './kind-page';

/** A child's meals and bottles of a day, recorded and corrected (/daily-report/meals/:childId?/:mealId?). */
export default function MealsPage() {
  return <KindPage kind="meal" />;
}
