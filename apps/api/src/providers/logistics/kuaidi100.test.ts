import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPush, createLogistics, Kuaidi100, logisticsConfigFrom, parsePush, pushSign } from './index';

/** A local stand-in for poll.kuaidi100.com/poll: records each request, answers what the test sets. */
let server: Server;
let url = '';
const received: { method: string; type: string; body: string }[] = [];
let answer: { status: number; body: unknown } = {
  status: 200,
  body: { result: true, returnCode: '200', message: '提交成功' },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', type: req.headers['content-type'] ?? '', body });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/poll`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const options = () => ({
  key: 'test-key',
  customer: 'TESTCUSTOMER',
  salt: 'test-salt-32-characters-long-xxxx',
  callbackUrl: 'https://shop.example.com/api/logistics/notify/kuaidi100',
  pollUrl: url,
});

describe('快递100 subscription', () => {
  it('posts schema=json and the param JSON with company, number, key, callback, salt and resultv2', async () => {
    received.length = 0;
    await new Kuaidi100(options()).subscribe({ carrierCode: 'shunfeng', number: 'SF1400000001' });
    expect(received).toHaveLength(1);
    expect(received[0]!.method).toBe('POST');
    expect(received[0]!.type).toContain('application/x-www-form-urlencoded');
    const form = new URLSearchParams(received[0]!.body);
    expect(form.get('schema')).toBe('json');
    expect(JSON.parse(form.get('param')!)).toEqual({
      company: 'shunfeng',
      number: 'SF1400000001',
      key: 'test-key',
      parameters: {
        callbackurl: 'https://shop.example.com/api/logistics/notify/kuaidi100',
        salt: 'test-salt-32-characters-long-xxxx',
        resultv2: '1',
      },
    });
  });

  it('takes "already subscribed" (501) as followed and throws on a refusal or an outage', async () => {
    const provider = new Kuaidi100(options());
    answer = { status: 200, body: { result: false, returnCode: '501', message: '重复订阅' } };
    await expect(provider.subscribe({ carrierCode: 'jd', number: 'JDVA1' })).resolves.toBeUndefined();
    answer = { status: 200, body: { result: false, returnCode: '600', message: '您不是合法的订阅者' } };
    await expect(provider.subscribe({ carrierCode: 'jd', number: 'JDVA1' })).rejects.toThrow('600');
    answer = { status: 502, body: 'bad gateway' };
    await expect(provider.subscribe({ carrierCode: 'jd', number: 'JDVA1' })).rejects.toThrow('502');
    answer = { status: 200, body: { result: true, returnCode: '200', message: '提交成功' } };
  });
});

describe('pushes', () => {
  it('signs with the uppercase MD5 of param + salt', () => {
    // md5("hello") = 5d41402abc4b2a76b9719d911017c592
    expect(pushSign('hel', 'lo')).toBe('5D41402ABC4B2A76B9719D911017C592');
  });

  it('reads what it builds: Beijing times, newest first, the signing', () => {
    const at = new Date('2027-01-02T03:30:00Z');
    const { param, sign } = buildPush(
      { carrierCode: 'shunfeng', number: 'SF1' },
      [
        { at: new Date('2027-01-01T01:10:00Z'), place: '广东省广州市', text: '已揽收', state: '1' },
        { at, place: '北京市', text: '已签收', state: '3' },
      ],
      'salt',
    );
    expect(sign).toBe(pushSign(param, 'salt'));
    const raw = JSON.parse(param);
    expect(raw.lastResult).toMatchObject({ state: '3', ischeck: '1', com: 'shunfeng', nu: 'SF1' });
    expect(raw.lastResult.data[0]).toMatchObject({
      ftime: '2027-01-02 11:30:00',
      areaName: '北京市',
      statusCode: '3',
    });
    const push = parsePush(param)!;
    expect(push).toMatchObject({ carrierCode: 'shunfeng', number: 'SF1', state: '3', signed: true });
    expect(push.steps.map((s) => s.at.toISOString())).toEqual([at.toISOString(), '2027-01-01T01:10:00.000Z']);
    expect(parsePush('not json')).toBeNull();
    expect(parsePush('{"lastResult":{}}')).toBeNull();
  });
});

describe('settings', () => {
  it('keeps the sandbox without 快递100 keys and refuses a half configuration', () => {
    expect(createLogistics(logisticsConfigFrom({})).name).toBe('sandbox');
    expect(() => logisticsConfigFrom({ KUAIDI100_KEY: 'k' })).toThrow(
      /KUAIDI100_CUSTOMER, KUAIDI100_SALT, PUBLIC_URL/,
    );
    const config = logisticsConfigFrom({
      KUAIDI100_KEY: 'k',
      KUAIDI100_CUSTOMER: 'c',
      KUAIDI100_SALT: 's',
      PUBLIC_URL: 'https://www.yaocai.example/',
    });
    expect(config.kuaidi100?.callbackUrl).toBe('https://www.yaocai.example/api/logistics/notify/kuaidi100');
    expect(createLogistics(config)).toMatchObject({ name: 'kuaidi100', salt: 's' });
  });
});
