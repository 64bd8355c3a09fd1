import { FAKE_SMS_TOKEN, startFakeSmsGateway } from '../../server/src/test/fake-sms-gateway';
import { smsPort } from './sms-kit';

/**
 * One local fake SMS gateway for the whole run, where the server's texts go (`SMS_PROVIDER=http`): every journey
 * that needs a texted code reads it from there (sms-kit.ts), whichever worker runs it.
 */
export default async function startGateway() {
  const gateway = await startFakeSmsGateway(smsPort, FAKE_SMS_TOKEN);
  return () => gateway.close();
}
