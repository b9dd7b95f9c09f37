import { mountStandalone } from '@daycare/shared-features';
import routes from './routes';

mountStandalone('guardian', routes, document.getElementById('root') as HTMLElement);
