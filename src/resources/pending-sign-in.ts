// The sign-in a browser waits on between asking for a code and typing it, kept for the code's 10 minutes so that a
// reload (or the page the e-mail's link opens) still knows it: `<prefix>_sign_in` holds
// `<challengeId>.<expiresAt unix s>.<the address, URI-encoded>`.
import type { StorageKeys } from '../storage/storage-keys.ts';
import { readValue, writeValue } from '../storage/storage-value.ts';
import type { ShopkitPendingSignIn, SignInChallenge, StorageAdapter } from '../types.ts';

export interface PendingSignInStore {
  read(now: number): Promise<ShopkitPendingSignIn | null>;
  write(challenge: SignInChallenge | null, now: number): Promise<void>;
}

export function createPendingSignIn(storage: StorageAdapter, keys: StorageKeys): PendingSignInStore {
  return {
    async read(now) {
      const match = /^(sic_[0-9a-z]{1,40})\.(\d{1,12})\.(\S{1,800})$/.exec(
        (await readValue(storage, keys.signIn)) ?? '',
      );
      if (!match || Number(match[2]) * 1000 <= now) return null;
      try {
        const email = decodeURIComponent(match[3]!);
        return { challengeId: match[1]!, email, expiresAt: new Date(Number(match[2]) * 1000).toISOString() };
      } catch {
        return null;
      }
    },
    async write(challenge, now) {
      if (!challenge) return writeValue(storage, keys.signIn, null, 0);
      const expires = Math.floor(Date.parse(challenge.expiresAt) / 1000);
      const value = `${challenge.challengeId}.${expires}.${encodeURIComponent(challenge.email)}`;
      await writeValue(storage, keys.signIn, value, Math.max(1, expires - Math.floor(now / 1000)));
    },
  };
}
