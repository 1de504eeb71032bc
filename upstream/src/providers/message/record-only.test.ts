// Record only against the message provider contract: every message of every channel is recorded,
// nothing leaves the shop, nothing can fail.
import { messageProviderContract } from './message-provider.contract.ts';
import { createRecordOnly } from './record-only.ts';

messageProviderContract('outbox (record only)', async () => ({
  provider: createRecordOnly(),
  received: () => null,
  failing: null,
  close: async () => {},
}));
