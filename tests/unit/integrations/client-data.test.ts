import { describe, expect, it } from 'vitest';
import {
  CLIENT_DATA_CIPHER,
  ClientDataEncryptionError,
  encryptClientData,
  toBase64,
} from '@/features/integrations/crowdstrike/client-data';
import examples from '../../../openapi/examples/integrations.json';

async function testKeyPair() {
  const pair = await crypto.subtle.generateKey(
    { ...CLIENT_DATA_CIPHER, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const body = toBase64(spki).replace(/(.{64})/g, '$1\n');
  return { pem: `-----BEGIN PUBLIC KEY-----\n${body}\n-----END PUBLIC KEY-----\n`, privateKey: pair.privateKey };
}

const FIELDS = {
  client_id: '3f2a9c1e7b4d4e8f9a0b1c2d3e4f5a6b',
  client_secret: 'S3cr3tValueThatMustNeverLeak0123456789ab',
  base_url: 'https://api.us-2.crowdstrike.com',
};

describe('CrowdStrike client data encryption (RSA-OAEP, SHA-256)', () => {
  it('round-trips: decrypting the sent payload gives the fields back', async () => {
    const { pem, privateKey } = await testKeyPair();
    const sent = await encryptClientData(FIELDS, pem);
    expect(sent).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(sent).toHaveLength(344);
    expect(sent).not.toContain(FIELDS.client_secret);
    const bytes = Uint8Array.from(atob(sent), (c) => c.charCodeAt(0));
    const plain = await crypto.subtle.decrypt(CLIENT_DATA_CIPHER, privateKey, bytes);
    expect(JSON.parse(new TextDecoder().decode(plain))).toEqual(FIELDS);
  });

  it('is not decryptable as SHA-1 OAEP (the hash is part of the contract)', async () => {
    const { pem, privateKey } = await testKeyPair();
    const sent = await encryptClientData(FIELDS, pem);
    const sha1Key = await crypto.subtle.importKey(
      'pkcs8',
      await crypto.subtle.exportKey('pkcs8', privateKey),
      { name: 'RSA-OAEP', hash: 'SHA-1' },
      false,
      ['decrypt'],
    );
    await expect(
      crypto.subtle.decrypt(
        { name: 'RSA-OAEP' },
        sha1Key,
        Uint8Array.from(atob(sent), (c) => c.charCodeAt(0)),
      ),
    ).rejects.toThrow();
  });

  it('encrypts with the contract example key', async () => {
    await expect(encryptClientData(FIELDS, examples.publicKey.value.public_key)).resolves.toHaveLength(344);
  });

  it('fails with a typed error, naming no field value, on a bad key or oversized data', async () => {
    const bad = encryptClientData(FIELDS, 'not a key');
    await expect(bad).rejects.toBeInstanceOf(ClientDataEncryptionError);
    await expect(bad).rejects.not.toThrow(FIELDS.client_secret);
    const notRsa = `-----BEGIN PUBLIC KEY-----\n${btoa('garbage bytes')}\n-----END PUBLIC KEY-----`;
    await expect(encryptClientData(FIELDS, notRsa)).rejects.toBeInstanceOf(ClientDataEncryptionError);
    const { pem } = await testKeyPair();
    const long = { ...FIELDS, client_secret: 'x'.repeat(200) };
    const error = await encryptClientData(long, pem).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientDataEncryptionError);
    expect(String((error as Error).message)).not.toContain('xxxx');
  });
});
