import { mountStandalone } from '@daycare/shared-features';
import routes from './routes';

mountStandalone('tablet', routes, document.getElementById('root') as HTMLElement);
