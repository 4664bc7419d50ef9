import type { DatabaseHandle } from '@configurator/migrations/db/database';
import { identityEntries } from '@configurator/migrations/db/schema/identity';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseAdapter } from './databaseAdapter.js';
import { loadCookieKeys, loadSigningKeys } from './signingKeys.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases())("the built-in provider's state in the database on $name", (testDatabase) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await testDatabase.open();
    await handle.migrate();
  });
  afterAll(() => handle?.close());

  /** Two servers' adapters on the one database. */
  const servers = () => [databaseAdapter(handle.db), databaseAdapter(handle.db)] as const;

  it('finds on one server what the other stored, by id and by uid, per model', async () => {
    const [one, two] = servers();
    await new one('Session').upsert('s-1', { uid: 'u-1', accountId: 'a-1', kind: 'Session' }, 60);
    const session = new two('Session');
    expect(await session.find('s-1')).toMatchObject({ accountId: 'a-1' });
    expect(await session.findByUid('u-1')).toMatchObject({ accountId: 'a-1' });
    expect(await new two('Interaction').find('s-1')).toBeUndefined();
    // An upsert replaces the payload.
    await session.upsert('s-1', { uid: 'u-1', accountId: 'a-2' }, 60);
    expect(await new one('Session').find('s-1')).toMatchObject({ accountId: 'a-2' });
    await new one('DeviceCode').upsert('d-1', { userCode: 'ABCD-EFGH', grantId: 'g-0' }, 60);
    expect(await new two('DeviceCode').findByUserCode('ABCD-EFGH')).toMatchObject({ grantId: 'g-0' });
  });

  it('marks a code consumed, destroys, and revokes everything of a grant', async () => {
    const [one, two] = servers();
    const codes = new one('AuthorizationCode');
    await codes.upsert('c-1', { grantId: 'g-1', accountId: 'a-1' }, 60);
    await new one('AccessToken').upsert('t-1', { grantId: 'g-1' }, 60);
    await new one('AccessToken').upsert('t-2', { grantId: 'g-2' }, 60);
    await new two('AuthorizationCode').consume('c-1');
    const consumed = await codes.find('c-1');
    expect(consumed?.consumed).toEqual(expect.any(Number));
    expect(Math.abs((consumed?.consumed as number) - Date.now() / 1000)).toBeLessThan(60);

    await new two('AccessToken').revokeByGrantId('g-1');
    expect(await codes.find('c-1')).toBeUndefined();
    expect(await new one('AccessToken').find('t-1')).toBeUndefined();
    expect(await new one('AccessToken').find('t-2')).toMatchObject({ grantId: 'g-2' });
    await new two('AccessToken').destroy('t-2');
    expect(await new one('AccessToken').find('t-2')).toBeUndefined();
  });

  it('forgets entries past their expiry, and removes their rows', async () => {
    const [one] = servers();
    const sessions = new one('Session');
    await sessions.upsert('short', { accountId: 'a-3' }, 1);
    expect(await sessions.find('short')).toMatchObject({ accountId: 'a-3' });
    await pause(1200);
    expect(await sessions.find('short')).toBeUndefined();
    // A server's first write (and then one a minute) removes the expired rows.
    const [later] = servers();
    await new later('Session').upsert('long', { accountId: 'a-4' }, 600);
    const ids = (await handle.db.select({ id: identityEntries.id }).from(identityEntries)).map((r) => r.id);
    expect(ids).not.toContain('short');
    expect(ids).toContain('long');
  });

  it('makes one signing key and one cookie key for servers starting at once', async () => {
    const signing = await Promise.all([1, 2, 3].map(() => loadSigningKeys(handle.db)));
    const cookies = await Promise.all([1, 2, 3].map(() => loadCookieKeys(handle.db)));
    for (const keys of signing) expect(keys.map((k) => k.kid)).toEqual(signing[0]!.map((k) => k.kid));
    expect(signing[0]).toHaveLength(1);
    for (const keys of cookies) expect(keys).toEqual(cookies[0]);
    expect(cookies[0]).toHaveLength(1);
    expect(await loadCookieKeys(handle.db)).toEqual(cookies[0]);
  });
});
