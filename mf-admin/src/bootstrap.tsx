import { mountStandalone } from '@daycare/shared-features';
import routes from './routes';

mountStandalone('admin', routes, document.getElementById('root') as HTMLElement);
