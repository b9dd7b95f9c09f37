import { mountStandalone } from '@daycare/ui';
import routes from './routes';

mountStandalone('guardian', routes, document.getElementById('root') as HTMLElement);
