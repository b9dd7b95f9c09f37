import { mountStandalone } from '@daycare/ui';
import routes from './routes';

mountStandalone('tablet', routes, document.getElementById('root') as HTMLElement);
