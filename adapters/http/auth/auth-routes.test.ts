import { describeAuthRoutes } from './auth-routes.contract';
import { memoryAuthWorld } from './testing/auth-world';

describeAuthRoutes('memory', memoryAuthWorld);
