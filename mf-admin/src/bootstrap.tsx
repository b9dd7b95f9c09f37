import { mountStandalone } from '@daycare/ui';
import routes from './routes';

mountStandalone('admin', routes, document.getElementById('root') as HTMLElement);
