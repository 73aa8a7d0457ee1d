// The fake Alipay and WeChat Pay gateways of the browser tests (one for every server of the run): the
// keys come from the Playwright config (E2E_PAY_KEYS), which gives the servers the matching settings.
import { startFakePayGateways } from '../apps/api/src/test/fake-pay/fake-server';
import type { FakePayKeys } from '../apps/api/src/test/fake-pay/keys';

const keys = JSON.parse(process.env.E2E_PAY_KEYS ?? '') as FakePayKeys;
const fake = await startFakePayGateways({ port: Number(process.env.FAKE_PAY_PORT), keys });
console.log(`fake payment gateways at ${fake.origin}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
