import { mountStandalone } from '@daycare/ui';
import routes from './routes';

mountStandalone('super', routes, document.getElementById('root') as HTMLElement);
