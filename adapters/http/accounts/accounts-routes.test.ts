import { describeAccountRoutes } from './accounts-routes.contract';
import { memoryAccountsWorld } from './testing/accounts-world';

describeAccountRoutes('memory', memoryAccountsWorld);
