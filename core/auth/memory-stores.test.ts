import { MemoryDb, memoryUnitOfWork } from '../testing/memory-db';
import { describeAttemptStoreContract } from './attempt-store.contract';
import { memoryAttemptStore } from './memory-attempt-store';
import { memoryOtpStore } from './memory-otp-store';
import { memoryRefreshTokenStore } from './memory-refresh-token-store';
import { memorySessionStore } from './memory-session-store';
import { memorySocialRegistrationStore } from './memory-social-registration-store';
import { memorySsoCodeStore } from './memory-sso-code-store';
import { describeOtpStoreContract } from './otp-store.contract';
import { describeSessionStoresContract } from './session-stores.contract';
import { describeSingleUseStoresContract } from './single-use-stores.contract';

// The in-memory fakes pass the same contracts as the database stores.
const fresh =
  <S>(make: (db: MemoryDb) => S) =>
  async () =>
    memoryUnitOfWork(new MemoryDb(), make);

describeOtpStoreContract(
  'memory',
  fresh((db) => ({ otps: memoryOtpStore(db) })),
);
describeAttemptStoreContract(
  'memory',
  fresh((db) => ({ attempts: memoryAttemptStore(db) })),
);
describeSessionStoresContract(
  'memory',
  fresh((db) => ({ sessions: memorySessionStore(db), refreshTokens: memoryRefreshTokenStore(db) })),
);
describeSingleUseStoresContract(
  'memory',
  fresh((db) => ({
    ssoCodes: memorySsoCodeStore(db),
    socialRegistrations: memorySocialRegistrationStore(db),
  })),
);
