import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * The provider's short-lived state (sessions, interactions, grants, codes) in this process's
 * memory: a restart ends open logins and sessions, while issued JWT access tokens stay valid
 * because the signing keys are in the database.
 */
export function memoryAdapter(): new (name: string) => Adapter {
  const entries = new Map<string, Entry>();
  const byGrant = new Map<string, Set<string>>();
  const byUid = new Map<string, string>();
  const live = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };
  return class MemoryAdapter implements Adapter {
    constructor(private readonly name: string) {}

    private key(id: string): string {
      return `${this.name}:${id}`;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const key = this.key(id);
      entries.set(key, { payload, expiresAt: Date.now() + expiresIn * 1000 });
      if (payload.grantId) {
        const keys = byGrant.get(payload.grantId) ?? new Set<string>();
        keys.add(key);
        byGrant.set(payload.grantId, keys);
      }
      if (payload.uid) byUid.set(payload.uid, id);
      // Expired entries are dropped now and then, so memory stays bounded.
      if (entries.size % 256 === 0) for (const k of [...entries.keys()]) live(k);
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return live(this.key(id));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      const id = byUid.get(uid);
      return id === undefined ? undefined : live(this.key(id));
    }

    async findByUserCode(): Promise<AdapterPayload | undefined> {
      return undefined;
    }

    async consume(id: string): Promise<void> {
      const payload = live(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }

    async destroy(id: string): Promise<void> {
      const payload = live(this.key(id));
      if (payload?.uid) byUid.delete(payload.uid);
      entries.delete(this.key(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      for (const key of byGrant.get(grantId) ?? []) entries.delete(key);
      byGrant.delete(grantId);
    }
  };
}
