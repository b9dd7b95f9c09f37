import { mountStandalone } from '@daycare/shared-features';
import routes from './routes';

mountStandalone('super', routes, document.getElementById('root') as HTMLElement);
